/** Spanish (es) translation of the English seed file heroes/the-punisher.ts, keyed by hero slug (abilities in the same order). */
import type { HeroGuideSeed } from '../../../types'

export const guide: HeroGuideSeed = {
  hero: 'the-punisher',
  abilities: [
    {
      name: 'Adjudication',
      variant: 'the-punisher',
      type: 'normal attack',
      button: 'left-click',
      description:
        'El rifle de asalto de Frank: preciso, totalmente automático y confiable a media distancia. Mantén las ráfagas en la cabeza y destroza por igual a tanques y a héroes frágiles.',
      properties: { casting: 'Hitscan', damage: '22 por bala', fire_rate: '8 por segundo', ammo: '40', falloff_start: '30m', critical_hit: 'Sí' },
    },
    {
      name: 'Deliverance',
      variant: 'the-punisher',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Cambia a la escopeta para el combate cercano. Cada disparo suelta una dispersión amplia de perdigones que castiga a los divers que se acercan demasiado.',
      properties: { casting: 'Hitscan con dispersión', damage: '10 por perdigón, 12 perdigones', fire_rate: '1.5 disparos por segundo', ammo: '8', special_effect: 'Se cambia con la tecla de cambio de arma' },
    },
    {
      name: 'Scourge Grenade',
      variant: 'the-punisher',
      type: 'ability',
      button: 'shift',
      description:
        'Lanza una granada de humo a sus propios pies que lo impulsa lejos de ella. La nube bloquea la visión, así que sirve como escape y como una forma descarada de reposicionarse.',
      properties: { casting: 'Granada lanzada', damage: '20 al impactar', special_effect: 'La nube de humo bloquea la visión de los enemigos; pequeño impulso', duration: '4s de humo', cooldown: '10s' },
    },
    {
      name: 'Vantage Connection',
      variant: 'the-punisher',
      type: 'ability',
      button: 'e',
      description:
        'Tiende una tirolesa entre dos puntos que puede ver y se desliza por ella. Otros jugadores también pueden usarla, así que sirve además como ruta rápida al terreno elevado para el equipo.',
      properties: { casting: 'Tirolesa colocada', range: '40m', duration: '10s', special_effect: 'La pueden usar aliados y enemigos', cooldown: '12s' },
    },
    {
      name: 'Culling Turret',
      variant: 'the-punisher',
      type: 'ability',
      button: 'f',
      description:
        'Despliega una torreta pesada que Frank maneja en persona. Tiene un escudo frontal y un daño enorme, pero él queda inmóvil mientras la usa.',
      properties: { casting: 'Desplegable', damage: '18 por bala', fire_rate: '15 por segundo', shield_health: '400 en la placa frontal', duration: '8s', cooldown: '20s' },
    },
    {
      name: 'Final Judgement',
      variant: 'the-punisher',
      type: 'ultimate',
      button: 'q',
      description:
        'Frank se eleva un poco y descarga dos ametralladoras gatling y una salva de misiles sobre todo lo que tiene delante. Recibe menos daño mientras dispara, así que puede aguantar solo un cuello de botella durante unos segundos.',
      properties: { casting: 'Canalización', damage: '15 por bala más misiles', duration: '8s', special_effect: 'Reducción de daño mientras está activa', cost: '3300 de carga de definitiva' },
    },
    {
      name: "Warrior's Gaze",
      variant: 'the-punisher',
      type: 'passive',
      button: 'passive',
      description:
        'Frank percibe a los enemigos heridos a través de las paredes. Los objetivos cercanos con poca vida aparecen con contorno para él y su equipo, así que nadie escapa doblando una esquina.',
      properties: { casting: 'Pasiva', range: '35m', special_effect: 'Revela a los enemigos por debajo del 30% de vida', update_rate: 'Continua' },
    },
    {
      name: 'Ammo Overload',
      variant: 'the-punisher',
      type: 'team-up',
      button: 'passive',
      description:
        'El dispositivo de munición de Rocket le permite a Frank disparar sin recargar y un poco más rápido mientras se quede en su campo. Combínalo con la torreta para una cantidad absurda de plomo.',
      properties: { casting: 'Pasiva', partners: 'Rocket Raccoon (ancla)', bonus: 'Munición ilimitada y +20% de cadencia de disparo en el campo', duration: 'Campo de 8s' },
    },
    {
      name: 'Operation: Microchip',
      variant: 'the-punisher',
      type: 'team-up',
      button: 'passive',
      description:
        'Como ancla, Frank se coordina con Black Widow y obtiene una pequeña bonificación de vida; Widow recibe tecnología de apoyo hackeada para explorar por él.',
      properties: { casting: 'Pasiva', partners: 'Black Widow', bonus: '+25 de vida máxima', seasons: 'De la Temporada 1 a la 4.5' },
    },
    {
      name: 'Bestial Hunt',
      variant: 'the-punisher',
      type: 'team-up',
      button: 'c',
      description:
        'Con Daredevil en el equipo, Frank puede marcar una zona de caza donde los enemigos quedan revelados para él y reciben un poco más de daño de su rifle.',
      properties: { casting: 'Zona colocada', partners: 'Daredevil (ancla)', radius: '10m', special_effect: 'Revela a los enemigos; +10% de daño de Frank', cooldown: '30s' },
    },
  ],
  details: {
    primaryJob: 'Daño hitscan sostenido',
    secondaryJob: 'Bloqueo de zona con su torreta',
    healing: 'Botiquines y atención de los estrategas',
    healingPriority: 3,
    notes:
      'Frank perdona errores: su rifle es fácil de apuntar y la escopeta se encarga de los divers. Mantenlo vivo y su daño se acumula rápido a lo largo de una pelea larga.',
    counters: ['hulk', 'venom', 'groot', 'spider-man', 'magneto'],
    counteredBy: ['doctor-strange', 'hela', 'hawkeye', 'black-widow', 'storm'],
    synergies: ['rocket-raccoon', 'black-widow', 'daredevil', 'magneto', 'mantis'],
    stats: [
      { name: 'Vida', value: '275' },
      { name: 'Velocidad de movimiento', value: '6 m/s' },
      { name: 'Dificultad', value: '1/5' },
      { name: 'Alcance', value: 'Medio' },
      { name: 'Tipo de daño', value: 'Hitscan' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Quédate con tu tanque y descarga el rifle sobre la primera línea enemiga; cambia a la escopeta en cuanto un diver aterrice a tu lado.' },
    { side: 'as', type: 'playbook', text: 'Sube al terreno elevado con Vantage Connection y luego coloca la torreta a cubierto donde pueda barrer su retaguardia.' },
    { side: 'as', type: 'insight', text: 'Warrior\u2019s Gaze te avisa cuando alguien huye herido. Sigue el contorno para rematarlo antes de que llegue a un botiquín.' },
    { side: 'as', type: 'insight', text: 'Final Judgement reduce el daño pero no frena los aturdimientos. Úsala desde detrás de una esquina para que solo una parte del equipo enemigo pueda verte.' },
    { side: 'as', type: 'avoid', text: 'No despliegues la torreta en campo abierto; el escudo solo cubre el frente y cualquier flanqueador te castigará.' },
    { side: 'as', type: 'role', text: 'The Punisher es un duelista de poke con daño constante. Brilla cuando el tanque enemigo es un objetivo grande y fácil.' },
    { side: 'against', type: 'playbook', text: 'Flanquea la torreta por un costado o desde arriba; Frank no puede girarla rápido y queda atrapado hasta que la deja.' },
    { side: 'against', type: 'playbook', text: 'Usa escudos o poke de largo alcance para intercambiar con él a la distancia donde su rifle pierde daño.' },
    { side: 'against', type: 'insight', text: 'El único escape de Frank es su granada de humo. Provócala y luego entra con todo mientras está en enfriamiento.' },
    { side: 'against', type: 'avoid', text: 'No te pares delante de su definitiva. Corta la línea de visión de inmediato en lugar de intentar ganarle a disparos.' },
    { side: 'with', type: 'playbook', text: 'Suban juntos al terreno elevado por sus tirolesas; la ruta dura unos segundos y es gratis para todo tu equipo.' },
    { side: 'with', type: 'insight', text: 'Ammo Overload de Rocket le da munición ilimitada, Black Widow se vincula con él mediante Operation: Microchip, y Daredevil desbloquea Bestial Hunt.' },
    { side: 'with', type: 'avoid', text: 'No lo dejes solo en un flanco; tiene un único escape y no tiene autocuración.' },
    { side: 'with', type: 'role', text: 'Un tanque con escudo delante de Frank le permite disparar casi sin pausa, y ahí es donde supera en daño a casi cualquiera.' },
  ],
  teamUpBonuses: {
    'Ammo Overload': 'Ammo Overload',
    'Operation: Microchip': 'Operation: Microchip',
    'Bestial Hunt': 'Bestial Hunt',
  },
}
