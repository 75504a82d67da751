import type { PatchSeed } from '../../patches'

/**
 * Brazilian Portuguese translation of the two latest patches the English seed builds (patchSeeds() in ../../patches.ts),
 * keyed by version; the changes are in the same order as the English ones.
 */
export const patches: Pick<PatchSeed, 'version' | 'title' | 'notes' | 'changes'>[] = [
  {
    version: 'S5.5',
    title: 'Temporada 5.5',
    notes: [
      { p: 'A Temporada 5.5 entrou no ar em 12 de dezembro de 2025. Ela adicionou um herói.' },
      {
        p: 'Esta entrada lista o que os fatos públicos do guia registram sobre a temporada: heróis novos, mapas novos e team-ups que começaram ou terminaram. As mudanças de balanceamento não aparecem até que um editor as adicione a partir das notas oficiais.',
      },
    ],
    changes: [{ hero: 'rogue', kind: 'new', summary: 'Rogue entra para o elenco como Vanguarda.' }],
  },
  {
    version: 'S5',
    title: 'Temporada 5',
    notes: [
      { p: 'A Temporada 5 entrou no ar em 14 de novembro de 2025. Ela adicionou um herói. 2 team-ups começaram e 2 foram encerrados.' },
      {
        p: 'Esta entrada lista o que os fatos públicos do guia registram sobre a temporada: heróis novos, mapas novos e team-ups que começaram ou terminaram. As mudanças de balanceamento não aparecem até que um editor as adicione a partir das notas oficiais.',
      },
    ],
    changes: [
      { hero: 'gambit', kind: 'new', summary: 'Gambit entra para o elenco como Estrategista.' },
      { hero: 'gambit', kind: 'adjust', summary: 'Novo team-up Explosive Entanglement com Magneto e Rogue.' },
      { hero: 'magneto', kind: 'adjust', summary: 'Novo team-up Explosive Entanglement com Gambit e Rogue.' },
      { hero: 'rogue', kind: 'adjust', summary: 'Novo team-up Explosive Entanglement com Gambit e Magneto.' },
      { hero: 'cloak-dagger', kind: 'adjust', summary: 'Novo team-up Sword of Duality com Hawkeye e Psylocke.' },
      { hero: 'hawkeye', kind: 'adjust', summary: 'Novo team-up Sword of Duality com Cloak & Dagger e Psylocke.' },
      { hero: 'psylocke', kind: 'adjust', summary: 'Novo team-up Sword of Duality com Cloak & Dagger e Hawkeye.' },
      { hero: 'cloak-dagger', kind: 'adjust', summary: 'O team-up Lunar Force com Moon Knight foi encerrado; sua última temporada foi a S4.5.' },
      { hero: 'moon-knight', kind: 'adjust', summary: 'O team-up Lunar Force com Cloak & Dagger foi encerrado; sua última temporada foi a S4.5.' },
      { hero: 'the-punisher', kind: 'adjust', summary: 'O team-up Operation: Microchip com Black Widow foi encerrado; sua última temporada foi a S4.5.' },
      { hero: 'black-widow', kind: 'adjust', summary: 'O team-up Operation: Microchip com The Punisher foi encerrado; sua última temporada foi a S4.5.' },
    ],
  },
]
