/**
 * Text for Leaflet's tooltips, popups and div icons. Leaflet sets a string it is given with innerHTML, and names
 * and descriptions are typed by editors: a route named `<img src=x onerror=…>` would run in every visitor's
 * browser. ESLint (eslint.config.mjs) refuses any other content in those calls.
 */

/** The text as a node built with textContent: shown as the letters typed, whatever they are. */
export function leafletText(text: string | number): HTMLSpanElement {
  const span = document.createElement('span')
  span.textContent = String(text)
  return span
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * The same span as escaped markup, for a div icon shared by many markers: Leaflet moves a node into each
 * marker in turn, so a shared node would end up in the last one only.
 */
export const leafletTextMarkup = (text: string | number) => `<span>${String(text).replace(/[&<>"']/g, (char) => ENTITIES[char])}</span>`
