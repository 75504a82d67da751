/** Spanish (es) translation of the English seed file heroes/rocket-raccoon.ts, keyed by hero slug (abilities in the same order). */
import type { HeroGuideSeed } from '../../../types'

export const guide: HeroGuideSeed = {
  hero: 'rocket-raccoon',
  abilities: [
    {
      name: 'Repair Mode',
      variant: 'rocket-raccoon',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Rocket dispara orbes curativos que rebotan y curan a cada aliado por el que pasan. Hazlos rebotar en paredes y suelos para llegar a compañeros detrás de las esquinas.',
      properties: { casting: 'Proyectil con rebote', healing: '60 por orbe', bounces: 'Hasta 3 superficies', ammo: '12', fire_rate: '2 por segundo' },
    },
    {
      name: 'Bombard Mode',
      variant: 'rocket-raccoon',
      type: 'ability',
      button: 'right-click',
      description:
        'Cambia a un rifle de disparo rápido con pequeñas balas explosivas. Su daño es modesto, pero alcanza para rematar a objetivos con poca vida o espantar a un flanqueador.',
      properties: { casting: 'Proyectil', damage: '20 por bala más una pequeña salpicadura', fire_rate: '10 por segundo', ammo: '40', special_effect: 'Salpicadura leve al impactar' },
    },
    {
      name: 'Jetpack Dash',
      variant: 'rocket-raccoon',
      type: 'ability',
      button: 'shift',
      description:
        'Un impulso rápido del jetpack en cualquier dirección. Impúlsate hacia arriba para llegar a las paredes o aléjate de un diver que cree que eres presa fácil.',
      properties: { casting: 'Movimiento', distance: '8m', charges: '2', cooldown: '6s por carga' },
    },
    {
      name: 'Battle Rebirth Beacon',
      variant: 'rocket-raccoon',
      type: 'ability',
      button: 'e',
      description:
        'Coloca una baliza que revive en el acto a un compañero caído y suelta a su alrededor paquetes de armadura y de impulso. Escóndela bien, porque los enemigos pueden destruirla a disparos.',
      properties: { casting: 'Estructura colocada', health: '250', special_effect: 'Revive a un aliado caído; genera paquetes de armadura y velocidad', duration: 'Hasta que se use o se destruya', cooldown: '45s' },
    },
    {
      name: 'C.Y.A.',
      variant: 'rocket-raccoon',
      type: 'ultimate',
      button: 'q',
      description:
        'Rocket despliega su Cosmic Yarn Amplifier, un dispositivo flotante que aumenta el daño de todos los aliados cercanos. Actívalo justo antes de que tu equipo entre y luego no estorbes.',
      properties: { casting: 'Dispositivo colocado', radius: '12m', duration: '10s', special_effect: 'Los aliados en el área hacen +40% de daño', cost: '3000 de carga de definitiva' },
    },
    {
      name: 'Flying Ace',
      variant: 'rocket-raccoon',
      type: 'passive',
      button: 'space',
      description:
        'Mantén el salto para descender flotando despacio con el jetpack, perfecto para bajar de una cornisa sin dejar de disparar orbes curativos.',
      properties: { casting: 'Movimiento pasivo', duration: 'Hasta 3s', special_effect: 'Puede disparar mientras flota', cooldown: 'Se recarga al aterrizar' },
    },
    {
      name: 'Wild Crawl',
      variant: 'rocket-raccoon',
      type: 'passive',
      button: 'passive',
      description:
        'Rocket puede correr por las paredes durante un momento. Es una forma sigilosa de llegar al terreno elevado o de salir de una emboscada en una puerta.',
      properties: { casting: 'Movimiento pasivo', duration: '3s', special_effect: 'Carrera por paredes', cooldown: 'Se recarga al aterrizar' },
    },
    {
      name: 'Ammo Overload',
      variant: 'rocket-raccoon',
      type: 'team-up',
      button: 'c',
      description:
        'Con The Punisher en el equipo, Rocket puede lanzar un dispositivo de munición; los aliados dentro disparan más rápido y nunca se quedan sin balas.',
      properties: { casting: 'Dispositivo colocado', partners: 'The Punisher', radius: '8m', duration: '8s', special_effect: 'Munición ilimitada y mayor cadencia de disparo', cooldown: '30s' },
    },
    {
      name: 'Groot Rider',
      variant: 'rocket-raccoon',
      type: 'team-up',
      button: 'c',
      description:
        'Cuando Groot está en el equipo, Rocket puede subirse a su hombro e ir con él. Sigue disparando y curando mientras Groot lo protege del daño.',
      properties: { casting: 'Montarse', partners: 'Groot (ancla), Jeff the Land Shark', special_effect: 'Rocket recibe menos daño mientras va montado', duration: 'Hasta que Rocket se baje', cooldown: '10s' },
    },
    {
      name: 'Rocket Network',
      variant: 'rocket-raccoon',
      type: 'team-up',
      button: 'passive',
      description:
        'Como ancla, Rocket conecta su equipo con el nido de Peni Parker para que produzca paquetes de armadura, y obtiene un pequeño aumento de su propia curación.',
      properties: { casting: 'Pasiva', partners: 'Peni Parker', bonus: '+10% de curación', special_effect: 'El nido de Peni genera paquetes de armadura' },
    },
  ],
  details: {
    primaryJob: 'Sanador de área con tiros de rebote',
    secondaryJob: 'Resurrecciones y amplificación de daño',
    healing: 'Orbes de reparación rebotados a sus propios pies, botiquines y su compañero estratega',
    healingPriority: 2,
    notes:
      'Rocket es pequeño y escurridizo, pero un solo diver puede matarlo igual. Mantén segura su baliza y cúbrelo cuando esté curando.',
    counters: ['the-punisher', 'venom', 'hulk', 'thor', 'captain-america'],
    counteredBy: ['black-panther', 'psylocke', 'magik', 'spider-man', 'hawkeye'],
    synergies: ['groot', 'the-punisher', 'peni-parker', 'hela', 'jeff-the-land-shark'],
    stats: [
      { name: 'Vida', value: '250' },
      { name: 'Velocidad de movimiento', value: '6 m/s' },
      { name: 'Dificultad', value: '2/5' },
      { name: 'Alcance', value: 'Medio' },
      { name: 'Tipo de curación', value: 'Orbes con rebote' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Ponte detrás de tu tanque y rebota los orbes en el suelo delante de él, para que cada uno pase por varios compañeros.' },
    { side: 'as', type: 'playbook', text: 'Esconde la Battle Rebirth Beacon en un rincón detrás de tu equipo antes de la pelea, no en medio de ella.' },
    { side: 'as', type: 'insight', text: 'Tus orbes también te curan a ti; dispara uno a tus pies si un diver te tiene acorralado.' },
    { side: 'as', type: 'insight', text: 'C.Y.A. potencia a todos los que estén en su alcance, así que suéltalo junto al duelista que tenga lista la definitiva más grande.' },
    { side: 'as', type: 'avoid', text: 'No te quedes demasiado tiempo en Bombard Mode; tu equipo necesita tu curación más que tu daño.' },
    { side: 'as', type: 'role', text: 'Rocket es un sanador principal. Júntalo con un segundo estratega que tenga más curación explosiva o control de masas.' },
    { side: 'against', type: 'playbook', text: 'Hazle dive a Rocket antes de que empiece la pelea; no tiene más escape que su jetpack ni forma de aturdirte.' },
    { side: 'against', type: 'playbook', text: 'Busca la baliza temprano y destrúyela antes de que pueda revivir a alguien.' },
    { side: 'against', type: 'insight', text: 'C.Y.A. tiene un dispositivo visible en el aire. Destrúyelo o retrocede mientras esté activo.' },
    { side: 'against', type: 'avoid', text: 'No le apuntes a la cabeza desde lejos; es pequeño y se mueve de forma impredecible, así que funcionan mejor los ataques de área o a corta distancia.' },
    { side: 'with', type: 'playbook', text: 'Toma los paquetes de armadura e impulso que aparecen alrededor de su baliza; son valor gratis para todo el equipo.' },
    { side: 'with', type: 'insight', text: 'The Punisher obtiene munición ilimitada con Ammo Overload, Groot puede llevarlo encima gracias a Planet X Pals y el nido de Peni genera armadura con Rocket Network.' },
    { side: 'with', type: 'avoid', text: 'No persigas peleas lejos de él; sus orbes viajan despacio y pierden valor a larga distancia.' },
    { side: 'with', type: 'role', text: 'Los duelistas que pegan fuerte, como Hela o The Punisher, son los que más aprovechan C.Y.A., así que arma tu equipo alrededor de esa combinación.' },
  ],
  teamUpBonuses: { 'Ammo Overload': 'Ammo Overload', 'Planet X Pals': 'Groot Rider', 'Rocket Network': 'Rocket Network' },
}
