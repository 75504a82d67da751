// polylabel 2.x ships no types of its own.
declare module 'polylabel' {
  /** The pole of inaccessibility of a polygon given as rings of [x, y] points (outer ring first). */
  export default function polylabel(polygon: number[][][], precision?: number, debug?: boolean): number[] & { distance: number }
}
