/** Spanish (es) translation of the English seed file heroes/hulk.ts, keyed by hero slug (abilities in the same order). */
import type { HeroGuideSeed } from '../../../types'

export const guide: HeroGuideSeed = {
  hero: 'hulk',
  abilities: [
    // Bruce Banner
    {
      name: 'Gamma Ray Gun',
      variant: 'bruce-banner',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Bruce dispara un emisor gamma de mano en ráfagas cortas. Es débil, pero le permite ir desgastando a un objetivo mientras espera el momento justo para ponerse verde.',
      properties: { casting: 'Hitscan', damage: '10 por disparo', fire_rate: '5 disparos por segundo', ammo: '20', falloff_start: '20m' },
    },
    {
      name: 'Gamma Grenade',
      variant: 'bruce-banner',
      type: 'ability',
      button: 'right-click',
      description:
        'Lanza un cartucho gamma inestable que estalla al impactar y aparta a los enemigos cercanos. Útil para quitarse de encima a un diver antes de transformarse.',
      properties: { casting: 'Proyectil parabólico', damage: '40', radius: '3m', special_effect: 'Empuja a los enemigos', cooldown: '6s' },
    },
    {
      name: 'Puny Leap',
      variant: 'bruce-banner',
      type: 'passive',
      button: 'space',
      description:
        'Bruce puede impulsarse en una pared o cornisa para dar un segundo salto pequeño, suficiente para alcanzar un botiquín o una esquina segura.',
      properties: { casting: 'Movimiento', charges: '1 salto extra', special_effect: 'Se recarga al aterrizar', cooldown: 'Ninguno' },
    },
    {
      name: 'Let Loose',
      variant: 'bruce-banner',
      type: 'ability',
      button: 'q',
      description:
        'Bruce deja de contenerse y estalla en Hero Hulk con una barra de vida nueva. No gasta carga de definitiva, así que transfórmate pronto en lugar de morir como Bruce.',
      properties: { casting: 'Autotransformación', cast_time: '1s', result: 'Se convierte en Hero Hulk', cost: 'Sin carga de definitiva', special_effect: 'Inmunidad al daño breve durante la transformación' },
    },

    // Hero Hulk
    {
      name: 'Heavy Blow',
      variant: 'hero-hulk',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Puñetazos amplios y pesados que golpean todo lo que hay en un arco corto frente a Hulk. El golpe es generoso, así que apunta al centro de un grupo y no a un solo objetivo.',
      properties: { casting: 'Arco cuerpo a cuerpo', damage: '60 por golpe', range: '4m', attack_speed: '1 golpe cada 0.7s' },
    },
    {
      name: 'Gamma Burst',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'right-click',
      description:
        'Hulk lanza una onda de energía gamma de corto alcance. Úsala para rematar a un objetivo que huye o para alcanzar a alguien que está justo fuera del rango de tus puños.',
      properties: { casting: 'Proyectil', damage: '80', range: '15m', cooldown: '1.5s' },
    },
    {
      name: 'Incredible Leap',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'shift',
      description:
        'Carga y salta una gran distancia, aterrizando con una onda expansiva. Un salto con carga completa llega a casi cualquier terreno elevado y arrastra a los enemigos ligeros hacia el impacto.',
      properties: { casting: 'Salto cargado', damage: '40 al aterrizar', range: 'Hasta 30m con carga completa', special_effect: 'Atrae a los héroes ligeros y los levanta brevemente', cooldown: '8s' },
    },
    {
      name: 'Indestructible Guard',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'e',
      description:
        'Hulk se envuelve a sí mismo y a los aliados cercanos en escudos gamma. El daño que absorben los escudos llena la barra verde que alimenta su definitiva.',
      properties: { casting: 'Mejora de área', shield: '200 en Hulk, 100 en aliados', radius: '10m', duration: '3s', special_effect: 'El daño absorbido carga su definitiva', cooldown: '15s' },
    },
    {
      name: 'Radioactive Lockdown',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'f',
      description:
        'Dispara un proyectil gamma que deja inmóviles a los enemigos. Los héroes atrapados no pueden actuar pero tampoco recibir daño, así que úsalo para sacar una amenaza de la pelea, no para preparar una baja.',
      properties: { casting: 'Proyectil', radius: '3m al impactar', duration: '1.5s', special_effect: 'Los objetivos inmovilizados son inmunes al daño', cooldown: '15s' },
    },
    {
      name: 'Hulk Smash!',
      variant: 'hero-hulk',
      type: 'ultimate',
      button: 'q',
      description:
        'Hulk deja que la furia tome el control y se convierte en Monster Hulk, curándose hasta una barra de vida mucho mayor. Al transformarse también aparta a cualquiera que esté a su lado.',
      properties: { casting: 'Autotransformación', bonus_health: '1500 como Monster Hulk', duration: '10s', special_effect: 'Onda expansiva al transformarse', cost: '3200 de carga de definitiva' },
    },
    {
      name: 'Gamma Charge',
      variant: 'hero-hulk',
      type: 'team-up',
      button: 'passive',
      description:
        'Con Iron Man o Doctor Strange en el equipo, Hulk les comparte su excedente gamma y gana un poco más de pegada, convirtiendo su Guard y su Smash en la plataforma de lanzamiento de sus grandes jugadas.',
      properties: { casting: 'Pasiva', partners: 'Iron Man, Doctor Strange', bonus: '+10% de daño para Hulk', special_effect: 'Los compañeros obtienen habilidades potenciadas con gamma' },
    },
    {
      name: 'Fastball Special',
      variant: 'hero-hulk',
      type: 'team-up',
      button: 'c',
      description:
        'Hulk agarra a Wolverine o a The Thing y los lanza como una roca. El pasajero aterriza con una onda expansiva, así que apunta a la retaguardia enemiga o a un estratega escondido en terreno elevado.',
      properties: { casting: 'Lanzamiento', partners: 'Wolverine, The Thing', range: 'Arco largo', damage: 'Onda expansiva de impacto al aterrizar', cooldown: '30s' },
    },

    // Monster Hulk
    {
      name: 'Heavy Blow',
      variant: 'monster-hulk',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Monster Hulk golpea con un arco más amplio y mucha más fuerza. Dos o tres golpes aplastan a cualquier héroe frágil que tenga delante.',
      properties: { casting: 'Arco cuerpo a cuerpo', damage: '100 por golpe', range: '5m', attack_speed: '1 golpe cada 0.8s' },
    },
    {
      name: 'Gamma Burst',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'right-click',
      description:
        'Una onda gamma más grande y rápida que ahora salpica alrededor del objetivo. Ideal para alcanzar a un estratega parado detrás de su tanque.',
      properties: { casting: 'Proyectil', damage: '120', radius: '3m de salpicadura', cooldown: '1s' },
    },
    {
      name: 'Incredible Leap',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'shift',
      description:
        'En forma Monster el salto se recarga más rápido y el aterrizaje golpea más fuerte, así que puedes encadenar saltos entre objetivos durante toda la transformación.',
      properties: { casting: 'Salto cargado', damage: '80 al aterrizar', special_effect: 'Levanta a los héroes ligeros', cooldown: '4s' },
    },
    {
      name: 'Indestructible Guard',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'e',
      description:
        'Monster Hulk lanza escudos más grandes para sí mismo y para su equipo. Úsalo para que tu retaguardia sobreviva a la definitiva de respuesta del enemigo.',
      properties: { casting: 'Mejora de área', shield: '400 en Hulk, 150 en aliados', radius: '12m', duration: '3s', cooldown: '10s' },
    },
    {
      name: 'Radioactive Lockdown',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'f',
      description:
        'El proyectil de bloqueo tiene un área mayor. Atrapar a varios enemigos a la vez parte a su equipo durante un valioso segundo y medio.',
      properties: { casting: 'Proyectil', radius: '5m al impactar', duration: '1.5s', special_effect: 'Los objetivos inmovilizados son inmunes al daño', cooldown: '10s' },
    },
    {
      name: 'World Breaker',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'q',
      description:
        'Monster Hulk agarra a un enemigo y lo estampa contra el suelo una y otra vez. Borra a los héroes ligeros y deja inmovilizados a los tanques mientras tu equipo trabaja.',
      properties: { casting: 'Agarre', damage: 'Alto, repartido en varios golpes', range: '4m', special_effect: 'El objetivo no puede actuar mientras está agarrado', cooldown: 'Una vez por transformación' },
    },
    {
      name: 'Fading Rage',
      variant: 'monster-hulk',
      type: 'passive',
      button: 'passive',
      description:
        'Monster Hulk solo dura un rato antes de encogerse de nuevo en Hero Hulk. La vida de Monster que sobre se pierde, así que aprovecha la forma de manera agresiva.',
      properties: { casting: 'Pasiva', duration: '10s', result: 'Vuelve a Hero Hulk', special_effect: 'La vida extra no usada se pierde' },
    },
  ],
  details: {
    primaryJob: 'Tanque de dive que cae sobre la retaguardia',
    secondaryJob: 'Escudos para los aliados que reciben focus',
    healing: 'Botiquines, atención de los estrategas y vida nueva con cada transformación',
    healingPriority: 2,
    notes:
      'Hulk tiene tres barras de vida en una sola vida: Bruce, Hero Hulk y Monster Hulk. Los estrategas deberían mantener lleno a Hero Hulk, porque perderlo deja a tu equipo con un Bruce frágil.',
    counters: ['hela', 'the-punisher', 'squirrel-girl', 'luna-snow', 'hawkeye'],
    counteredBy: ['namor', 'mantis', 'iron-man', 'magneto', 'the-thing'],
    synergies: ['iron-man', 'doctor-strange', 'wolverine', 'the-thing', 'rocket-raccoon'],
    stats: [
      { name: 'Vida', value: '250 / 650 / 1500' },
      { name: 'Velocidad de movimiento', value: '6 m/s' },
      { name: 'Dificultad', value: '2/5' },
      { name: 'Alcance', value: 'Corto' },
      { name: 'Formas', value: '3' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Transfórmate en cuanto empiece la pelea; Bruce está para sobrevivir la caminata desde la base, no para intercambiar disparos.' },
    { side: 'as', type: 'playbook', text: 'Salta sobre un estratega aislado, dale dos golpes y activa Indestructible Guard en el momento en que su equipo se gire hacia ti.' },
    { side: 'as', type: 'insight', text: 'Cada punto de daño que absorbe tu Guard carga Hulk Smash!, así que úsalo cuando el enemigo esté disparando con más fuerza, no apenas salga del enfriamiento.' },
    { side: 'as', type: 'insight', text: 'Radioactive Lockdown deja a los objetivos intocables además de inmóviles; congela al tanque enemigo para separarlo de la pelea, no al duelista que tu equipo está matando.' },
    { side: 'as', type: 'avoid', text: 'No guardes Monster Hulk para un momento perfecto que nunca llega. La forma es corta y la vida extra desaparece cuando termina.' },
    { side: 'as', type: 'role', text: 'Hulk es el diver del equipo entre los tanques: júntalo con un tanque principal más estable para que pueda rebotar entre enemigos sin tener que aguantar el punto solo.' },
    { side: 'against', type: 'playbook', text: 'Revienta a Hulk justo después de que se le acabe el Guard; durante varios segundos no tiene otra forma de mitigar daño.' },
    { side: 'against', type: 'playbook', text: 'Ten lista tu movilidad o un teletransporte cuando Hulk esté por saltar, y quédate lejos de las paredes para que la atracción del aterrizaje no te arrastre.' },
    { side: 'against', type: 'insight', text: 'Cada forma es una barra de vida aparte. Matar a Hero Hulk solo deja a un Bruce diminuto, así que remátalo rápido antes de que pueda transformarse otra vez.' },
    { side: 'against', type: 'avoid', text: 'No descargues tu definitiva sobre Monster Hulk. Kitéalo durante diez segundos y vuelve a encogerse solo.' },
    { side: 'with', type: 'playbook', text: 'Quédate cerca cuando Hulk lance Indestructible Guard; esos escudos se desperdician si estás fuera de la burbuja.' },
    { side: 'with', type: 'insight', text: 'Iron Man y Doctor Strange ganan poder extra con Gamma Charge, y a Wolverine o The Thing se los puede lanzar directo a la retaguardia enemiga.' },
    { side: 'with', type: 'avoid', text: 'No esperes que Hulk aguante un cuello de botella mucho tiempo. Si se va saltando, otra persona tiene que tomar espacio en el objetivo.' },
    { side: 'with', type: 'role', text: 'Acompaña el dive de Hulk con daño explosivo; él crea el caos, y los duelistas que entran al mismo tiempo lo convierten en bajas.' },
  ],
  teamUpBonuses: { 'Gamma Charge': 'Gamma Charge', 'Fastball Special': 'Fastball Special' },
}
