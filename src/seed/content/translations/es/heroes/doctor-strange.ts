/** Spanish (es) translation of the English seed file heroes/doctor-strange.ts, keyed by hero slug (abilities in the same order). */
import type { HeroGuideSeed } from '../../../types'

export const guide: HeroGuideSeed = {
  hero: 'doctor-strange',
  abilities: [
    {
      name: 'Daggers of Denak',
      variant: 'doctor-strange',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Strange lanza un abanico de dagas brillantes que recorren una distancia corta. El abanico se cierra de cerca, así que el ataque premia estar encima de la primera línea enemiga.',
      properties: { casting: 'Abanico de proyectiles', damage: '7 por daga, 5 dagas por lanzamiento', range: '20m', fire_rate: '2 lanzamientos por segundo', special_effect: 'Los impactos acumulan Magia Oscura' },
    },
    {
      name: 'Shield of the Seraphim',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'right-click',
      description:
        'Mantén pulsado para levantar una amplia barrera mística delante de Strange. Bloquea proyectiles y rayos para todo el equipo y se recupera sola una vez que la bajas.',
      properties: { casting: 'Barrera canalizada', shield_health: '1000', special_effect: 'Se regenera tras una breve espera cuando no se usa', cooldown: '3s después de romperse' },
    },
    {
      name: 'Cloak of Levitation',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'space',
      description:
        'Strange se eleva y flota brevemente con su capa. Úsala para asomarte por encima de una cobertura, llegar a un balcón o esquivar un aturdimiento a ras de suelo.',
      properties: { casting: 'Movimiento', duration: '2s flotando', charges: '2', cooldown: '4s por carga' },
    },
    {
      name: 'Maelstrom of Madness',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'e',
      description:
        'Libera toda la Magia Oscura acumulada en un estallido alrededor de Strange. Con la barra llena golpea lo bastante fuerte como para rematar a los héroes debilitados que lo rodean.',
      properties: { casting: 'Estallido de área', damage: 'Escala con la Magia Oscura acumulada', radius: '8m', special_effect: 'Vacía el medidor de Magia Oscura', cooldown: '12s' },
    },
    {
      name: 'Pentagram of Farallah',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'f',
      description:
        'Abre un par de portales conectados entre Strange y un lugar que pueda ver. Cualquiera, aliado o enemigo, puede atravesarlo, lo que lo convierte en un enganche poderoso o en un regalo peligroso.',
      properties: { casting: 'Portal colocado', range: '50m', duration: '12s', special_effect: 'Lo pueden usar ambos equipos', cooldown: '180s' },
    },
    {
      name: 'Eye of Agamotto',
      variant: 'doctor-strange',
      type: 'ultimate',
      button: 'q',
      description:
        'Strange arranca las almas de los enemigos que tiene delante de sus cuerpos. El daño a las almas se comparte con los cuerpos, así que una sola ráfaga bien apuntada de tu equipo puede borrar a varios objetivos.',
      properties: { casting: 'Cono', range: '10m', duration: '4s', special_effect: 'El daño a las almas se copia en los cuerpos vinculados', cost: '3400 de carga de definitiva' },
    },
    {
      name: 'Price of Magic',
      variant: 'doctor-strange',
      type: 'passive',
      button: 'passive',
      description:
        'Hacer daño llena a Strange de Magia Oscura. Si el medidor se queda lleno demasiado tiempo, deja de poder atacar hasta que la gaste.',
      properties: { casting: 'Pasiva', gauge: 'Se llena con los impactos de daga', penalty: 'Ataques desactivados mientras está sobrecargado', special_effect: 'Gástala con Maelstrom of Madness para reiniciarlo' },
    },
    {
      name: 'Arcane Order',
      variant: 'doctor-strange',
      type: 'team-up',
      button: 'passive',
      description:
        'Como ancla de la alianza de hechiceros, Strange comparte su conocimiento arcano con Scarlet Witch y Magik y obtiene un aumento modesto de su propio daño mientras pelean a su lado.',
      properties: { casting: 'Pasiva', partners: 'Scarlet Witch, Magik', bonus: '+10% de daño', special_effect: 'Las compañeras desbloquean una habilidad arcana de team-up' },
    },
    {
      name: 'Gamma Maelstrom',
      variant: 'doctor-strange',
      type: 'team-up',
      button: 'passive',
      description:
        'Con Hulk en el equipo, Strange absorbe energía gamma que convierte su Maelstrom of Madness en una explosión radiactiva más potente.',
      properties: { casting: 'Pasiva', partners: 'Hulk (ancla), Iron Man', bonus: 'Maelstrom hace daño gamma extra', special_effect: 'Mayor radio de estallido' },
    },
  ],
  details: {
    primaryJob: 'Tanque con escudo que controla las líneas de visión',
    secondaryJob: 'Creador de jugadas con portales y preparador de combos de definitivas',
    healing: 'Atención de los estrategas detrás de su escudo, además de los botiquines',
    healingPriority: 1,
    notes:
      'Strange suele ser la única barrera grande del equipo, así que recibe mucho daño. Mantenlo lleno y él mantendrá a salvo a todos los demás.',
    counters: ['hawkeye', 'the-punisher', 'hela', 'star-lord', 'winter-soldier'],
    counteredBy: ['magik', 'psylocke', 'black-panther', 'spider-man', 'venom'],
    synergies: ['scarlet-witch', 'magik', 'hulk', 'iron-man', 'mantis'],
    stats: [
      { name: 'Vida', value: '650' },
      { name: 'Vida del escudo', value: '1000' },
      { name: 'Velocidad de movimiento', value: '6 m/s' },
      { name: 'Dificultad', value: '3/5' },
      { name: 'Alcance', value: 'Corto a medio' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Avanza con el escudo, bájalo para lanzar dagas a cualquiera que se asome y vuelve a levantarlo antes de que el enemigo recargue.' },
    { side: 'as', type: 'playbook', text: 'Vigila tu barra de Magia Oscura y lanza Maelstrom of Madness sobre un grupo cuando esté casi llena; después vuelve directo a las dagas.' },
    { side: 'as', type: 'insight', text: 'Eye of Agamotto brilla con un compañero que haga daño de área; avísalo para que apunte a las almas flotantes, no a los cuerpos.' },
    { side: 'as', type: 'insight', text: 'Un portal colocado detrás del enemigo o en su terreno elevado permite que todo tu equipo flanquee a la vez, pero también les sirve a ellos, así que cierra la pelea antes de que se acabe.' },
    { side: 'as', type: 'avoid', text: 'No te quedes con el medidor de Magia Oscura lleno. Cuando se sobrecarga pierdes tus ataques justo cuando más los necesitas.' },
    { side: 'as', type: 'role', text: 'Strange es un tanque principal: ponte al frente de tu equipo y dales a tus duelistas de poke un muro desde el que disparar.' },
    { side: 'against', type: 'playbook', text: 'Rodea el escudo con dive. Strange solo puede cubrir una dirección, así que los flanqueadores y los héroes que ignoran barreras lo hacen entrar en pánico.' },
    { side: 'against', type: 'playbook', text: 'Aléjate del cono cuando Strange empiece su definitiva, o corta la línea de visión con una pared.' },
    { side: 'against', type: 'insight', text: 'Fíjate en el brillo morado a su alrededor: una barra de Magia Oscura llena significa que viene un Maelstrom grande, así que sepárense.' },
    { side: 'against', type: 'avoid', text: 'No ignores un portal abierto. Si tu equipo está cerca, vigila su salida o úsalo para castigar al equipo de Strange.' },
    { side: 'with', type: 'playbook', text: 'Dispara justo detrás de su escudo y quédate a su resguardo mientras lo mantiene levantado.' },
    { side: 'with', type: 'insight', text: 'Scarlet Witch y Magik obtienen herramientas extra con Arcane Order, y Gamma Charge de Hulk hace que el Maelstrom de Strange pegue más fuerte.' },
    { side: 'with', type: 'avoid', text: 'No salgas de la barrera para perseguir bajas; Strange no puede proteger a un compañero que abandona su escudo.' },
    { side: 'with', type: 'role', text: 'Júntalo con un tanque de dive como Hulk o Venom, que abra espacio mientras Strange sostiene la línea principal.' },
  ],
  teamUpBonuses: { 'Arcane Order': 'Arcane Order', 'Gamma Charge': 'Gamma Maelstrom' },
}
