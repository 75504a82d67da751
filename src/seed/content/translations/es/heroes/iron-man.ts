/** Spanish (es) translation of the English seed file heroes/iron-man.ts, keyed by hero slug (abilities in the same order). */
import type { HeroGuideSeed } from '../../../types'

export const guide: HeroGuideSeed = {
  hero: 'iron-man',
  abilities: [
    {
      name: 'Repulsor Blast',
      variant: 'iron-man',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Tony dispara repulsores desde las palmas que estallan en un área pequeña al impactar. La salpicadura hace fácil alcanzar a enemigos escondidos detrás de coberturas bajas.',
      properties: { casting: 'Proyectil', damage: '40 directo, 25 de salpicadura', radius: '2m', fire_rate: '2.5 disparos por segundo', ammo: '15' },
    },
    {
      name: 'Unibeam',
      variant: 'iron-man',
      type: 'ability',
      button: 'right-click',
      description:
        'Un rayo concentrado desde el pecho que barre todo lo que tiene delante. Es ideal para rematar a un objetivo que acaba de esconderse detrás de una esquina.',
      properties: { casting: 'Rayo', damage: '150 en total durante la canalización', range: '30m', duration: '1s', cooldown: '10s' },
    },
    {
      name: 'Flight',
      variant: 'iron-man',
      type: 'ability',
      button: 'space',
      description:
        'Activa el vuelo sostenido para flotar sobre el campo de batalla. La altura es la principal defensa de Iron Man, porque la mayoría de los héroes cuerpo a cuerpo simplemente no pueden alcanzarlo.',
      properties: { casting: 'Activable', special_effect: 'Movimiento vertical libre', speed: '8 m/s volando', cooldown: '2s después de aterrizar' },
    },
    {
      name: 'Hyper-Velocity',
      variant: 'iron-man',
      type: 'ability',
      button: 'shift',
      description:
        'Se impulsa hacia adelante a gran velocidad mientras está en el aire. Úsalo para escapar de un dive o para cambiar de lado del mapa antes de que el enemigo se dé cuenta.',
      properties: { casting: 'Impulso de movimiento', speed: '16 m/s', duration: '2s', cooldown: '12s' },
    },
    {
      name: 'Armor Overdrive',
      variant: 'iron-man',
      type: 'ability',
      button: 'e',
      description:
        'Sobrecarga el traje, sumando vida extra y mejorando los repulsores con disparos más rápidos y potentes. Casi todo su daño explosivo sale de esta ventana.',
      properties: { casting: 'Mejora propia', bonus_health: '100', damage: '+25% de daño de repulsor', duration: '8s', cooldown: '18s' },
    },
    {
      name: 'Micro-Missile Barrage',
      variant: 'iron-man',
      type: 'ability',
      button: 'f',
      description:
        'Lanza una andanada de pequeños misiles que caen sobre un área. Apunta a un tanque o a un grupo de héroes para ablandarlos antes de un dive.',
      properties: { casting: 'Andanada de proyectiles', damage: '15 por misil, 20 misiles', radius: '2m por misil', duration: '3s', cooldown: '15s' },
    },
    {
      name: 'Invincible Pulse Cannon',
      variant: 'iron-man',
      type: 'ultimate',
      button: 'q',
      description:
        'Tony carga un rayo enorme desde el traje y lo dispara en línea recta, detonando en una gran explosión donde impacta. Es una de las mejores definitivas para borrar a un equipo amontonado en un punto.',
      properties: { casting: 'Rayo cargado', damage: '1000 en el centro, menos hacia el borde', radius: '8m', cast_time: '1s', cost: '3400 de carga de definitiva' },
    },
    {
      name: 'Gamma Pulse Cannon',
      variant: 'iron-man',
      type: 'team-up',
      button: 'passive',
      description:
        'Con Hulk en el equipo, el traje de Tony absorbe energía gamma y su Invincible Pulse Cannon se convierte en una explosión gamma más grande con daño extra.',
      properties: { casting: 'Pasiva', partners: 'Hulk (ancla), Doctor Strange', bonus: 'Mayor radio de la definitiva', special_effect: 'Pulse Cannon hace daño gamma extra' },
    },
    {
      name: 'Stark Protocol',
      variant: 'iron-man',
      type: 'team-up',
      button: 'passive',
      description:
        'Como ancla de Stark Protocol, Tony comparte una puerta trasera a los sistemas de Ultron y obtiene un pequeño aumento de su propio daño mientras Ultron esté en el equipo.',
      properties: { casting: 'Pasiva', partners: 'Ultron', bonus: '+10% de daño', seasons: 'Desde la Temporada 2.5' },
    },
  ],
  details: {
    primaryJob: 'Daño de área desde el aire',
    secondaryJob: 'Amenaza de definitiva que borra equipos',
    healing: 'Atención de los estrategas y botiquines; baja un momento para tomarlos',
    healingPriority: 3,
    notes:
      'Iron Man es difícil de alcanzar, pero también queda expuesto en el cielo. Los sanadores con rayos o proyectiles de largo alcance pueden mantenerlo lleno mientras flota.',
    counters: ['hulk', 'groot', 'magik', 'peni-parker', 'wolverine'],
    counteredBy: ['hawkeye', 'hela', 'black-widow', 'the-punisher', 'spider-man'],
    synergies: ['hulk', 'ultron', 'doctor-strange', 'luna-snow', 'storm'],
    stats: [
      { name: 'Vida', value: '250' },
      { name: 'Velocidad de movimiento', value: '6 m/s, 8 m/s volando' },
      { name: 'Dificultad', value: '2/5' },
      { name: 'Alcance', value: 'Medio a largo' },
      { name: 'Tipo de daño', value: 'Proyectiles con salpicadura' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Vuela justo por encima de tu equipo, abre la pelea con misiles y luego activa Armor Overdrive y mantén los repulsores sobre el tanque enemigo.' },
    { side: 'as', type: 'playbook', text: 'Dispara el Pulse Cannon desde un ángulo alto mientras los enemigos se amontonan en el objetivo; la explosión ignora buena parte de su cobertura.' },
    { side: 'as', type: 'insight', text: 'Tu daño de salpicadura carga la ulti muy rápido contra tanques grandes, así que no te sientas mal por dispararle al escudo.' },
    { side: 'as', type: 'insight', text: 'A la mayoría de los héroes hitscan les encanta un objetivo que flota en línea recta. Cambia de altura y de dirección cada pocos segundos.' },
    { side: 'as', type: 'avoid', text: 'No vueles tan adelante que tus sanadores te pierdan de vista; no tienes autocuración.' },
    { side: 'as', type: 'role', text: 'Iron Man es un duelista de poke en el cielo. Necesita un tanque que aguante en el suelo y al menos un sanador que pueda apuntar hacia arriba.' },
    { side: 'against', type: 'playbook', text: 'Lleva un héroe hitscan como Hawkeye, Hela o The Punisher para mantenerlo a raya.' },
    { side: 'against', type: 'playbook', text: 'Cuando oigas cargar su definitiva, sepárense y pónganse detrás de una cobertura con techo.' },
    { side: 'against', type: 'insight', text: 'Armor Overdrive es su mayor amenaza. Espera a que termine y entonces haz focus sobre él, porque su vida vuelve a la normalidad.' },
    { side: 'against', type: 'avoid', text: 'No lo persigas con héroes cuerpo a cuerpo que no pueden volar; gastarás enfriamientos mientras él te dispara.' },
    { side: 'with', type: 'playbook', text: 'Combina tu control de masas con su definitiva: una congelación, un bloqueo o una habilidad que agrupe garantiza un gran Pulse Cannon.' },
    { side: 'with', type: 'insight', text: 'Hulk convierte su definitiva en una explosión gamma gracias a Gamma Charge, y Ultron se le une con Stark Protocol.' },
    { side: 'with', type: 'avoid', text: 'No dejes que los divers lleguen a él sin oposición; un solo aturdimiento de un héroe cuerpo a cuerpo puede bajarlo del cielo.' },
    { side: 'with', type: 'role', text: 'Los sanadores con herramientas de largo alcance, como Luna Snow o Rocket, le facilitan mucho el trabajo.' },
  ],
  teamUpBonuses: { 'Gamma Charge': 'Gamma Pulse Cannon', 'Stark Protocol': 'Stark Protocol' },
}
