import { getMapImageUrl } from '@/data/assets'
import { assetRedirectOf } from '@/site/asset-redirect'

export async function GET(_request: Request, { params }: { params: Promise<{ location: string; map: string }> }) {
  const { location, map } = await params
  return assetRedirectOf(() => getMapImageUrl(location, map))
}
