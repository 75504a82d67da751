import { getLocationImageUrl } from '@/data/assets'
import { assetRedirect } from '@/lib/asset-redirect'

export async function GET(_request: Request, { params }: { params: Promise<{ location: string }> }) {
  return assetRedirect(await getLocationImageUrl((await params).location))
}
