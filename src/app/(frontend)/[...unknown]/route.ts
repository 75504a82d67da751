/**
 * Any path the guide does not know leads home (spec route table). A route handler, not a page: a page's
 * redirect() renders the whole layout first, which made an unknown path cost as much as a search under load
 * (issue "Nothing breaks and nothing flakes", 4).
 */
export function GET(): Response {
  return new Response(null, { status: 307, headers: { Location: '/' } })
}
