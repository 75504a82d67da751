/**
 * A to Z ignoring case, for the game's names and dates written as ISO strings. Not localeCompare: its first
 * call on a page loads the browser's collation tables, which costs a phone several milliseconds while the page
 * hydrates (the maps list and the hero roster sort in the browser); the game's names need no more than this.
 */
export function aToZ(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()]
  return x < y ? -1 : x > y ? 1 : 0
}
