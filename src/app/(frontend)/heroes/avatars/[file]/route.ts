import { getHeroAvatarUrl } from '@/data/assets'
import { assetRedirectOf, slugFromWebp } from '@/site/asset-redirect'

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const slug = slugFromWebp((await params).file)
  return assetRedirectOf(async () => (slug ? getHeroAvatarUrl(slug) : null))
}
