import { getMapImageUrl } from '@/data/assets'
import { assetRedirect } from '@/lib/asset-redirect'

export async function GET(request: Request, { params }: { params: Promise<{ location: string; map: string }> }) {
  const { location, map } = await params
  return assetRedirect(request, await getMapImageUrl(location, map))
}
