/** Spanish (es) translation of the English seed file heroes/luna-snow.ts, keyed by hero slug (abilities in the same order). */
import type { HeroGuideSeed } from '../../../types'

export const guide: HeroGuideSeed = {
  hero: 'luna-snow',
  abilities: [
    {
      name: 'Light & Dark Ice',
      variant: 'luna-snow',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Luna dispara fragmentos de hielo rápidos que curan a los aliados o dañan a los enemigos, según a quién golpeen. Acertar a los enemigos le permite sumar daño sin romper su ritmo de curación.',
      properties: { casting: 'Proyectil', damage: '25 por fragmento', healing: '30 por fragmento', fire_rate: '6 por segundo', ammo: '20', critical_hit: 'Sí' },
    },
    {
      name: 'Absolute Zero',
      variant: 'luna-snow',
      type: 'ability',
      button: 'right-click',
      description:
        'Lanza un orbe helado que encierra en un bloque de hielo al primer enemigo que golpea. Úsalo para cortar a un diver a mitad de combo o para dejar quieto a un objetivo para tu equipo.',
      properties: { casting: 'Proyectil', damage: '45', special_effect: 'Congela a un enemigo durante 1.5s; recibir daño rompe el hielo antes', self_heal: '100 al impactar', cooldown: '12s' },
    },
    {
      name: 'Ice Arts',
      variant: 'luna-snow',
      type: 'ability',
      button: 'shift',
      description:
        'Luna patina hacia adelante y gira, lanzando a su alrededor fragmentos de hielo que curan a los aliados y hieren a los enemigos. También sirve para reposicionarse rápido cuando la pelea se le pone en contra.',
      properties: { casting: 'Movimiento y estallido de área', healing: '30 por fragmento, 8 fragmentos', damage: '20 por fragmento', duration: '3s', cooldown: '12s' },
    },
    {
      name: 'Share the Stage',
      variant: 'luna-snow',
      type: 'ability',
      button: 'e',
      description:
        'Marca a un aliado para que parte de la curación que Luna da a cualquier otro se copie en él. Pónsela a tu tanque y cada fragmento que le aciertes a un duelista también mantendrá sana a la primera línea.',
      properties: { casting: 'Vínculo con aliado', special_effect: 'El aliado marcado recibe una parte de toda la curación que da Luna', range: '40m', duration: 'Hasta volver a lanzarla o hasta que muera el aliado', cooldown: '1s' },
    },
    {
      name: 'Fate of Both Worlds',
      variant: 'luna-snow',
      type: 'ultimate',
      button: 'q',
      description:
        'Luna sube al escenario y actúa, eligiendo entre una canción que cura a los aliados a su alrededor y otra que aumenta su daño. Puede alternar entre las dos durante la actuación.',
      properties: { casting: 'Aura canalizada', radius: '12m', healing: '200 por segundo a los aliados cercanos', special_effect: 'La otra canción da +25% de daño', duration: '12s', cost: '4000 de carga de definitiva' },
    },
    {
      name: 'Cryo Heart',
      variant: 'luna-snow',
      type: 'passive',
      button: 'passive',
      description:
        'Luna regenera vida poco a poco por su cuenta cuando lleva un momento sin recibir daño, así que una retirada breve la deja otra vez en forma.',
      properties: { casting: 'Pasiva', healing: '30 por segundo', delay: '2s después de recibir daño', special_effect: 'Se acumula con la curación de los estrategas' },
    },
    {
      name: 'Chilling Charisma',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'passive',
      description:
        'Como ancla, Luna les presta su hielo a Namor y a Jeff the Land Shark y obtiene un pequeño aumento de su propia curación mientras cualquiera de los dos esté en el equipo.',
      properties: { casting: 'Pasiva', partners: 'Namor, Jeff the Land Shark', bonus: '+10% de curación', special_effect: 'Los compañeros obtienen ataques potenciados con escarcha' },
    },
    {
      name: 'Frozen Arrowhead',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'passive',
      description:
        'Luna enfría las flechas de Hawkeye para Chilling Assault. A cambio, gana un poco de vida extra mientras él esté en el equipo.',
      properties: { casting: 'Pasiva', partners: 'Hawkeye', bonus: '+50 de vida máxima', special_effect: 'Hawkeye obtiene flechas congelantes' },
    },
    {
      name: 'Atlas Bond',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'c',
      description:
        'Con Iron Fist en el equipo, Luna puede canalizar su chi en un estallido que cura a los aliados a su alrededor y les da vida extra por un momento.',
      properties: { casting: 'Estallido de área', partners: 'Iron Fist (ancla)', healing: '150 a los aliados cercanos', bonus_health: '50 durante 3s', cooldown: '40s' },
    },
    {
      name: 'Duality Dance',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'c',
      description:
        'Con Adam Warlock en el equipo, Luna puede hacer un baile corto que vincula a los aliados cercanos; durante unos segundos, la curación que recibe uno de ellos se reparte entre los demás.',
      properties: { casting: 'Vínculo de área', partners: 'Adam Warlock (ancla)', radius: '10m', duration: '4s', cooldown: '45s' },
    },
  ],
  details: {
    primaryJob: 'Sanadora principal con mucha curación a un solo objetivo',
    secondaryJob: 'Control de masas con su congelación',
    healing: 'La regeneración de Cryo Heart, la autocuración de Absolute Zero y su estratega compañero',
    healingPriority: 1,
    notes:
      'La definitiva de Luna decide muchas peleas, así que el enemigo intentará hacerle dive. Mantenla viva y déjala usar su ulti cada vez que el enemigo use la suya.',
    counters: ['spider-man', 'black-panther', 'venom', 'iron-fist', 'psylocke'],
    counteredBy: ['hela', 'hawkeye', 'magik', 'winter-soldier', 'black-widow'],
    synergies: ['namor', 'hawkeye', 'iron-fist', 'adam-warlock', 'jeff-the-land-shark'],
    stats: [
      { name: 'Vida', value: '275' },
      { name: 'Velocidad de movimiento', value: '6 m/s' },
      { name: 'Dificultad', value: '3/5' },
      { name: 'Alcance', value: 'Medio a largo' },
      { name: 'Tipo de curación', value: 'Fragmentos apuntados' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Mantén Share the Stage sobre tu tanque principal toda la partida y apunta tus fragmentos al duelista que esté recibiendo daño.' },
    { side: 'as', type: 'playbook', text: 'Guarda Absolute Zero para los divers; congélalos justo cuando aterrizan y tu equipo hará el resto.' },
    { side: 'as', type: 'insight', text: 'Fate of Both Worlds puede contrarrestar la mayoría de las definitivas de daño enemigas. Espera la suya en lugar de usar la tuya primero.' },
    { side: 'as', type: 'insight', text: 'Tus fragmentos pueden hacer golpes críticos a los enemigos, así que apunta a la cabeza cuando nadie necesite curación.' },
    { side: 'as', type: 'avoid', text: 'No uses Ice Arts solo para curar; también es tu principal escape, y lo necesitas listo cuando un diver se te tire encima.' },
    { side: 'as', type: 'role', text: 'Luna es una sanadora principal con una definitiva defensiva. Júntala con un estratega que aporte curación explosiva o movilidad.' },
    { side: 'against', type: 'playbook', text: 'Presiona a Luna desde lejos con héroes hitscan; es fácil de acertar una vez que se pone a curar.' },
    { side: 'against', type: 'playbook', text: 'Coordina la definitiva de tu equipo para cuando haya terminado su actuación o cuando la hayan obligado a alejarse del grupo.' },
    { side: 'against', type: 'insight', text: 'Absolute Zero se rompe antes cuando tus compañeros te hacen daño; pide ayuda cuando estés congelado.' },
    { side: 'against', type: 'avoid', text: 'No le hagas dive sin un plan para su congelación; un diver congelado suele morir antes de que se rompa el hielo.' },
    { side: 'with', type: 'playbook', text: 'Pelea dentro de su línea de visión para que sus fragmentos te alcancen.' },
    { side: 'with', type: 'insight', text: 'Namor y Jeff obtienen bonificaciones de escarcha con Chilling Charisma, Hawkeye con Chilling Assault, e Iron Fist y Adam Warlock le desbloquean movimientos extra a Luna.' },
    { side: 'with', type: 'avoid', text: 'No te alejes de la actuación cuando empiece su definitiva; solo recibes el efecto dentro de su alcance.' },
    { side: 'with', type: 'role', text: 'A los tanques y duelistas de dive les encanta Luna, porque sus fragmentos los alcanzan con facilidad incluso en lo profundo de la retaguardia enemiga.' },
  ],
  teamUpBonuses: {
    'Chilling Charisma': 'Chilling Charisma',
    'Chilling Assault': 'Frozen Arrowhead',
    'Atlas Bond': 'Atlas Bond',
    'Duality Dance': 'Duality Dance',
  },
}
