import { getLocationImageUrl } from '@/data/assets'
import { assetRedirect } from '@/lib/asset-redirect'

export async function GET(request: Request, { params }: { params: Promise<{ location: string }> }) {
  return assetRedirect(request, await getLocationImageUrl((await params).location))
}
