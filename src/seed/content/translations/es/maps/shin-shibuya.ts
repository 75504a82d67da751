/** Spanish (es) translation of the English seed file maps/shin-shibuya.ts, keyed by map slug (sections, markers and placements in the same order). */
import { atCallout, atMarker, marker, utility } from '../../../maps/helpers'
import type { MapGuideSeed } from '../../../types'

export const guide: MapGuideSeed = {
  map: 'shin-shibuya',
  description:
    'Un distrito empapado de neón de un Tokio futuro, donde enormes carteles holográficos brillan sobre un famoso cruce peatonal. Los atacantes primero tienen que tomar el cruce y luego escoltar la carga por una galería techada, bajo el tren elevado y colina arriba hasta un santuario en una azotea. Los callejones estrechos premian a los peleadores, mientras que las pasarelas y las azoteas dan a voladores y francotiradores mucho espacio para trabajar.',
  heroes: [
    {
      hero: 'emma-frost',
      side: 'def',
      reason:
        'Su barrera y su control de masas son ideales para aguantar el pasillo de la galería y la puerta torii, donde la carga tiene un solo camino hacia adelante.',
    },
    {
      hero: 'namor',
      side: 'def',
      reason:
        'Sus torretas colocadas detrás de las esquinas en la galería y el paso inferior hacen que cada paso de la escolta les cueste caro a los atacantes.',
    },
    {
      hero: 'the-punisher',
      side: 'def',
      reason:
        'Las calles largas y rectas y un cruce abierto le sientan a su daño hitscan constante, y su tirolesa llega rápido a la pasarela y al techo de la pagoda.',
    },
    {
      hero: 'loki',
      side: 'def',
      reason:
        'Los señuelos repartidos por el cruce y el patio del santuario confunden a los atacantes, y su curación mantiene viva una defensa terca.',
    },
    {
      hero: 'spider-man',
      side: 'atk',
      reason:
        'El distrito está lleno de paredes y letreros de los que balancearse. Puede llegar a la pasarela, al balcón y a la pagoda en segundos y eliminar a sanadores aislados.',
    },
    {
      hero: 'venom',
      side: 'atk',
      reason:
        'Un tanque de dive que salta al terreno elevado y sobrevive lo suficiente para que el equipo lo siga. Es ideal para romper la defensa en la pasarela.',
    },
    {
      hero: 'iron-man',
      side: 'atk',
      reason:
        'El cielo abierto sobre el cruce y el tren elevado le permite bombardear a los defensores que se esconden detrás de quioscos y cajas.',
    },
    {
      hero: 'psylocke',
      side: 'atk',
      reason:
        'Los callejones y los caminos por las azoteas le dan rutas de flanqueo infinitas, y las peleas apretadas alrededor de la carga hacen que su definitiva dé miedo.',
    },
    {
      hero: 'luna-snow',
      side: 'both',
      reason:
        'Curación confiable para las largas peleas de pasillo y una definitiva que gana las disputas clave en el cruce y en el santuario.',
    },
    {
      hero: 'jeff-the-land-shark',
      side: 'both',
      reason:
        'Se cuela por la galería estrecha y el paso inferior para curar desde ángulos raros, y su definitiva puede tragarse a todo un grupo y sacarlo de la carga.',
    },
    {
      hero: 'ultron',
      side: 'both',
      reason:
        'Vuela sobre las calles abarrotadas, mantiene llenos a sus compañeros desde lejos y suma presión sobre los defensores atrincherados en las azoteas.',
    },
  ],
  sections: [
    {
      name: 'Scramble Crossing',
      markers: [
        marker('spawn-door', 0.06, 0.85, 1, 'Los atacantes salen por una entrada del metro a nivel de calle. El cruce está justo enfrente, pero las escaleras de la izquierda llevan a la pasarela, que es la mejor forma de entrar.'),
        marker('spawn-door', 0.94, 0.1, 1, 'La base de los defensores da al entrepiso de una tienda departamental. Bajen a la calle solo cuando los atacantes hayan pisado de verdad el punto.'),
        marker('objective', 0.5, 0.5, 2, 'La zona de captura es el propio cruce, una enorme explanada abierta pintada con franjas. El progreso se asegura en cada tercio, así que incluso una captura parcial vale la pena pelearla.'),
        marker('high-ground', 0.5, 0.2, 2, 'Una pasarela de vidrio cruza el cruce en diagonal. Domina todo el punto y es el principal campo de batalla en la pelea inicial.'),
        marker('high-ground', 0.8, 0.4, 1, 'El toldo de la tienda departamental da a los defensores una cornisa cubierta desde la que disparar hacia el punto.'),
        marker('choke-point', 0.25, 0.7, 1, 'Las escaleras del metro obligan a todos los atacantes a salir por una sola salida. Los defensores que presionan aquí retrasan la primera disputa unos segundos valiosos.'),
        marker('choke-point', 0.7, 0.28, 0, 'Un hueco estrecho entre dos quioscos es el camino más corto de los defensores al punto; un tanque estacionado aquí lo controla.'),
        marker('flank-route', 0.15, 0.3, 1, 'Una calle lateral al oeste del cruce rodea la tienda departamental y permite a los flanqueadores golpear por detrás a los defensores del toldo.'),
        marker('flank-route', 0.85, 0.85, 0, 'Un pasaje comercial subterráneo conecta la esquina sureste con el lado de los defensores, perfecto para rotar sin ser visto.'),
        marker('sightline', 0.3, 0.45, 1, 'Desde la terraza del café en la esquina oeste se ve todo el cruce de lado a lado, un buen puesto para los héroes hitscan.'),
        marker('sightline', 0.62, 0.75, 0, 'La base de un cartel en el lado sur tiene una línea limpia hacia los quioscos donde a los defensores les gusta esconderse.'),
        marker('hp-large', 0.4, 0.85, 0, 'Botiquín grande al pie de las escaleras del metro, un lugar seguro para que los atacantes se reinicien.'),
        marker('hp-small', 0.55, 0.12, 0, 'Botiquín pequeño en el extremo este de la pasarela. Quien tenga el puente recibe sostén gratis de él, así que una pelea larga en el puente suele favorecer al lado este.'),
        marker('hp-small', 0.9, 0.55, 0, 'Botiquín pequeño justo dentro de la entrada de la tienda, para los defensores que intercambian desde el toldo.'),
        marker('destructible', 0.58, 0.55, 1, 'Los quioscos de anuncios holográficos del punto se derrumban bajo el fuego, dejando el cruce completamente despejado.'),
        marker('ultimate-spot', 0.45, 0.56, 2, 'En tiempo extra, los defensores se agrupan detrás de los quioscos en medio del cruce, un blanco tentador para las definitivas de área.'),
        marker('ultimate-spot', 0.5, 0.3, 1, 'Saltar de la pasarela al punto da a las definitivas de dive una línea perfecta sobre cualquiera que esté en la zona de captura.'),
      ],
      powerPosition: {
        defDescription:
          'Aguanten la pasarela y el toldo de la tienda al mismo tiempo. Entre los dos pueden darle a cada metro del cruce, mientras sus tanques aguantan el hueco de los quioscos para que los atacantes no hagan pie.',
        atkDescription:
          'Ganen primero la pasarela subiendo por las escaleras junto a su base en lugar de entrar caminando al punto abierto. Con el puente en sus manos, los defensores del toldo quedan superados y el cruce es suyo.',
      },
      breakout: {
        defDescription:
          'Si los atacantes controlan la pasarela, dejen de pelearles desde la calle. Roten por el pasaje subterráneo y salgan bajo el extremo este del puente, obligándolos a girarse mientras sus tanques recuperan el punto.',
        atkDescription:
          'Cuando la defensa tenga el puente cerrado, manden a los flanqueadores por la calle lateral oeste para golpear el toldo por detrás. En cuanto los defensores miren atrás, suban las escaleras y disputen el punto juntos.',
      },
      transformations: [
        { description: 'Los quioscos holográficos del cruce se pueden romper, eliminando la única cobertura dentro de la zona de captura.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Pon la baliza al pie de las escaleras del metro junto al botiquín grande, fuera de la vista del toldo.', atMarker(11)),
        utility('rocket-raccoon', 'def', 'Esconde la baliza dentro de la entrada de la tienda para que los defensores revividos vuelvan junto a las escaleras del toldo.', atMarker(13)),
        utility('peni-parker', 'def', 'Construye el nido de arañas bajo el extremo este de la pasarela para que los atacantes no se instalen ahí.', atMarker(12)),
        utility('peni-parker', 'def', 'Las minas en las escaleras del metro frenan a los atacantes al salir de su base y le dan a tu equipo tiempo para llegar primero a la pasarela.', atMarker(5)),
        utility('the-punisher', 'def', 'Monta la torreta en el toldo mirando a la salida del metro para castigar cada intento de empuje inicial.', atMarker(4)),
        utility('the-punisher', 'atk', 'Desde la terraza del café la torreta alcanza a la vez los quioscos y el toldo.', atMarker(9)),
        utility('doctor-strange', 'atk', 'Abre un portal desde tu base hasta la calle lateral oeste para que parte del equipo llegue por detrás de la tienda departamental.', atMarker(7)),
        utility('doctor-strange', 'both', 'Un portal desde la pasarela hasta el nivel de la calle permite a tu equipo bajar al punto en un instante.'),
      ],
    },
    {
      name: 'Neon Arcade',
      markers: [
        marker('objective', 0.08, 0.55, 1, 'Cuando cae el cruce, la carga rueda desde su borde hasta la entrada de la galería. Escóltenla de inmediato, porque los defensores necesitan unos segundos para replegarse.'),
        marker('objective', 0.95, 0.5, 1, 'El primer punto de control de la escolta está en la salida del fondo de la galería. Llegar ahí adelanta la base de los atacantes hasta la entrada de la galería.'),
        marker('spawn-door', 0.92, 0.85, 1, 'Ahora los defensores aparecen al fondo de la galería, así que llegan rápido y muchas veces en oleadas. Redúzcanlos antes de meterse en el pasillo.'),
        marker('spawn-door', 0.05, 0.2, 0, 'Ahora los atacantes reaparecen en la esquina del cruce. La caminata hasta la carga es corta, pero revisen si quedan defensores rondando los quioscos.'),
        marker('choke-point', 0.3, 0.55, 1, 'La entrada de la galería está enmarcada por dos pilares gruesos. Una barrera aquí bloquea toda la calle.'),
        marker('choke-point', 0.7, 0.5, 1, 'Una sala de máquinas de garra comprime la ruta en un pasillo de un solo carril; los escoltas tienen que atravesarla hombro con hombro.'),
        marker('high-ground', 0.45, 0.2, 2, 'Un balcón en el segundo piso con ventanas sobre la ruta es el mejor puesto de los defensores en la galería.'),
        marker('high-ground', 0.6, 0.82, 1, 'La azotea de un hotel cápsula en el lado sur da a los atacantes un buen ángulo hacia las ventanas del balcón.'),
        marker('flank-route', 0.2, 0.9, 1, 'Un callejón trasero lleno de máquinas expendedoras corre paralelo a la galería y sale justo antes de la sala de máquinas de garra.'),
        marker('flank-route', 0.75, 0.12, 0, 'Una pasarela sobre el techo de vidrio de la galería permite a los héroes móviles caer detrás de la defensa. Los defensores deberían estar atentos a los pasos por encima.'),
        marker('sightline', 0.5, 0.5, 1, 'El pasillo central de la galería es totalmente recto, así que los francotiradores del fondo ven la carga durante todo el recorrido.'),
        marker('sightline', 0.85, 0.4, 0, 'Desde la ventana del mostrador de premios, los defensores pueden mirar de costado dentro de la sala de máquinas de garra.'),
        marker('hp-large', 0.38, 0.75, 0, 'Botiquín grande en un bar de ramen junto a la ruta, el mejor lugar para que los atacantes se recuperen a mitad de empuje.'),
        marker('hp-small', 0.55, 0.3, 0, 'Botiquín pequeño en las escaleras del balcón. Un francotirador defensor puede bajar, tomarlo y volver a la ventana en un par de segundos.'),
        marker('hp-small', 0.88, 0.65, 0, 'Botiquín pequeño cerca de la salida de la base defensora. Los atacantes que empujen hasta aquí deberían negarlo parándose encima en lugar de dejar que los defensores se reinicien gratis.'),
        marker('ultimate-spot', 0.68, 0.55, 2, 'La sala de máquinas de garra deja a los escoltas en fila, lo que la convierte en uno de los mejores lugares del mapa para una definitiva defensiva.'),
        marker('ultimate-spot', 0.35, 0.45, 1, 'Justo al pasar la entrada, los defensores se amontonan para frenar la carga; los atacantes pueden castigarlo con una definitiva de área.'),
      ],
      powerPosition: {
        defDescription:
          'Pongan un francotirador en el balcón y a sus tanques en la sala de máquinas de garra. La carga tiene que arrastrarse por un pasillo de un solo carril mientras recibe fuego desde arriba.',
        atkDescription:
          'Tomen la azotea del hotel cápsula para desafiar al balcón y luego empujen la carga dentro de la sala de máquinas de garra con los escudos por delante.',
      },
      breakout: {
        defDescription:
          'Si los atacantes llegan a la sala de máquinas de garra, salgan por la pasarela del techo de vidrio y caigan detrás de ellos. Una escolta que se da vuelta es una escolta que deja de avanzar.',
        atkDescription:
          'Si la entrada está bloqueada, manden a sus duelistas por el callejón de las máquinas expendedoras para salir junto a la sala de máquinas de garra. Los defensores tienen que dividirse, y los pilares dejan de ser un muro.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloca la baliza en el bar de ramen junto al botiquín grande, a salvo del pasillo central.', atMarker(12)),
        utility('rocket-raccoon', 'both', 'En las escaleras del balcón, junto al botiquín pequeño, una baliza apoya a quien tenga el balcón en ese momento.', atMarker(13)),
        utility('peni-parker', 'def', 'Construye el nido de arañas dentro de la sala de máquinas de garra, donde los escoltas no pueden rodearlo.', atMarker(5)),
        utility('peni-parker', 'def', 'Las minas en la salida del callejón de las máquinas expendedoras frenan a los flanqueadores antes de que lleguen a tu retaguardia.'),
        utility('the-punisher', 'def', 'Torreta en el balcón apuntando por el pasillo central para destrozar a los escoltas en el corredor.', atMarker(6)),
        utility('the-punisher', 'atk', 'Sube en tirolesa a la azotea del hotel cápsula y dispara la torreta contra las ventanas del balcón.', atMarker(7)),
        utility('doctor-strange', 'atk', 'Un portal desde la esquina del cruce hasta la pasarela del techo de vidrio deja caer a tus divers detrás de la defensa.', atMarker(9)),
        utility('doctor-strange', 'def', 'Conecta la base defensora con el balcón para que tu equipo llegue al terreno elevado justo después de reaparecer.'),
      ],
    },
    {
      name: 'Skyrail Underpass',
      markers: [
        marker('spawn-door', 0.06, 0.4, 1, 'Tras el primer punto de control, los atacantes reaparecen en la salida de la galería. La carga está a una carrera corta, así que reagrúpense antes de empujar bajo las vías.'),
        marker('objective', 0.1, 0.7, 1, 'La carga sale de la galería y baja por debajo de las vías elevadas del tren. Mantengan a los escoltas cerca, porque los defensores suelen esconderse en las sombras a ambos lados.'),
        marker('objective', 0.9, 0.45, 2, 'El segundo punto de control está en las puertas del patio de mantenimiento. Los defensores deberían hacer aquí, justo delante, su resistencia más dura.'),
        marker('choke-point', 0.45, 0.65, 2, 'El túnel bajo las vías es oscuro y estrecho. Los escoltas avanzan aquí en un grupo apretado, y los defensores pueden inundarlo de daño.'),
        marker('high-ground', 0.5, 0.15, 2, 'La estación elevada del tren domina la salida del paso inferior y el patio. Es el puesto clave de todo este tramo de la escolta.'),
        marker('high-ground', 0.75, 0.8, 1, 'El techo de un estacionamiento da a los atacantes un ángulo seguro hacia las puertas del patio mientras la carga avanza.'),
        marker('flank-route', 0.3, 0.1, 1, 'Las escaleras de la estación en el lado oeste suben al andén; los atacantes las usan para quitarles el tren elevado a los defensores.'),
        marker('flank-route', 0.6, 0.92, 0, 'Un canal de desagüe pasa bajo la calle y sale detrás de las puertas del patio. Pocos jugadores lo vigilan, así que es perfecto para un ataque sorpresa a los defensores.'),
        marker('sightline', 0.25, 0.55, 1, 'Desde la boca del túnel hay una línea recta hasta las puertas del patio. Los hitscan pueden disparar por encima de sus tanques desde aquí.'),
        marker('sightline', 0.7, 0.3, 0, 'El extremo del andén de la estación mira directo hacia abajo, a las puertas del patio y la ruta de la carga.'),
        marker('hp-large', 0.55, 0.45, 0, 'Botiquín grande en la taquilla bajo la estación. Ambos equipos se lo disputan todo el tiempo.'),
        marker('hp-small', 0.2, 0.85, 0, 'Botiquín pequeño junto a la entrada del túnel. Los atacantes deberían llenarse aquí antes de entrar al paso inferior, porque el túnel no ofrece otra curación.'),
        marker('hp-small', 0.85, 0.2, 0, 'Botiquín pequeño en lo alto de las escaleras de la estación. Un francotirador que aguanta el andén puede retroceder hasta él sin perder de vista las puertas del patio.'),
        marker('destructible', 0.65, 0.6, 1, 'Una pila de contenedores junto al patio se puede volar en pedazos, abriendo un carril nuevo hacia la carga.'),
        marker('destructible', 0.4, 0.35, 1, 'Los paravientos de vidrio del andén se rompen bajo el fuego, dejando expuesto a cualquiera que acampe detrás.'),
        marker('ultimate-spot', 0.48, 0.7, 2, 'Dentro del túnel los escoltas no pueden separarse, así que una sola definitiva de área puede atrapar a todo el equipo atacante.'),
        marker('ultimate-spot', 0.82, 0.5, 1, 'Los defensores se agrupan en las puertas del patio para frenar la carga; una definitiva atacante bien sincronizada aquí limpia el punto de control.'),
      ],
      powerPosition: {
        defDescription:
          'Dejen un francotirador en la estación del tren elevado y a sus tanques en las puertas del patio. La estación cubre la salida del túnel y las puertas, así que a los atacantes les disparan en cuanto salen del paso inferior.',
        atkDescription:
          'Suban las escaleras de la estación con dos héroes antes de que la carga entre al túnel. Con la estación en sus manos, las puertas del patio quedan expuestas desde arriba y la escolta se vuelve mucho más fácil.',
      },
      breakout: {
        defDescription:
          'Si los atacantes tomaron la estación, usen el canal de desagüe para llegar al túnel y golpearlos por detrás. Obligarlos a mirar hacia abajo rompe su control sobre el patio.',
        atkDescription:
          'Cuando el túnel esté defendido, manden a sus flanqueadores por la estación y alrededor de los contenedores mientras el tanque mantiene la carga en movimiento. Cuando los defensores peleen en dos frentes, las puertas del patio caen rápido.',
      },
      transformations: [
        { description: 'De vez en cuando un tren se desliza por la vía elevada, tapando por un momento la vista por encima del paso inferior.' },
        { description: 'Los contenedores junto al patio de mantenimiento se pueden destruir, abriendo un carril más ancho hacia la ruta de la carga.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Esconde la baliza junto al botiquín pequeño de la entrada del túnel, bien lejos de la línea de visión de la estación.', atMarker(11)),
        utility('rocket-raccoon', 'def', 'Coloca la baliza detrás de las puertas del patio para que los defensores revividos vuelvan directo al punto de control.', atCallout('Yard Gates')),
        utility('peni-parker', 'def', 'Construye el nido de arañas en medio del túnel, donde los escoltas no pueden evitarlo.', atMarker(3)),
        utility('peni-parker', 'both', 'Las minas en lo alto de las escaleras de la estación castigan a cualquiera que intente tomar el andén.', atMarker(12)),
        utility('the-punisher', 'def', 'Monta la torreta al final del andén de la estación para barrer la salida del túnel y las puertas del patio.', atMarker(9)),
        utility('the-punisher', 'atk', 'Desde el techo del estacionamiento, la torreta puede mantener a raya el patio mientras la carga avanza hacia el punto de control.', atMarker(5)),
        utility('doctor-strange', 'atk', 'Abre un portal desde la boca del túnel hasta el canal de desagüe para subir a parte de tu equipo detrás de las puertas del patio.', atMarker(7)),
        utility('doctor-strange', 'both', 'Conectar la taquilla con el andén de la estación da a quien la controle una ruta rápida entre el suelo y el terreno elevado.'),
      ],
    },
    {
      name: 'Shrine Terminus',
      markers: [
        marker('spawn-door', 0.05, 0.75, 1, 'La última base avanzada de los atacantes está al pie de la colina. Tómense un momento para agruparse antes de subir por la calle empinada.'),
        marker('spawn-door', 0.92, 0.08, 1, 'La base de los defensores está justo detrás del santuario, así que pueden reforzar en segundos. Intercambien con cuidado y no regalen bajas.'),
        marker('objective', 0.15, 0.6, 1, 'La carga empieza su último tramo al pie de una calle empinada de escaleras, el tramo más lento de toda la escolta.'),
        marker('objective', 0.85, 0.3, 2, 'El punto de entrega final está en el patio del santuario. Los defensores tienen que pelear cada escalón del acceso.'),
        marker('choke-point', 0.4, 0.5, 1, 'La calle empinada de escaleras se estrecha a mitad de camino. Los defensores con barrera pueden pararse arriba y obligar a los atacantes a pelear cuesta arriba.'),
        marker('choke-point', 0.7, 0.4, 1, 'La gran puerta torii es el último cuello de botella antes del patio; gana la pelea aquí y la partida está casi terminada.'),
        marker('high-ground', 0.55, 0.15, 2, 'El techo de la pagoda se alza sobre el tramo final, y un francotirador ahí arriba ve toda la colina. Los atacantes tienen que disputarlo antes de que la carga llegue a la puerta.'),
        marker('high-ground', 0.3, 0.25, 1, 'La azotea ajardinada de un edificio de departamentos permite a los atacantes presionar la pagoda desde una distancia segura.'),
        marker('flank-route', 0.6, 0.85, 1, 'Un callejón estrecho de faroles corre junto a la calle y sale al lado de la puerta torii. Los flanqueadores que lo usan pueden golpear de costado a los tanques defensores.'),
        marker('flank-route', 0.22, 0.08, 0, 'Una pasarela de mantenimiento detrás de un letrero de neón gigante conecta la azotea de los departamentos con la pagoda. Los divers la usan para llegar al francotirador sin subir la colina.'),
        marker('sightline', 0.5, 0.55, 1, 'La calle sube en línea recta, así que los defensores de arriba ven a cada escolta que sube por las escaleras.'),
        marker('sightline', 0.78, 0.65, 0, 'Desde el muro del jardín del santuario puedes disparar de costado hacia la calle de escaleras, atrapando a los escoltas que solo miran hacia adelante.'),
        marker('hp-large', 0.65, 0.6, 0, 'Botiquín grande en una casa de té junto a la ruta, valioso para ambos equipos en las peleas finales.'),
        marker('hp-small', 0.3, 0.8, 0, 'Botiquín pequeño al pie de la calle de escaleras. Tómalo de camino colina arriba, porque la subida hasta la puerta es una larga caminata bajo fuego.'),
        marker('hp-small', 0.9, 0.5, 0, 'Botiquín pequeño dentro del patio del santuario. Los defensores que aguantan los últimos metros pueden curarse aquí sin alejarse de la carga.'),
        marker('destructible', 0.62, 0.45, 1, 'Una fila de puertas torii holográficas a lo largo de la última cuesta se apaga al recibir daño, abriendo un ángulo lateral hacia la carga.'),
        marker('ultimate-spot', 0.8, 0.35, 2, 'En tiempo extra, los defensores se amontonan alrededor de la carga en el patio del santuario. Una definitiva para todo el equipo aquí decide la partida.'),
        marker('ultimate-spot', 0.42, 0.45, 1, 'Los escoltas se apilan en la calle de escaleras; las definitivas de área defensivas son devastadoras en la cuesta.'),
      ],
      powerPosition: {
        defDescription:
          'Aguanten a la vez el techo de la pagoda y la puerta torii. El techo ve toda la colina y la puerta frena la carga, así que los atacantes tienen que pelear cuesta arriba mientras les disparan desde arriba.',
        atkDescription:
          'Tomen la azotea ajardinada de los departamentos y desafíen a la pagoda desde ahí. Cuando el techo quede en silencio, sus tanques pueden empujar por la puerta torii mientras la retaguardia los cubre.',
      },
      breakout: {
        defDescription:
          'Si los atacantes llegan a la puerta torii, métanse en el callejón de faroles y golpeen su retaguardia de costado. Obligarlos a girarse detiene la carga a un paso del patio.',
        atkDescription:
          'Cuando la calle de escaleras esté defendida, manden a un diver por la pasarela del letrero de neón hasta la pagoda mientras el resto sube por la calle. Guarden sus definitivas para el momento en que los defensores se tiren sobre la carga en la puerta.',
      },
      transformations: [
        { description: 'Las puertas torii holográficas que bordean la última cuesta se apagan al recibir daño, abriendo un ángulo lateral hacia la ruta de la carga.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Esconde la baliza junto al botiquín pequeño al pie de la colina, fuera de la vista de la pagoda.', atMarker(13)),
        utility('rocket-raccoon', 'def', 'Coloca la baliza dentro del patio del santuario para que los defensores revividos vuelvan directo a la carga.', atMarker(14)),
        utility('peni-parker', 'def', 'Construye el nido de arañas bajo la gran puerta torii, el último lugar por el que debe pasar la carga.', atMarker(5)),
        utility('peni-parker', 'def', 'Las minas en la salida del callejón de faroles frenan a los flanqueadores que aparecen junto a tus tanques en la puerta torii.'),
        utility('the-punisher', 'def', 'Sube en tirolesa al techo de la pagoda y dispara la torreta directo calle abajo.', atMarker(6)),
        utility('the-punisher', 'atk', 'Monta la torreta en la azotea ajardinada de los departamentos para mantener a raya la pagoda y la puerta.', atMarker(7)),
        utility('doctor-strange', 'atk', 'Un portal desde la base avanzada hasta la casa de té permite al equipo saltarse la mitad inferior de la calle de escaleras.', atMarker(12)),
        utility('doctor-strange', 'both', 'Conecta el techo de la pagoda y el patio del santuario para que quien tenga el tramo final pase al instante entre el terreno elevado y la carga.'),
      ],
    },
  ],
}
