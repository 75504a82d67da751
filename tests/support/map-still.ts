/** The address of the map guide's still picture in a page as the server sent it ('' when there is none). */
export function stillAddress(html: string): string {
  const still = html.match(/<img[^>]*data-testid="map-still"[^>]*>/)?.[0] ?? ''
  return still.match(/\ssrc="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? ''
}
