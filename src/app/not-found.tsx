/**
 * The fallback above every layout, which each page's inline data carries: without this file it is the framework's
 * own 404 markup and styles, about 1.5 KB on every page (issue 49). Each route that can answer 404 has its own page
 * in the address's language (PageNotFound), so this one shows only where none can.
 */
export default function NotFound() {
  return (
    <p>
      Page not found.{' '}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a <Link> would put a client module's reference in every page's inline data */}
      <a href="/">Go to the guide</a>
    </p>
  )
}
