/** Spanish (es) translation of the English seed file heroes/magik.ts, keyed by hero slug (abilities in the same order). */
import type { HeroGuideSeed } from '../../../types'

export const guide: HeroGuideSeed = {
  hero: 'magik',
  abilities: [
    {
      name: 'Soulsword',
      variant: 'magik',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Combos de espada rápidos con un barrido amplio. El tercer golpe de cada combo avanza hacia adelante, así que su alcance cuerpo a cuerpo es mejor de lo que parece.',
      properties: { casting: 'Combo cuerpo a cuerpo', damage: '40 / 40 / 60', range: '4m', special_effect: 'El tercer golpe avanza un poco hacia adelante' },
    },
    {
      name: 'Magik Slash',
      variant: 'magik',
      type: 'ability',
      button: 'right-click',
      description:
        'Lanza una onda cortante a distancia por el suelo. Úsala para rematar a un objetivo que se sale del alcance de la espada o para empezar un combo antes de entrar con un dash.',
      properties: { casting: 'Onda de proyectil', damage: '70', range: '12m', cooldown: '6s' },
    },
    {
      name: 'Stepping Discs',
      variant: 'magik',
      type: 'ability',
      button: 'shift',
      description:
        'Magik cae al Limbo por un momento, volviéndose intocable, y reaparece a unos metros. Es su principal forma de esquivar aturdimientos y definitivas.',
      properties: { casting: 'Teletransporte', duration: '1s en el Limbo', special_effect: 'Invulnerable mientras está en el Limbo', cooldown: '8s' },
    },
    {
      name: 'Umbral Incursion',
      variant: 'magik',
      type: 'ability',
      button: 'e',
      description:
        'Un dash rápido en línea recta que corta a los enemigos que estén en el camino. Sirve para acortar distancia o para atravesar un grupo y llegar a su sanador.',
      properties: { casting: 'Dash', damage: '40', range: '10m', charges: '2', cooldown: '6s por carga' },
    },
    {
      name: 'Eldritch Whirl',
      variant: 'magik',
      type: 'ability',
      button: 'f',
      description:
        'Gira con la Soulsword, golpeando a todos a su alrededor y levantándolos un poco en el aire. Es su mejor herramienta para rematar a dos objetivos a la vez.',
      properties: { casting: 'Giro', damage: '30 por tick', radius: '5m', special_effect: 'Levantamiento leve', cooldown: '12s' },
    },
    {
      name: 'Darkchild',
      variant: 'magik',
      type: 'ultimate',
      button: 'q',
      description:
        'Magik adopta su forma demoníaca Darkchild, recupera vida y cambia sus habilidades por versiones más fuertes y amplias. Durante la forma sus enfriamientos se recargan rápido y cada golpe pesa más.',
      properties: { casting: 'Transformación', bonus_health: '350', duration: '10s', special_effect: 'Espada potenciada y enfriamientos más rápidos', cost: '3000 de carga de definitiva' },
    },
    {
      name: "Limbo's Might",
      variant: 'magik',
      type: 'passive',
      button: 'passive',
      description:
        'Acertar habilidades a los enemigos le da a Magik vida extra temporal, lo que le permite quedarse en cuerpo a cuerpo unos segundos más que un duelista normal.',
      properties: { casting: 'Pasiva', bonus_health: '25 por habilidad acertada', max_bonus: '75', duration: '4s' },
    },
    {
      name: 'Dimensional Shortcut',
      variant: 'magik',
      type: 'team-up',
      button: 'passive',
      description:
        'Como ancla, Magik comparte un truco de portal del Limbo con Black Panther y obtiene un pequeño aumento de daño mientras él esté en el equipo.',
      properties: { casting: 'Pasiva', partners: 'Black Panther', bonus: '+10% de daño', special_effect: 'Black Panther puede tomar atajos a través del Limbo' },
    },
    {
      name: 'Arcane Rune',
      variant: 'magik',
      type: 'team-up',
      button: 'c',
      description:
        'Con Doctor Strange en el equipo, Magik puede trazar un círculo rúnico que junta a los enemigos antes de estallar. Ábrete con él y luego gira entre el grupo con Eldritch Whirl.',
      properties: { casting: 'Trampa de área', partners: 'Doctor Strange (ancla), Scarlet Witch', radius: '6m', damage: '80 al estallar', cooldown: '30s' },
    },
  ],
  details: {
    primaryJob: 'Asesina de dive para la retaguardia',
    secondaryJob: 'Limpieza tras el enganche de su equipo',
    healing: 'Vida extra de Limbo\u2019s Might, la curación de Darkchild y los botiquines',
    healingPriority: 4,
    notes:
      'Magik pasa la mayor parte del tiempo lejos de sus sanadores. Se sostiene acertando habilidades, así que los estrategas deberían curarla solo cuando vuelve para reagruparse.',
    counters: ['hela', 'hawkeye', 'the-punisher', 'luna-snow', 'doctor-strange'],
    counteredBy: ['mantis', 'peni-parker', 'magneto', 'wolverine', 'namor'],
    synergies: ['doctor-strange', 'black-panther', 'scarlet-witch', 'venom', 'psylocke'],
    stats: [
      { name: 'Vida', value: '250' },
      { name: 'Velocidad de movimiento', value: '6 m/s' },
      { name: 'Dificultad', value: '4/5' },
      { name: 'Alcance', value: 'Cuerpo a cuerpo' },
      { name: 'Estilo de juego', value: 'Dive' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Elige a un estratega solo, entra con Umbral Incursion, encadena tu combo de espada y sal con Stepping Discs antes de que llegue la ayuda.' },
    { side: 'as', type: 'playbook', text: 'Guarda Darkchild para la mitad de la pelea, cuando el enemigo ya gastó sus aturdimientos y tu equipo está empujando.' },
    { side: 'as', type: 'insight', text: 'Stepping Discs te vuelve intocable por un momento, así que puede esquivar definitivas grandes si lo usas en sus primeros instantes.' },
    { side: 'as', type: 'insight', text: 'Cada habilidad acertada alimenta Limbo\u2019s Might. Meter Slash y Whirl en tus combos mantiene tu vida extra en marcha.' },
    { side: 'as', type: 'avoid', text: 'No hagas dive sin una salida; entrar con Stepping Discs en enfriamiento suele terminar contigo de vuelta en la base.' },
    { side: 'as', type: 'role', text: 'Magik es una duelista de dive. Júntala con un tanque de dive para que la atención del enemigo se reparta entre dos amenazas.' },
    { side: 'against', type: 'playbook', text: 'Mantén a tus estrategas juntos para que Magik no pueda aislar a ninguno.' },
    { side: 'against', type: 'playbook', text: 'Guarda el control de masas hasta que reaparezca del Limbo y entonces inmovilízala.' },
    { side: 'against', type: 'insight', text: 'Cuando se transforma en Darkchild recupera vida y se vuelve mucho más fuerte. Retrocede unos segundos y oblígala a perseguirte.' },
    { side: 'against', type: 'avoid', text: 'No la enfrentes solo en pasillos estrechos; su Whirl y sus cortes son más fuertes en espacios cerrados.' },
    { side: 'with', type: 'playbook', text: 'Acompaña su dive con tu propio daño sobre el mismo objetivo para que pueda escapar más rápido.' },
    { side: 'with', type: 'insight', text: 'Black Panther se beneficia de Dimensional Shortcut con ella, y Doctor Strange le da una runa arcana gracias a Arcane Order.' },
    { side: 'with', type: 'avoid', text: 'No esperes que te haga peel; normalmente estará al otro lado de la pelea.' },
    { side: 'with', type: 'role', text: 'Usa un duelista de poke y un tanque con escudo para presionar de frente mientras Magik siembra el caos detrás de las líneas enemigas.' },
  ],
  teamUpBonuses: { 'Dimensional Shortcut': 'Dimensional Shortcut', 'Arcane Order': 'Arcane Rune' },
}
