/**
 * Everything the browser keeps, named in one place (src/browser/guide-memory.ts), so the privacy page's list and
 * "Forget me" miss nothing: the language choice is written by src/i18n, which imports nothing of ours.
 */
import { describe, expect, it } from 'vitest'

import { FAVOURITES_KEY, GUIDE_PREFIX, KEPT, LANGUAGE_CHOICE_KEY, LAST_SEEN_PATCH_KEY, LINEUPS_KEY } from '@/browser/guide-memory'
import { LANGUAGE_CHOICE_KEY as I18N_LANGUAGE_KEY } from '@/i18n/language-choice'
import en from '@/i18n/messages/en/remember.json'

describe('what the browser keeps', () => {
  it('names the language choice under the key src/i18n writes', () => {
    expect(LANGUAGE_CHOICE_KEY).toBe(I18N_LANGUAGE_KEY)
    expect(KEPT.flatMap((thing) => thing.keys)).toContain(I18N_LANGUAGE_KEY)
  })

  it("keeps issue 46's memories under the guide. prefix, which Forget me clears whatever the key", () => {
    for (const key of [FAVOURITES_KEY, LAST_SEEN_PATCH_KEY, LINEUPS_KEY]) expect(key.startsWith(GUIDE_PREFIX)).toBe(true)
  })

  it('has a line on the privacy page for every thing kept', () => {
    expect(Object.keys(en.Remember.privacy.kept).sort()).toEqual(KEPT.map((thing) => thing.what).sort())
  })
})
