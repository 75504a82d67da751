/** Spanish (es) translation of the two latest patches built by patchSeeds() in the English seed file patches.ts, keyed by version. */
import type { PatchSeed } from '../../patches'

const NOTE_SCOPE =
  'Esta entrada recoge lo que registran los datos públicos de la guía para la temporada: héroes nuevos, mapas nuevos y team-ups que empezaron o terminaron. Los cambios de balance no aparecen hasta que un editor los añade a partir de las notas oficiales.'

export const patches: Pick<PatchSeed, 'version' | 'title' | 'notes' | 'changes'>[] = [
  {
    version: 'S5',
    title: 'Temporada 5',
    notes: [
      { p: 'La Temporada 5 llegó el 14 de noviembre de 2025. Añadió un héroe. Empezaron 2 team-ups y se retiraron 2.' },
      { p: NOTE_SCOPE },
    ],
    changes: [
      { hero: 'gambit', kind: 'new', summary: 'Gambit se une al plantel como Estratega.' },
      { hero: 'gambit', kind: 'adjust', summary: 'Nuevo team-up Explosive Entanglement con Magneto y Rogue.' },
      { hero: 'magneto', kind: 'adjust', summary: 'Nuevo team-up Explosive Entanglement con Gambit y Rogue.' },
      { hero: 'rogue', kind: 'adjust', summary: 'Nuevo team-up Explosive Entanglement con Gambit y Magneto.' },
      { hero: 'cloak-dagger', kind: 'adjust', summary: 'Nuevo team-up Sword of Duality con Hawkeye y Psylocke.' },
      { hero: 'hawkeye', kind: 'adjust', summary: 'Nuevo team-up Sword of Duality con Cloak & Dagger y Psylocke.' },
      { hero: 'psylocke', kind: 'adjust', summary: 'Nuevo team-up Sword of Duality con Cloak & Dagger y Hawkeye.' },
      { hero: 'cloak-dagger', kind: 'adjust', summary: 'Se retira el team-up Lunar Force con Moon Knight; su última temporada fue la S4.5.' },
      { hero: 'moon-knight', kind: 'adjust', summary: 'Se retira el team-up Lunar Force con Cloak & Dagger; su última temporada fue la S4.5.' },
      { hero: 'the-punisher', kind: 'adjust', summary: 'Se retira el team-up Operation: Microchip con Black Widow; su última temporada fue la S4.5.' },
      { hero: 'black-widow', kind: 'adjust', summary: 'Se retira el team-up Operation: Microchip con The Punisher; su última temporada fue la S4.5.' },
    ],
  },
  {
    version: 'S5.5',
    title: 'Temporada 5.5',
    notes: [{ p: 'La Temporada 5.5 llegó el 12 de diciembre de 2025. Añadió un héroe.' }, { p: NOTE_SCOPE }],
    changes: [{ hero: 'rogue', kind: 'new', summary: 'Rogue se une al plantel como Vanguardia.' }],
  },
]
