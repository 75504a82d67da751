import { getHeroBackgroundUrl } from '@/data/assets'
import { assetRedirect, slugFromWebp } from '@/lib/asset-redirect'

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const slug = slugFromWebp((await params).file)
  return assetRedirect(slug ? await getHeroBackgroundUrl(slug) : null)
}
