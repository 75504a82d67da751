import { getMapImageUrl } from '@/data/assets'
import { assetRedirect } from '@/lib/asset-redirect'

export async function GET(_request: Request, { params }: { params: Promise<{ location: string; map: string }> }) {
  const { location, map } = await params
  return assetRedirect(await getMapImageUrl(location, map))
}
