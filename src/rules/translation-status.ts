/**
 * When a translation is behind its English text (issue 45). Each document of a guide keeps, per language, when
 * that language's text was last saved; in English, when the English text last changed (src/fields/translation-stamp.ts).
 */

/** One document's stamps: when its English text last changed, and when the translation was last saved (null: never). */
export type TranslationStamps = { englishChangedAt: string | null; translatedAt: string | null }

/**
 * - `missing`: the guide has English text and no document of it was ever saved in the language;
 * - `stale`: some document's English text changed after its translation was last saved, or has no translation yet
 *   while others do;
 * - `fresh`: every document with English text was saved in the language after it last changed (or there is no
 *   English text at all).
 */
type TranslationState = 'missing' | 'stale' | 'fresh'

export type TranslationStatus = {
  state: TranslationState
  /** The latest English change the translation is behind (stale), or the latest English change (missing). */
  englishChangedAt: string | null
  /** The oldest translation save that is behind (stale); null when missing or fresh. */
  translatedAt: string | null
}

const time = (iso: string) => new Date(iso).getTime()
const latest = (dates: string[]) => dates.reduce<string | null>((a, b) => (a === null || time(b) > time(a) ? b : a), null)
const earliest = (dates: string[]) => dates.reduce<string | null>((a, b) => (a === null || time(b) < time(a) ? b : a), null)

/** Whether one document's translation is behind: its English text changed after the translation was saved, or it has none. */
export function isBehind({ englishChangedAt, translatedAt }: TranslationStamps): boolean {
  if (englishChangedAt === null) return false
  return translatedAt === null || time(translatedAt) < time(englishChangedAt)
}

/** The state of a guide's translation in one language, from the stamps of the documents that make the guide. */
export function translationStatus(documents: readonly TranslationStamps[]): TranslationStatus {
  const english = documents.filter((doc) => doc.englishChangedAt !== null)
  if (english.length === 0) return { state: 'fresh', englishChangedAt: null, translatedAt: null }
  if (english.every((doc) => doc.translatedAt === null)) {
    return { state: 'missing', englishChangedAt: latest(english.map((doc) => doc.englishChangedAt!)), translatedAt: null }
  }
  const behind = english.filter(isBehind)
  if (behind.length === 0) return { state: 'fresh', englishChangedAt: null, translatedAt: null }
  return {
    state: 'stale',
    englishChangedAt: latest(behind.map((doc) => doc.englishChangedAt!)),
    translatedAt: earliest(behind.flatMap((doc) => (doc.translatedAt ? [doc.translatedAt] : []))),
  }
}

/** What the desk sorts by: the stamps of a guide (or of one of its documents) that is behind, and a name. */
export type BehindEntry = TranslationStamps & { name: string }

/**
 * The desk's order, oldest first: by how long the language has been behind, i.e. the oldest translation save for
 * a stale one, the English text's change for a missing one (it has been missing since then), then by name.
 */
export function oldestFirst<E extends BehindEntry>(entries: readonly E[]): E[] {
  const since = (entry: E) => time(entry.translatedAt ?? entry.englishChangedAt ?? new Date(0).toISOString())
  return [...entries].sort((a, b) => since(a) - since(b) || a.name.localeCompare(b.name))
}
