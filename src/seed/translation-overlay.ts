/**
 * A translation written in the seed's shape, laid over the English document it translates: its words where
 * the English has words, everything else (ids of array rows, relations, numbers, choices) from the English.
 * Payload keeps array rows by id, so a translation saved with the English rows' ids translates those rows
 * instead of replacing them, and the rows stay shared by every language.
 */
export function overlayWords(english: unknown, translation: unknown): unknown {
  if (translation === undefined) return english
  if (typeof translation === 'string') return typeof english === 'string' || english === null || english === undefined ? translation : english
  if (Array.isArray(english) && Array.isArray(translation)) return english.map((row, index) => overlayWords(row, translation[index]))
  if (isObject(translation) && isObject(translation.root)) return translation // rich text: one value, the translation's
  if (isObject(english) && isObject(translation)) {
    const merged: Record<string, unknown> = { ...english }
    for (const [key, value] of Object.entries(translation)) {
      if (key === 'id') continue
      merged[key] = overlayWords(english[key], value)
    }
    return merged
  }
  return english
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
