import { describe, expect, it } from 'vitest'

import { overlayWords } from '@/seed/translation-overlay'

describe('a seeded translation laid over its English document', () => {
  const english = {
    id: 1,
    title: 'How to win',
    stagger: null,
    roles: [
      { id: 'a1', role: 'vanguard', label: 'Vanguard', heroes: [4, 5] },
      { id: 'b2', role: 'duelist', label: 'Duelist', heroes: [6] },
    ],
    body: { root: { children: [{ text: 'English' }] } },
  }

  it('takes the words and keeps the rows, their ids, the relations and the choices', () => {
    const translation = {
      title: 'Cómo ganar',
      stagger: 'Escalonar',
      roles: [
        { role: 'vanguard', label: 'Vanguardia', heroes: ['hulk', 'magik'] },
        { role: 'duelist', label: 'Duelista', heroes: ['iron-man'] },
      ],
      body: { root: { children: [{ text: 'Español' }] } },
    }
    expect(overlayWords(english, translation)).toEqual({
      id: 1,
      title: 'Cómo ganar',
      stagger: 'Escalonar',
      roles: [
        { id: 'a1', role: 'vanguard', label: 'Vanguardia', heroes: [4, 5] },
        { id: 'b2', role: 'duelist', label: 'Duelista', heroes: [6] },
      ],
      body: { root: { children: [{ text: 'Español' }] } },
    })
  })

  it('leaves what the translation does not name in English, and never adds rows', () => {
    const merged = overlayWords(english, { roles: [{ label: 'Vanguardia' }, undefined, { label: 'extra' }] }) as typeof english
    expect(merged.title).toBe('How to win')
    expect(merged.roles).toHaveLength(2)
    expect(merged.roles[0]).toEqual({ id: 'a1', role: 'vanguard', label: 'Vanguardia', heroes: [4, 5] })
    expect(merged.roles[1]).toEqual(english.roles[1])
  })
})
