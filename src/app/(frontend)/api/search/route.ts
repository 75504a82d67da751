import { searchGuide } from '@/data/search'
import { signedGet } from '@/api/handler'
import { BadRequestError } from '@/contract/errors'
import { SEARCH } from '@/contract/limits'
import { parseSearchQuery } from '@/rules/search-query'

/** GET /api/search?q= (an addition to the spec's calls; docs/api-contract.md), `&locale=` searching that language. */
const search = signedGet(
  async (_params, request, language) => {
    const query = parseSearchQuery(new URL(request.url).searchParams.get('q'))
    if (!query.ok) throw new BadRequestError(query.message)
    return searchGuide(query, SEARCH.apiResults, language)
  },
  { budget: 'search' },
)

export async function GET(request: Request, context: { params: Promise<Record<string, never>> }) {
  const started = performance.now()
  const response = await search(request, context)
  // The server's own time for the whole call (signature, rate limit, query): what `npm run bench:search` reads.
  response.headers.set('Server-Timing', `search;dur=${(performance.now() - started).toFixed(2)}`)
  return response
}
