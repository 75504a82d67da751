/** Spanish (es) translation of the English seed file heroes/peni-parker.ts, keyed by hero slug (abilities in the same order). */
import type { HeroGuideSeed } from '../../../types'

export const guide: HeroGuideSeed = {
  hero: 'peni-parker',
  abilities: [
    {
      name: 'Cyber-Web Cluster',
      variant: 'peni-parker',
      type: 'normal attack',
      button: 'left-click',
      description:
        'El mecha SP//dr rocía un chorro de balas de telaraña pegajosas. Mantiene una presión constante sobre todo lo que esté a corta o media distancia.',
      properties: { casting: 'Proyectil', damage: '14 por bala', fire_rate: '8 por segundo', ammo: '40', range: '25m' },
    },
    {
      name: 'Cyber-Web Snare',
      variant: 'peni-parker',
      type: 'ability',
      button: 'right-click',
      description:
        'Dispara una bola de telaraña que atrapa al primer enemigo que golpea, o crea una zona de telaraña donde cae. La zona acelera a Peni y a su equipo y le permite reponer minas con tranquilidad.',
      properties: { casting: 'Proyectil', special_effect: 'Inmoviliza a un enemigo durante 1s o deja una telaraña que da velocidad', charges: '3', cooldown: '4s por carga' },
    },
    {
      name: 'Cyber-Bond',
      variant: 'peni-parker',
      type: 'ability',
      button: 'shift',
      description:
        'Peni dispara un cable a una pared o al suelo y sale disparada hacia él, sacando a su mecha de un apuro o subiéndolo a terreno elevado en un solo movimiento.',
      properties: { casting: 'Cable', range: '20m', special_effect: 'Lleva a Peni hasta el punto de anclaje', cooldown: '8s' },
    },
    {
      name: 'Bionic Spider-Nest',
      variant: 'peni-parker',
      type: 'ability',
      button: 'e',
      description:
        'Coloca un nido que genera cada cierto tiempo pequeños drones araña que persiguen a los enemigos y explotan sobre ellos. Alrededor del nido también teje su telaraña, que cura a Peni mientras está sobre ella.',
      properties: { casting: 'Estructura colocada', health: '300', special_effect: 'Genera drones araña perseguidores; las telarañas curan a Peni', cooldown: '25s después de ser destruido' },
    },
    {
      name: 'Arachno-Mine',
      variant: 'peni-parker',
      type: 'ability',
      button: 'f',
      description:
        'Suelta una mina oculta que estalla cuando un enemigo la pisa. Un puñado de minas alrededor del nido convierte una sala pequeña en un campo minado en el que nadie quiere entrar.',
      properties: { casting: 'Trampa colocada', damage: '60', special_effect: 'Invisible para los enemigos hasta que se activa', max_active: '8', cooldown: '1.5s por mina' },
    },
    {
      name: 'Spider-Sweeper',
      variant: 'peni-parker',
      type: 'ultimate',
      button: 'q',
      description:
        'El mecha se convierte en una araña blindada gigante que rueda por el campo, esparciendo minas y aplastando a los enemigos que encuentra. Perfecto para limpiar un punto de una sola pasada.',
      properties: { casting: 'Transformación', damage: '45 por choque', duration: '10s', special_effect: 'Esparce minas mientras se mueve', cost: '3500 de carga de definitiva' },
    },
    {
      name: 'Wall Crawl',
      variant: 'peni-parker',
      type: 'passive',
      button: 'passive',
      description:
        'Peni puede subir por las paredes y caminar por los techos con su mecha, lo que le da ángulos escurridizos y rutas de escape rápidas que otros tanques no tienen.',
      properties: { casting: 'Movimiento pasivo', surfaces: 'Paredes y techos', special_effect: 'Se activa con el salto cerca de una pared', cooldown: 'Ninguno' },
    },
    {
      name: 'Symbiote Bond',
      variant: 'peni-parker',
      type: 'team-up',
      button: 'c',
      description:
        'Con Venom en el equipo, Peni puede soltar una ráfaga de tentáculos de simbionte alrededor de su mecha que daña a los enemigos cercanos y le da una capa de vida extra.',
      properties: { casting: 'Estallido de área', partners: 'Venom (ancla), Spider-Man', damage: '60 alrededor de Peni', bonus_health: '100', cooldown: '30s' },
    },
    {
      name: 'Rocket Network',
      variant: 'peni-parker',
      type: 'team-up',
      button: 'passive',
      description:
        'Rocket conecta su tecnología al nido de Peni, así que mientras él esté en el equipo el Bionic Spider-Nest también produce pequeños paquetes de armadura que los compañeros pueden tomar para tener protección extra.',
      properties: { casting: 'Pasiva', partners: 'Rocket Raccoon (ancla)', special_effect: 'El nido genera paquetes de armadura', pack_value: '75 de vida extra' },
    },
  ],
  details: {
    primaryJob: 'Tanque ancla que controla una zona',
    secondaryJob: 'Coloca trampas en las rutas de flanqueo',
    healing: 'Las telarañas alrededor de su Spider-Nest, además de los botiquines',
    healingPriority: 3,
    notes:
      'Peni es más fuerte en un lugar que ya preparó con minas y un nido. Cúrala mientras aguanta ese lugar en vez de perseguirla por todo el mapa.',
    counters: ['spider-man', 'black-panther', 'psylocke', 'iron-fist', 'wolverine'],
    counteredBy: ['storm', 'iron-man', 'hela', 'scarlet-witch', 'squirrel-girl'],
    synergies: ['rocket-raccoon', 'venom', 'spider-man', 'invisible-woman', 'luna-snow'],
    stats: [
      { name: 'Vida', value: '750' },
      { name: 'Velocidad de movimiento', value: '6 m/s' },
      { name: 'Dificultad', value: '2/5' },
      { name: 'Alcance', value: 'Corto a medio' },
      { name: 'Mejor modo', value: 'Defender puntos' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Coloca el nido a cubierto cerca del objetivo, rodea las entradas de minas y luego pelea encima de tus telarañas.' },
    { side: 'as', type: 'playbook', text: 'Atrapa con tu bola de telaraña a un duelista que te hace dive y remátalo con tu disparo principal mientras las arañas lo persiguen.' },
    { side: 'as', type: 'insight', text: 'Los enemigos no ven tus minas, pero un solo disparo de un héroe con dispersión puede borrar varias. Repártelas en lugar de amontonarlas.' },
    { side: 'as', type: 'insight', text: 'Usa Wall Crawl y Cyber-Bond para pelear desde ángulos raros; la mayoría de los jugadores no revisa el techo buscando un mecha de 750 de vida.' },
    { side: 'as', type: 'avoid', text: 'No empujes lejos de tu nido. Sin las telarañas pierdes tu autocuración y te vuelves un blanco fácil.' },
    { side: 'as', type: 'role', text: 'Peni es un tanque ancla para defender y controlar. Júntala con un tanque con escudo cuando el enemigo tenga mucho poke.' },
    { side: 'against', type: 'playbook', text: 'Destruye primero el Spider-Nest desde lejos; sin él, Peni pierde su curación y su flujo de arañas.' },
    { side: 'against', type: 'playbook', text: 'Manda por delante a un héroe con daño de área para limpiar las minas antes de que tu dive entre en su sala.' },
    { side: 'against', type: 'insight', text: 'A Peni le cuesta reposicionarse sin su cable. Provoca el Cyber-Bond y luego cáiganle encima mientras está en enfriamiento.' },
    { side: 'against', type: 'avoid', text: 'No entren de uno en uno a la zona de su nido; las telarañas, las arañas y las minas castigan muy duro a los flanqueadores solitarios.' },
    { side: 'with', type: 'playbook', text: 'Pelea sobre sus telarañas: aceleran a los aliados y convierten su territorio en una base segura.' },
    { side: 'with', type: 'insight', text: 'Rocket Network le da a su nido paquetes de armadura cuando Rocket está cerca, y Venom desbloquea Symbiote Bond para una ráfaga extra de daño y vida.' },
    { side: 'with', type: 'avoid', text: 'No alejes la pelea de lo que tiene montado; Peni necesita unos segundos para reconstruir un nido y minas en otro lugar.' },
    { side: 'with', type: 'role', text: 'Elige un tanque secundario móvil o un duelista de dive para empujar hacia adelante mientras Peni aguanta el objetivo detrás.' },
  ],
  teamUpBonuses: { 'Symbiote Bond': 'Symbiote Bond', 'Rocket Network': 'Rocket Network' },
}
