import { getLocationImageUrl } from '@/data/assets'
import { assetRedirectOf } from '@/site/asset-redirect'

export async function GET(_request: Request, { params }: { params: Promise<{ location: string }> }) {
  const { location } = await params
  return assetRedirectOf(() => getLocationImageUrl(location))
}
