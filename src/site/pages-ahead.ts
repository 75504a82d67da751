/**
 * Which pages with an address parameter (a hero, a map section, a news entry ...) `next build` renders ahead.
 *
 * `npm run build` (a release, CI) renders every one of them, as it always has: a page that fails to render
 * fails the build. A local `npm start` that has to build (scripts/guide.ts sets GUIDE_QUICK_BUILD=1) renders
 * none of them: the server would render each once more anyway (src/cache/cache-handler.mjs trusts nothing
 * written before it started), so there they only cost the newcomer's wait. The pages without a parameter (home,
 * heroes, maps, news, patches, tier list, basics ... in every language) are still rendered ahead on both paths;
 * they are where visitors arrive. The server warms the rest once it answers (src/startup/warm-up.ts).
 */
export function pagesAhead<A extends unknown[], P>(params: (...args: A) => Promise<P[]>): (...args: A) => Promise<P[]> {
  return async (...args) => (process.env.GUIDE_QUICK_BUILD === '1' ? [] : params(...args))
}
