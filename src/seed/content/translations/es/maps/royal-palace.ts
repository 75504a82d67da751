/** Spanish (es) translation of the English seed file maps/royal-palace.ts, keyed by map slug (sections, markers and placements in the same order). */
import { atCallout, atMarker, marker, utility } from '../../../maps/helpers'
import type { MapGuideSeed } from '../../../types'

export const guide: MapGuideSeed = {
  map: 'royal-palace',
  description:
    'Un palacio reluciente de oro y mármol suspendido sobre las nubes de Yggsgard, donde cada ronda de Dominación se pelea en un ala distinta de los terrenos reales. Los puntos están en salas amplias y ornamentadas rodeadas de balcones y galerías, así que quien domina los pisos superiores suele dominar la pelea. Las caminatas desde la base son cortas, lo que significa reenganches constantes y mucho espacio para que los voladores se luzcan.',
  heroes: [
    {
      hero: 'magneto',
      side: 'def',
      reason:
        'Su barrera y su daño constante a media distancia le permiten plantarse en un punto y negarse a salir. Las zonas de captura compactas del palacio le sientan a un tanque que quiere quedarse quieto y absorber presión.',
    },
    {
      hero: 'invisible-woman',
      side: 'def',
      reason:
        'Sus escudos y empujones mantienen a los divers lejos de un equipo anclado en el punto. En la ronda del observatorio sus empujones pueden mandar a los atacantes descuidados por los bordes abiertos.',
    },
    {
      hero: 'winter-soldier',
      side: 'def',
      reason:
        'Su gancho arrastra a los héroes solitarios fuera de los balcones y lejos de sus sanadores. Castiga a cualquiera que intente disputar el punto desde una sola puerta.',
    },
    {
      hero: 'hawkeye',
      side: 'def',
      reason:
        'El balcón norte, el entrepiso del salón del trono y la torre del telescopio son puestos perfectos para un arquero. Un Hawkeye con confianza puede aguantar él solo toda una entrada.',
    },
    {
      hero: 'thor',
      side: 'atk',
      reason:
        'Thor se lanza a los balcones, acosa a los héroes de la retaguardia y lleva una pelea de todo el equipo al punto. Su movilidad hace fácil cruzar las salas verticales del palacio.',
    },
    {
      hero: 'venom',
      side: 'atk',
      reason:
        'Venom sube a las galerías en un instante y puede bajar a un francotirador de su puesto. Es ideal para romper a un equipo que depende del terreno elevado.',
    },
    {
      hero: 'psylocke',
      side: 'atk',
      reason:
        'Las columnatas y los pasillos ocultos le dan rutas seguras constantes hasta la espalda de un estratega. Su definitiva es devastadora en puntos tan apretados.',
    },
    {
      hero: 'star-lord',
      side: 'atk',
      reason:
        'Va y viene entre balcones y ametralla a los sanadores expuestos desde ángulos que el otro equipo rara vez vigila. Genial para ablandar una defensa antes de que entren tus tanques.',
    },
    {
      hero: 'doctor-strange',
      side: 'both',
      reason:
        'Un escudo grande y portales que conectan la base con el terreno elevado lo hacen útil tanto para aguantar como para recuperar. Cada ronda tiene un portal que ahorra segundos valiosos.',
    },
    {
      hero: 'luna-snow',
      side: 'both',
      reason:
        'Curación explosiva fuerte y una definitiva que gana peleas para las largas batallas en tiempo extra que produce el palacio. Se siente cómoda tanto en las rondas bajo techo como al aire libre.',
    },
    {
      hero: 'mantis',
      side: 'both',
      reason:
        'Sus mejoras de daño inclinan a tu favor una pelea reñida en el punto, y es lo bastante ligera como para esconderse detrás de pilares y fuentes entre curaciones.',
    },
    {
      hero: 'hela',
      side: 'both',
      reason:
        'Las líneas de visión largas bajo techo y los balcones sobre cada punto le permiten conseguir bajas desde una distancia segura. Es igual de peligrosa protegiendo un punto que abriéndolo.',
    },
  ],
  sections: [
    {
      name: 'Golden Courtyard',
      markers: [
        marker('spawn-door', 0.06, 0.5, 1, 'La puerta del equipo oeste da a una corta rampa de piedra. Reúnanse arriba un par de segundos para que los seis lleguen juntos a la fuente en lugar de ir de uno en uno.'),
        marker('spawn-door', 0.94, 0.52, 1, 'La puerta este está un poco más lejos del círculo, así que este lado suele llegar segundo a la primera pelea. Usen esos segundos para acordar qué balcón tomarán sus divers.'),
        marker('objective', 0.5, 0.52, 2, 'El círculo de captura rodea una fuente dorada que parte el punto en dos mitades. Los tanques deberían pararse en la mitad que mira al enemigo para que la fuente tape las líneas de visión hacia sus propios sanadores.'),
        marker('high-ground', 0.42, 0.18, 2, 'El balcón norte domina todo el círculo y se llega por las escaleras detrás del seto. Un duelista hitscan apostado aquí castiga a cualquiera que pise el punto sin un escudo.'),
        marker('high-ground', 0.62, 0.85, 1, 'El techo plano de la galería sur es más bajo que el balcón pero mucho más seguro, porque solo se sube por una rampa. Un estratega que cura desde aquí queda fuera del alcance de la mayoría de los héroes cuerpo a cuerpo.'),
        marker('choke-point', 0.27, 0.5, 1, 'El arco oeste obliga a todos los que salen de esa base a pasar por una sola puerta. El daño de área y las trampas aquí retrasan un reagrupamiento mucho mejor que pelear en el propio punto.'),
        marker('choke-point', 0.73, 0.47, 0, 'El arco este son dos puertas separadas por un pilar grueso. Una barrera plantada justo delante del pilar puede cubrir ambas aberturas mientras tu equipo suma progreso de captura.'),
        marker('flank-route', 0.34, 0.88, 1, 'La columnata sur recorre casi todo el ancho del patio detrás de una fila de pilares. Los flanqueadores pueden usarla para llegar a la retaguardia enemiga, pero el techo de la galería la vigila de cerca.'),
        marker('flank-route', 0.66, 0.12, 0, 'Un camino bordeado de setos junto al muro norte conecta la base este con las escaleras del balcón. Revísalo cada vez que tus sanadores empiecen a recibir daño desde un ángulo que nadie avisó.'),
        marker('sightline', 0.18, 0.32, 1, 'Desde lo alto de las escaleras oeste se ve directo, por encima de la fuente, hasta el arco este. Los héroes de largo alcance pueden desgastar al otro equipo cuando cruza las puertas, antes de que empiece la pelea de verdad.'),
        marker('sightline', 0.82, 0.7, 0, 'Un carril diagonal desde la esquina de la galería este llega a la mitad sur del círculo. Es el mejor ángulo para darle a quien se esconde detrás de la fuente en el lado oeste.'),
        marker('hp-large', 0.5, 0.21, 0, 'Botiquín grande escondido bajo el balcón norte. Quien tiene el balcón en la práctica también tiene este botiquín, así que solo retrocede hasta aquí cuando tu equipo controle el piso de arriba.'),
        marker('hp-small', 0.3, 0.74, 0, 'Botiquín pequeño al pie de la columnata; tómalo de camino al punto o después de ganar un duelo rápido en el flanco.'),
        marker('hp-small', 0.7, 0.27, 0, 'Botiquín pequeño junto al arco este, útil para un tanque que absorbió la ráfaga inicial y necesita llenarse antes de volver a entrar.'),
        marker('destructible', 0.45, 0.64, 1, 'Las urnas doradas que rodean la fuente se rompen bajo fuego sostenido. Cuando desaparecen, la propia fuente es la única cobertura real que queda en el círculo de captura.'),
        marker('ultimate-spot', 0.5, 0.4, 2, 'Los jugadores se amontonan en el borde de la fuente al disputar. Una definitiva de área amplia lanzada aquí en tiempo extra puede atrapar a casi todos los que están en el punto.'),
        marker('ultimate-spot', 0.58, 0.2, 1, 'Saltar desde el balcón norte da una vista limpia de todo el círculo, lo que lo convierte en un lugar excelente para lanzar definitivas de dive contra la retaguardia.'),
      ],
      powerPosition: {
        defDescription:
          'Cuando tengan el punto, anclen a su tanque en la mitad este de la fuente y dejen un hitscan en el balcón norte. El balcón cubre ambos arcos, así que el otro equipo tiene que gastar enfriamientos en limpiarlo antes siquiera de tocar el círculo.',
        atkDescription:
          'Para recuperar el patio, tomen el balcón norte como primer objetivo en lugar de la fuente. Manden a un diver por el camino de setos mientras sus tanques presionan el arco este, y cáiganle al punto en cuanto caiga el terreno elevado.',
      },
      breakout: {
        defDescription:
          'Si el otro equipo tiene el balcón y ustedes están atascados dentro de su arco, roten por la columnata sur en vez de volver a meterse en el mismo fuego cruzado. Obligarlos a girarse hacia el techo de la galería divide su atención y deja que su tanque vuelva a la fuente.',
        atkDescription:
          'Cuando la fuente y el balcón estén bien cerrados, provoquen enfriamientos desde la línea de visión de las escaleras oeste y luego empujen por los dos arcos al mismo tiempo. Dos entradas a la vez son más de lo que puede cubrir una sola barrera.',
      },
      transformations: [
        { description: 'Las urnas doradas alrededor de la fuente se rompen durante la ronda, dejando la mitad sur del círculo como terreno desnudo y abierto.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'def', 'Esconde la baliza de resurrección detrás de la fuente, en tu lado del círculo; queda oculta de ambos arcos y devuelve a un compañero caído directo al punto.', atCallout('Fountain')),
        utility('rocket-raccoon', 'atk', 'Coloca la baliza al fondo de la columnata sur antes de recuperar, así cualquier aliado que revivas ya está en la ruta de flanqueo hacia el techo de la galería.', atMarker(7)),
        utility('peni-parker', 'def', 'Construye el nido de arañas bajo el balcón norte junto al botiquín grande; protege el botiquín y le da a Peni un lugar cubierto desde el que aguantar el círculo.', atMarker(11)),
        utility('peni-parker', 'def', 'Reparte minas justo dentro del arco oeste. Cualquiera que salga corriendo de esa base las pisa antes de ver siquiera la fuente.', atMarker(5)),
        utility('the-punisher', 'def', 'Monta la torreta en el techo de la galería sur mirando al arco este. Barre la puerta y medio círculo, y solo una rampa sube hasta ti.', atCallout('Gallery Roof')),
        utility('the-punisher', 'both', 'Sube en tirolesa al balcón norte y planta la torreta en su barandilla para destrozar a un equipo alrededor de la fuente, estés del lado que estés.', atCallout('North Balcony')),
        utility('doctor-strange', 'atk', 'Abre un portal desde la rampa de tu base hasta el camino de setos para que tus divers lleguen al balcón antes de que el otro equipo note que atacan el terreno elevado.', atMarker(8)),
        utility('doctor-strange', 'both', 'Conecta las escaleras oeste con el techo de la galería para rotar al instante entre las dos posiciones elevadas. El portal sirve para todos, así que ciérralo rápido cuando la pelea se mueva.', atCallout('West Stairs')),
      ],
    },
    {
      name: 'Throne Room',
      markers: [
        marker('spawn-door', 0.05, 0.45, 1, 'Las puertas oeste dan directo al salón inferior. La caminata es tan corta que un equipo derrotado vuelve en segundos, así que nunca persigas una baja hasta esta puerta.'),
        marker('spawn-door', 0.95, 0.55, 1, 'La base este sale por detrás del propio trono. Los jugadores de este lado tienen una primera vista elevada del estrado, lo que hace su primer vistazo un poco más fuerte.'),
        marker('objective', 0.5, 0.5, 2, 'El punto es un estrado elevado en el centro del salón con dos escalones bajos a cada lado. El escalón superior da una pequeña ventaja de altura pero te deja a la vista de ambos entrepisos.'),
        marker('high-ground', 0.5, 0.14, 2, 'El entrepiso norte recorre todo el salón por encima de los pilares. Es el mejor asiento de la sala para el daño a distancia, aunque su barandilla delgada protege poco de los voladores.'),
        marker('high-ground', 0.48, 0.87, 1, 'El entrepiso sur es más estrecho y está cortado en el medio por un tramo derrumbado, así que los héroes de aquí arriba necesitan un salto o un gancho para pasar de una mitad a la otra.'),
        marker('choke-point', 0.22, 0.46, 1, 'La columnata oeste se estrecha en tres huecos entre pilares. Los peleadores brillan aquí: los escudos y el daño a corta distancia deciden quién pisa el estrado.'),
        marker('choke-point', 0.8, 0.6, 0, 'Las escaleras que bajan del trono son la única entrada amplia del lado este. Un tanque parado al pie obliga al otro equipo a bajar de un salto a corta distancia.'),
        marker('choke-point', 0.64, 0.72, 0, 'El hueco entre el último pilar y las escaleras del entrepiso sur apenas deja pasar a dos héroes. Bloquearlo con una barrera frena en seco a los flanqueadores que salen del tesoro.'),
        marker('flank-route', 0.3, 0.08, 1, 'Un pasillo estrecho de armería detrás del muro norte conecta la base oeste con las escaleras del entrepiso. Es el camino más rápido al terreno elevado sin cruzar el piso del salón.'),
        marker('flank-route', 0.7, 0.93, 1, 'El pasadizo del tesoro a lo largo del muro sur permite a los flanqueadores salir justo al lado del estrado. Escucha los pasos sobre su rejilla metálica antes de dejar a tus sanadores cerca de esa salida.'),
        marker('sightline', 0.12, 0.7, 0, 'Desde la esquina suroeste se ve directo a lo largo del salón hasta las escaleras del trono. Los francotiradores usan este carril para eliminar a quien se quede en la entrada este.'),
        marker('sightline', 0.88, 0.25, 1, 'La esquina junto al trono ve toda la columnata oeste. Es un gran lugar para avisar cuando el otro equipo se reagrupa para otro empuje.'),
        marker('hp-large', 0.35, 0.88, 0, 'Botiquín grande en la alcoba del tesoro. A los flanqueadores les encanta porque les permite recuperarse a mitad de un duelo sin retirarse al estrado.'),
        marker('hp-small', 0.62, 0.12, 0, 'Botiquín pequeño en el extremo este del entrepiso norte, ideal para un hitscan que recibió daño menor mientras aguantaba la barandilla.'),
        marker('hp-small', 0.4, 0.62, 0, 'Botiquín pequeño detrás del pilar más cercano al estrado; un paso rápido fuera del punto lo recoge sin regalar mucho tiempo de captura.'),
        marker('ultimate-spot', 0.52, 0.33, 2, 'Los jugadores del estrado se juntan detrás de los escalones que miran al trono para esconderse del entrepiso norte. Una definitiva de atracción o aturdimiento aquí los atrapa sin escapatoria.'),
        marker('ultimate-spot', 0.25, 0.25, 1, 'El espacio bajo las escaleras del entrepiso norte es un rincón seguro para cargar una definitiva, y lleva directo al salón cuando empieza la pelea.'),
      ],
      powerPosition: {
        defDescription:
          'Aguanten las escaleras del trono con su tanque y dejen un duelista en el entrepiso norte. Juntos, esos dos lugares ven ambos huecos de la columnata y todas las rutas hacia el estrado, así que el otro equipo siempre pelea cuesta arriba.',
        atkDescription:
          'Suban al entrepiso norte por el pasillo de la armería antes de comprometerse con el estrado. Cuando sus héroes de distancia dominen esa barandilla, el equipo que defiende pierde su lugar de curación más seguro y el punto se vuelve una trampa para ellos.',
      },
      breakout: {
        defDescription:
          'Si están atrapados detrás del trono, manden a un héroe por el pasadizo del tesoro para atraer la atención al sur, y bajen a su tanque por las escaleras del trono mientras el otro equipo se da vuelta. Volver por dos frentes le gana a cruzar la columnata de uno en uno.',
        atkDescription:
          'Cuando el estrado esté bien cerrado, metan a un flanqueador en el pasillo de la armería y empujen con los otros cinco por los huecos entre pilares como un grupo compacto. El ruido en el entrepiso le da a su grupo principal el momento que necesita para pisar el punto.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'def', 'Coloca la baliza de resurrección bajo las escaleras del entrepiso norte: cerca del estrado, pero oculta de todos los carriles de francotirador del salón.', atCallout('Stair Pocket')),
        utility('rocket-raccoon', 'atk', 'Suelta la baliza dentro del pasillo de la armería antes de empujar, así cualquiera que reviva vuelve ya en camino al terreno elevado.', atMarker(8)),
        utility('peni-parker', 'def', 'Teje el nido de arañas en las escaleras del trono, donde se estrecha la entrada este; los drones que salen de ahí atrapan a los divers que bajan del entrepiso.', atMarker(6)),
        utility('peni-parker', 'both', 'Las minas en el tramo derrumbado del entrepiso sur castigan a cualquiera que intente saltar el hueco, sea del equipo que sea.', atMarker(4)),
        utility('the-punisher', 'def', 'Pon la torreta en el extremo este del entrepiso norte; un solo barrido cubre toda la columnata y el estrado.', atMarker(13)),
        utility('the-punisher', 'atk', 'Desde la línea de visión de la esquina suroeste, la torreta mantiene a raya las escaleras del trono mientras tus compañeros pisan el punto.', atMarker(10)),
        utility('doctor-strange', 'atk', 'Abre un portal desde las puertas oeste hasta la alcoba del tesoro para que tus flanqueadores lleguen junto al estrado con el botiquín grande a sus espaldas.', atMarker(12)),
        utility('doctor-strange', 'def', 'Un portal entre el trono y el entrepiso norte permite a tu equipo recolocarse al instante en cuanto el terreno elevado empiece a escaparse.'),
      ],
    },
    {
      name: 'Starlit Observatory',
      markers: [
        marker('spawn-door', 0.08, 0.3, 1, 'La base oeste sale a una pasarela elevada que baja en curva hacia el punto. Aprovecha la altura al entrar para ver qué flanco está tomando el otro equipo.'),
        marker('spawn-door', 0.92, 0.7, 1, 'La base este se abre junto a la torre del telescopio. Subir rápido por las escaleras de la torre al salir puede asegurar el mejor puesto de la ronda antes de la primera pelea.'),
        marker('objective', 0.5, 0.5, 2, 'El punto es una plataforma redonda bajo un planetario gigante de latón. No tiene ninguna pared, así que el equipo que controla las cornisas de alrededor decide quién puede pararse en él.'),
        marker('high-ground', 0.82, 0.3, 2, 'La torre del telescopio es el puesto más alto de la ronda y vigila el punto y los dos puentes. Solo una escalera de caracol sube hasta ella, así que se vuelve una trampa en cuanto los divers la cortan.'),
        marker('high-ground', 0.22, 0.7, 1, 'Una terraza elevada con cartas estelares en el lado oeste ofrece un ángulo más bajo pero más seguro hacia el punto, con muros sólidos para cubrirse entre disparos.'),
        marker('choke-point', 0.35, 0.35, 1, 'El puente oeste es largo, delgado y totalmente despejado. Los héroes con empujones pueden castigar a cualquiera que lo cruce tirándolo por el borde.'),
        marker('choke-point', 0.66, 0.66, 0, 'La rampa este llega a la plataforma por una puerta estrecha entre dos postes de farol. Una barrera aquí frena en seco todo un empuje.'),
        marker('flank-route', 0.5, 0.9, 1, 'Un anillo de mantenimiento pasa por debajo de la plataforma y permite a los flanqueadores subir detrás del punto. Es oscuro y apretado, así que basta una sola trampa para cubrirlo.'),
        marker('flank-route', 0.55, 0.1, 0, 'El camino por los tejados pasa en arco sobre la cúpula de la biblioteca y llega junto a la torre del telescopio. Los duelistas móviles pueden usarlo para tomar la torre por detrás.'),
        marker('sightline', 0.15, 0.5, 1, 'Desde el borde de la pasarela oeste se ve el telescopio a través del cielo abierto. Mantén la presión sobre la torre desde aquí para que el francotirador enemigo nunca esté cómodo.'),
        marker('sightline', 0.7, 0.45, 0, 'Un carril despejado va desde la puerta este hasta la terraza de cartas estelares. Controlarlo impide que los sanadores del otro equipo se instalen detrás de los muros de la terraza.'),
        marker('hp-large', 0.9, 0.9, 0, 'Botiquín grande al pie de las escaleras de la torre del telescopio. Tener la torre es tener este botiquín, y por eso las peleas alrededor de las escaleras se ponen tan intensas.'),
        marker('hp-small', 0.2, 0.88, 0, 'Botiquín pequeño bajo la terraza oeste, al alcance del anillo de mantenimiento. Los flanqueadores que van por debajo de la plataforma deberían llenarse aquí antes de salir detrás del punto.'),
        marker('hp-small', 0.45, 0.26, 0, 'Botiquín pequeño en el extremo del puente oeste. Está muy expuesto, así que solo tómalo cuando los brazos del planetario tapen la vista desde la torre.'),
        marker('destructible', 0.3, 0.42, 1, 'Parte de la barandilla del puente oeste se rompe bajo fuego intenso, dejando un hueco que convierte cada empujón en una posible eliminación.'),
        marker('ultimate-spot', 0.5, 0.42, 2, 'Los equipos que disputan en tiempo extra se amontonan bajo el eje del planetario. Una definitiva de área en el centro de la plataforma le da a casi todos, porque no hay pared detrás de la que esconderse.'),
        marker('ultimate-spot', 0.78, 0.5, 1, 'Bajar desde la torre del telescopio da a voladores y divers una línea directa sobre la retaguardia de la terraza; guarda tu definitiva de enganche para este salto.'),
      ],
      powerPosition: {
        defDescription:
          'Tener a la vez la torre del telescopio y la puerta este es la posición más fuerte de esta ronda. Tu francotirador vigila todos los accesos mientras tus tanques aguantan la puerta estrecha, y el botiquín grande de las escaleras mantiene a todos llenos.',
        atkDescription:
          'Tomen primero la terraza de cartas estelares, porque es fácil de alcanzar y difícil de hacerle dive. Desde ahí, presionen la torre con daño a distancia hasta que su francotirador se vaya, y luego empujen la puerta con sus tanques.',
      },
      breakout: {
        defDescription:
          'Cuando estén atrapados del lado de la torre, bajen por el anillo de mantenimiento y salgan detrás de la terraza. Sus sanadores rara vez vigilan el anillo, y obligarlos a girarse abre la puerta para sus tanques.',
        atkDescription:
          'No crucen el puente oeste en fila india. Manden a los voladores por el camino de los tejados mientras el equipo de tierra espera al final del puente, y crucen todos juntos en cuanto la torre esté ocupada.',
      },
      transformations: [
        { description: 'El planetario gigante sobre el punto gira despacio, y sus brazos tapan de vez en cuando la vista desde la torre del telescopio a través de la plataforma.' },
        { description: 'Un tramo de la barandilla del puente oeste se puede destruir, abriendo una caída al vacío que los héroes con empujones pueden aprovechar.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'def', 'Pon la baliza al pie de las escaleras de la torre del telescopio para que los aliados revividos aparezcan justo al lado del botiquín grande.', atMarker(11)),
        utility('rocket-raccoon', 'atk', 'Esconde la baliza en la terraza de cartas estelares detrás del muro bajo; queda fuera de la vista de la torre y cerca de la plataforma.', atMarker(4)),
        utility('peni-parker', 'def', 'Coloca minas al pie de la escalera del anillo de mantenimiento para atrapar a los flanqueadores antes de que salgan detrás del punto.', atMarker(7)),
        utility('peni-parker', 'def', 'Ancla el nido de arañas contra los postes de farol de la puerta este; junto con un tanque, la puerta se vuelve casi infranqueable.', atMarker(6)),
        utility('the-punisher', 'both', 'Una torreta en el muro de la terraza oeste cubre la plataforma y el final del puente sin exponerte a la torre.', atCallout('Star-Chart Terrace')),
        utility('the-punisher', 'def', 'Sube en tirolesa a la torre del telescopio y coloca la torreta mirando al puente oeste para castigar a quien intente cruzar.', atMarker(3)),
        utility('doctor-strange', 'atk', 'Un portal desde la base oeste hasta el camino de los tejados permite a los divers llegar a la torre mientras el otro equipo está ocupado vigilando el puente.', atMarker(8)),
        utility('doctor-strange', 'both', 'Conecta el anillo de mantenimiento con la terraza de cartas estelares y la ruta bajo la plataforma se vuelve una rotación rápida para todo tu equipo.'),
      ],
    },
  ],
}
