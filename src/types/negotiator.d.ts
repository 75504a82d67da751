// negotiator 1.x ships no types of its own, and @types/negotiator describes 0.6, which has no preferred order.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    /** The encodings of `available` the request accepts, best first; `preferred` breaks ties of equal q-value. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[]
  }
}
