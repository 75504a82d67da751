/** Spanish (es) translation of the English seed file maps/yggdrasill-path.ts, keyed by map slug (sections, markers and placements in the same order). */
import { atCallout, atMarker, marker, utility } from '../../../maps/helpers'
import type { MapGuideSeed } from '../../../types'

export const guide: MapGuideSeed = {
  map: 'yggdrasill-path',
  description:
    'Una ruta de convoy que sube por las raíces del Árbol del Mundo, empieza bajo un portal de arcoíris resplandeciente y termina en lo más profundo del duramen. La carga serpentea por un jardín de piedras rúnicas flotantes y cruza un puente de raíz viva, con mucho espacio vertical para los voladores y largas líneas de visión para los francotiradores. A los defensores les encantan las cornisas elevadas, así que los atacantes tienen que ganar el terreno elevado antes de que la carga llegue a cada esquina.',
  heroes: [
    {
      hero: 'groot',
      side: 'def',
      reason:
        'Sus muros convierten lugares estrechos como el arco de la garita y el puente de raíz en callejones sin salida. Pocos héroes frenan una carga en un carril estrecho tan bien como él.',
    },
    {
      hero: 'peni-parker',
      side: 'def',
      reason:
        'Su nido y sus minas rinden al máximo donde la carga tiene un solo camino, y este mapa está lleno de esos lugares. Los atacantes pierden un tiempo valioso limpiando sus telarañas.',
    },
    {
      hero: 'hela',
      side: 'def',
      reason:
        'Las almenas, el techo del pabellón y la rama saliente le dan ángulos altos y seguros hacia la carga. Gana los duelos a larga distancia en torno a los que está construido este mapa.',
    },
    {
      hero: 'hawkeye',
      side: 'def',
      reason:
        'Los carriles rectos a lo largo del puente y a través del jardín le permiten eliminar escoltas mucho antes de que lleguen a un punto de control.',
    },
    {
      hero: 'captain-america',
      side: 'atk',
      reason:
        'Su escudo permite al equipo llevar la carga por tramos expuestos como el puente de raíz, y puede cargar contra los francotiradores que se sienten seguros en una cornisa.',
    },
    {
      hero: 'the-thing',
      side: 'atk',
      reason:
        'Un peleador robusto que brilla en el arco apretado y en el túnel del duramen, donde los defensores no pueden kitearlo. Mantiene la carga en movimiento mientras los demás pelean alrededor.',
    },
    {
      hero: 'magik',
      side: 'atk',
      reason:
        'Sus portales y sus dives rápidos le permiten llegar a un francotirador defensor en las almenas o en el puesto de la rama antes de que pueda reaccionar.',
    },
    {
      hero: 'storm',
      side: 'atk',
      reason:
        'Vuela con facilidad sobre el jardín abierto y el abismo y neutraliza los puestos altos. Su definitiva es brutal en el puente, donde escoltas y defensores están apretujados por igual.',
    },
    {
      hero: 'rocket-raccoon',
      side: 'both',
      reason:
        'Los empujes largos significan muchas muertes, y su baliza de resurrección mantiene vivo al equipo en las peleas prolongadas de cada punto de control.',
    },
    {
      hero: 'cloak-dagger',
      side: 'both',
      reason:
        'Curación constante, una nube que bloquea la visión para las largas líneas de visión y una definitiva fuerte para aguantar o recuperar la carga.',
    },
    {
      hero: 'adam-warlock',
      side: 'both',
      reason:
        'Una resurrección para todo el equipo no tiene precio en un mapa donde perder una pelea puede costar una sección entera, y su vínculo de almas mantiene vivos a los compañeros dispersos.',
    },
  ],
  sections: [
    {
      name: 'Rainbow Gate',
      markers: [
        marker('spawn-door', 0.06, 0.82, 1, 'La base de los atacantes se abre justo al lado de la carga. Súbanse a ella junto con sus tanques para que empiece a rodar en cuanto se abran las puertas, en lugar de esperar a todo el equipo.'),
        marker('spawn-door', 0.9, 0.12, 1, 'En esta etapa la base de los defensores queda a una larga caminata de la primera pelea. Quien caiga temprano debería reagruparse en la garita en lugar de volver corriendo solo por la plaza abierta.'),
        marker('objective', 0.12, 0.72, 1, 'La carga arranca en una plaza hundida bajo el arco de arcoíris. Mantengan siempre al menos a un héroe sobre ella: los primeros metros son los más baratos que van a ganar en toda la partida.'),
        marker('choke-point', 0.4, 0.55, 2, 'El arco de la garita es el primer cuello de botella de verdad. La carga pasa justo por debajo, y los defensores que aguantan la entrada con escudos pueden frenarla aquí mucho tiempo.'),
        marker('choke-point', 0.85, 0.55, 0, 'La ruta vuelve a estrecharse en una escalinata tallada cerca del final de la sección. Los defensores que retroceden deberían reagruparse aquí y no en terreno abierto.'),
        marker('high-ground', 0.45, 0.3, 2, 'Las almenas de la garita dominan toda la plaza. Los hitscan defensores de aquí arriba pueden darle tanto a la carga como a la salida de la base atacante, así que ocúpense de ellos antes de empujar el arco.'),
        marker('high-ground', 0.2, 0.4, 1, 'Un saliente rocoso en el lado norte de la plaza es la respuesta de los atacantes a las almenas. Desde aquí arriba tus héroes de distancia pueden intercambiar de igual a igual con cualquiera que esté en el muro.'),
        marker('flank-route', 0.3, 0.15, 1, 'Un sendero junto al acantilado en el borde norte esquiva por completo la garita. Los atacantes lo usan para llegar a las almenas por detrás; los defensores deberían escuchar los pasos sobre las piedras.'),
        marker('flank-route', 0.6, 0.88, 0, 'El pasaje inferior del foso pasa bajo la garita y sale detrás de la línea defensiva del otro lado. Es lento, pero casi nadie se acuerda de vigilarlo.'),
        marker('sightline', 0.7, 0.5, 1, 'Pasando el arco, un tramo recto de camino da a los defensores una línea limpia de vuelta hacia la garita. Los francotiradores se colocan aquí para castigar a los atacantes que cruzan de uno en uno.'),
        marker('sightline', 0.28, 0.65, 0, 'Desde los bancos de piedra de la plaza se ve el interior de las aspilleras de las almenas. Los duelistas con buena puntería pueden sacar a los defensores del muro desde aquí.'),
        marker('hp-large', 0.52, 0.7, 0, 'Botiquín grande en la sala de guardia justo pasando el arco. Quien gane la pelea en la puerta lo toma primero, así que peleen por el arco y no por la plaza abierta.'),
        marker('hp-small', 0.15, 0.25, 0, 'Botiquín pequeño al pie del saliente, útil para los atacantes que intercambian disparos con el muro.'),
        marker('hp-small', 0.8, 0.3, 0, 'Botiquín pequeño en el lado defensor del camino, donde los francotiradores pueden retroceder para recuperarse entre bajas.'),
        marker('destructible', 0.38, 0.42, 1, 'Las almenas de piedra se desmoronan tras recibir suficiente daño. Derribarlas quita la cobertura a los defensores y hace del muro un puesto mucho menos cómodo.'),
        marker('ultimate-spot', 0.42, 0.6, 2, 'Los defensores se tiran sobre la carga dentro del arco cada vez que pasa. Las paredes mantienen a todos apretados, así que una definitiva de área aquí le da a toda la defensa.'),
        marker('ultimate-spot', 0.75, 0.7, 1, 'El terreno abierto pasando la sala de guardia es un buen lugar para que los defensores lancen una definitiva de respuesta mientras los atacantes salen del arco.'),
      ],
      powerPosition: {
        defDescription:
          'Pongan a dos héroes de distancia en las almenas y mantengan a su tanque en el arco. El muro ve toda la plaza mientras el arco frena la carga, así que los atacantes tienen que dividir su esfuerzo entre dos ángulos.',
        atkDescription:
          'Tomen primero el saliente e intercambien con el muro hasta que se rompan las almenas. Cuando los defensores de arriba caigan o tengan que bajar, el arco se vuelve una pelea simple que pueden ganar por números.',
      },
      breakout: {
        defDescription:
          'Si la carga ya pasó el arco, retrocedan a la escalinata tallada y reagrúpense juntos. Pelear dentro de la sala de guardia con medio equipo solo les regala el botiquín grande a los atacantes.',
        atkDescription:
          'Cuando el arco esté sellado, manden a un diver por el sendero del acantilado y empiecen a empujar en cuanto las almenas se giren a enfrentarlo. La defensa no puede mirar hacia los dos lados, y la carga se cuela.',
      },
      transformations: [
        { description: 'Las almenas a lo largo de la muralla de la garita se pueden destruir a disparos, dejando a los defensores del muro casi sin cobertura.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloca la baliza detrás de los bancos de piedra de la plaza; queda cerca de la carga pero cubierta de las almenas.', atMarker(10)),
        utility('rocket-raccoon', 'def', 'Suelta la baliza en la sala de guardia junto al botiquín grande para que los compañeros revividos vuelvan directo a la pelea del arco.', atMarker(11)),
        utility('peni-parker', 'def', 'Pega el nido de arañas a la pared izquierda del arco. La carga tiene que pasar justo al lado, y sus drones acosan a cada escolta.', atMarker(3)),
        utility('peni-parker', 'def', 'Las minas a lo largo del sendero del acantilado detrás de las almenas atrapan a los flanqueadores que suben hacia tus francotiradores.', atMarker(7)),
        utility('the-punisher', 'def', 'Torreta en las almenas apuntando a la salida de la base atacante, para que el ataque tenga que empezar cada empuje bajo fuego.', atMarker(5)),
        utility('the-punisher', 'atk', 'Sube en tirolesa a lo alto del saliente y monta la torreta mirando a las aspilleras del muro para que los defensores no asomen la cabeza.', atMarker(6)),
        utility('doctor-strange', 'atk', 'Un portal desde la plaza hasta el sendero del acantilado pone a tus divers en las almenas en segundos.', atMarker(7)),
        utility('doctor-strange', 'both', 'Conectar el saliente y la sala de guardia acorta el cruce de la plaza para el equipo que esté ganando el arco en ese momento.'),
      ],
    },
    {
      name: 'Rune Stone Garden',
      markers: [
        marker('objective', 0.1, 0.6, 1, 'La carga entra al jardín por un ancho camino de piedra junto al estanque. Es el último terreno abierto antes del punto de control, así que empujen fuerte mientras los defensores todavía se repliegan.'),
        marker('objective', 0.85, 0.45, 2, 'El primer punto de control está al pie de las escaleras del pabellón. Llegar ahí adelanta la base de los atacantes, así que los defensores tienen que darlo todo para frenar la carga antes de estas escaleras.'),
        marker('spawn-door', 0.95, 0.2, 1, 'Ahora los defensores reaparecen en un santuario en la ladera cerca del punto de control. La salida te deja en el techo del pabellón, un atajo práctico al terreno elevado.'),
        marker('high-ground', 0.6, 0.22, 2, 'El techo del pabellón ve todo el jardín y el estanque. Es el puesto favorito de los defensores, pero queda expuesto a los voladores que llegan por encima del agua.'),
        marker('high-ground', 0.3, 0.2, 1, 'La cresta sobre la cantera de runas en el lado norte da a los atacantes un ángulo seguro hacia el techo del pabellón.'),
        marker('choke-point', 0.5, 0.6, 1, 'Entre el estanque y la pared de roca, el camino se estrecha hasta quedar apenas del ancho de la carga. Los defensores con barrera pueden frenarla aquí, así que límpienlo con daño de área.'),
        marker('choke-point', 0.72, 0.55, 0, 'La puerta en forma de luna justo antes del punto de control es el último estrechamiento. Dejen a un héroe sobre la carga mientras sus tanques empujan a través de la puerta.'),
        marker('flank-route', 0.45, 0.9, 1, 'Unas piedras para cruzar el estanque llevan a una gruta escondida que se abre junto al punto de control. Los duelistas rápidos pueden usarla para aparecer detrás de los tanques defensores.'),
        marker('flank-route', 0.18, 0.08, 0, 'Un túnel de cantera atraviesa la cresta norte y sale cerca de las escaleras del pabellón, una ruta silenciosa para los héroes de dive.'),
        marker('sightline', 0.35, 0.55, 1, 'Las piedras rúnicas que flotan sobre el estanque dejan un hueco que da una línea recta desde la entrada del jardín hasta el pabellón. Los francotiradores de ambos lados se baten a través de él.'),
        marker('sightline', 0.78, 0.78, 0, 'Desde la salida de la gruta se ve la puerta de la luna de costado, un gran ángulo para darles a los tanques concentrados en lo que tienen enfrente.'),
        marker('hp-large', 0.55, 0.4, 0, 'Botiquín grande bajo los aleros inferiores del pabellón. Los dos equipos lo quieren, así que a menudo se arman peleas a su alrededor.'),
        marker('hp-small', 0.22, 0.75, 0, 'Botiquín pequeño junto a la entrada del jardín para los atacantes que se recuperan del primer intercambio.'),
        marker('hp-small', 0.88, 0.7, 0, 'Botiquín pequeño cerca de las escaleras del punto de control, que usan los defensores que cuidan los últimos metros.'),
        marker('destructible', 0.4, 0.35, 1, 'Varias piedras rúnicas flotantes se pueden romper, ampliando la vista sobre el estanque. Rómpanlas si su equipo tiene los mejores héroes de largo alcance.'),
        marker('ultimate-spot', 0.8, 0.5, 2, 'Los defensores se amontonan en las escaleras del punto de control durante la disputa final. Una definitiva de área atacante lanzada sobre las escaleras suele ganar el punto de control de una vez.'),
        marker('ultimate-spot', 0.48, 0.64, 1, 'El estrecho camino del estanque deja a los escoltas pegados a la carga, así que las definitivas defensivas que niegan una zona son brutales aquí.'),
      ],
      powerPosition: {
        defDescription:
          'Colóquense con un francotirador en el techo del pabellón y sus tanques en el estrecho camino del estanque. El techo cubre todos los accesos, mientras el camino obliga a la carga a avanzar lenta y expuesta.',
        atkDescription:
          'Reclamen primero la cresta de la cantera. Desde ahí pueden presionar el techo del pabellón y vigilar el camino del estanque a la vez, dejando que sus tanques lleven la carga por el estrechamiento con fuego de cobertura.',
      },
      breakout: {
        defDescription:
          'Si la carga ya pasó el camino del estanque, no la persigan de uno en uno hasta la puerta de la luna. Agrúpense en las escaleras del punto de control con el botiquín pequeño al lado y hagan que los atacantes vengan a ustedes.',
        atkDescription:
          'Cuando el camino del estanque esté tapiado, manden a un duelista por las piedras del estanque y a otro por el túnel de la cantera. La defensa se girará para enfrentarlos, y esa es su señal para pasar la carga.',
      },
      transformations: [
        { description: 'Algunas de las piedras rúnicas que flotan sobre el estanque se pueden destruir, abriendo una línea de visión mucho más amplia sobre el agua.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Esconde la baliza dentro de la cantera de runas, donde queda oculta de la vista del techo del pabellón.', atMarker(8)),
        utility('rocket-raccoon', 'both', 'El equipo que controle el pabellón puede esconder una baliza bajo sus aleros, junto al botiquín grande.', atMarker(11)),
        utility('peni-parker', 'def', 'Construye el nido de arañas en el estrechamiento del camino del estanque, justo al lado de la ruta de la carga, para que los atacantes tengan que destruirlo antes de escoltar.', atMarker(5)),
        utility('peni-parker', 'def', 'Las minas en la salida de la gruta atrapan a los flanqueadores que cruzaron por las piedras antes de que lleguen a tu defensa del punto de control.', atCallout('Grotto Exit')),
        utility('the-punisher', 'def', 'Torreta en el techo del pabellón apuntando a la entrada del jardín para castigar a los escoltas antes de que lleguen al estanque.', atMarker(3)),
        utility('the-punisher', 'atk', 'Monta la torreta en la cresta de la cantera para mantener a raya a quien esté en el techo del pabellón.', atMarker(4)),
        utility('doctor-strange', 'atk', 'Abre un portal desde la entrada del jardín hasta la gruta para que parte de tu equipo aparezca detrás de la defensa del punto de control.', atCallout('Grotto Exit')),
        utility('doctor-strange', 'def', 'Conecta el santuario de la ladera con el camino del estanque para que los defensores que reaparecen vuelvan al instante al cuello de botella.'),
      ],
    },
    {
      name: 'Root Bridge',
      markers: [
        marker('spawn-door', 0.05, 0.3, 1, 'Con el primer punto de control tomado, los atacantes reaparecen en el santuario justo detrás. Salgan en grupo, porque el puente castiga a cualquiera que llegue solo.'),
        marker('objective', 0.15, 0.5, 1, 'La carga sale del jardín y rueda sobre la gran raíz. Una vez en el puente no hay cobertura lateral para los escoltas, así que los tanques tienen que cubrir desde el frente.'),
        marker('objective', 0.85, 0.5, 1, 'El segundo punto de control está al final de la raíz, donde se une al tronco. Llegar aquí da a los atacantes una base dentro del árbol para el empuje final.'),
        marker('choke-point', 0.5, 0.5, 2, 'El medio de la raíz es el punto más estrecho de todo el mapa. Un héroe con barrera puede frenar la carga aquí mientras sus compañeros disparan desde las cornisas.'),
        marker('high-ground', 0.45, 0.15, 2, 'Una enorme rama saliente forma un puesto natural sobre el puente. Los defensores de aquí arriba pueden darle a la carga por detrás de los escudos de los atacantes.'),
        marker('high-ground', 0.7, 0.82, 1, 'Una plataforma cubierta de musgo justo bajo el borde del puente da a los atacantes un ángulo seguro hacia el extremo lejano de la raíz.'),
        marker('flank-route', 0.35, 0.85, 1, 'Una pasarela de madera colgada de la parte inferior de la raíz permite a los flanqueadores cruzar el abismo sin que los vean desde la cubierta.'),
        marker('flank-route', 0.6, 0.08, 0, 'Unas lianas colgantes a lo largo de la rama superior conectan con el tronco, y los héroes móviles pueden trepar por ellas para llegar al puesto de los defensores.'),
        marker('sightline', 0.25, 0.45, 1, 'Desde el extremo cercano del puente hay una línea recta hasta la puerta del tronco. Los hitscan deberían quedarse atrás aquí y disparar por encima de sus propios tanques.'),
        marker('sightline', 0.78, 0.35, 0, 'El balcón del tronco mira directo a lo largo del puente. Los francotiradores defensores tienen disparos gratis contra cualquiera que pise la raíz.'),
        marker('hp-large', 0.9, 0.75, 0, 'Botiquín grande en el hueco de la base del tronco, el salvavidas de los defensores durante la resistencia en el punto de control.'),
        marker('hp-small', 0.12, 0.8, 0, 'Botiquín pequeño en el extremo cercano del puente junto al santuario. Los atacantes deberían tomarlo antes de pisar la raíz, porque en la cubierta no hay con qué curarse.'),
        marker('hp-small', 0.55, 0.25, 0, 'Botiquín pequeño en la rama saliente, una recompensa para quien suba primero.'),
        marker('destructible', 0.4, 0.78, 1, 'La pasarela bajo la raíz se puede destruir a disparos. Los defensores que la destruyen les quitan a los atacantes su único cruce oculto.'),
        marker('destructible', 0.72, 0.2, 1, 'Una rama muerta sobre el extremo lejano se puede derribar; al caer se convierte en cobertura nueva junto a la ruta de la carga.'),
        marker('ultimate-spot', 0.5, 0.42, 2, 'Los escoltas se apiñan en el puente porque no hay otro lugar donde pararse. Una sola definitiva de área aquí puede borrar todo un empuje.'),
        marker('ultimate-spot', 0.88, 0.42, 1, 'Las definitivas de empuje en el extremo del tronco pueden lanzar a los atacantes fuera del puente, hacia la niebla de abajo.'),
      ],
      powerPosition: {
        defDescription:
          'Ocupen a la vez la rama saliente y el balcón del tronco para disparar al puente desde dos alturas. Los atacantes en la raíz no tienen dónde esconderse y reciben daño solo por tocar la carga.',
        atkDescription:
          'Ganen primero la plataforma de musgo y la línea de visión del extremo cercano; permiten a sus héroes de daño presionar el tronco sin pisar el puente. Solo empujen la carga cuando haya caído el francotirador del balcón.',
      },
      breakout: {
        defDescription:
          'Si la carga llega al extremo del tronco, retrocedan al hueco con el botiquín grande y ataquen desde dentro, donde los escudos de los atacantes no pueden cubrir todos los ángulos.',
        atkDescription:
          'Cuando el medio de la raíz esté cerrado, manden a dos flanqueadores por la pasarela de abajo mientras su tanque sigue empujando la carga. Los defensores que miran hacia abajo no pueden vigilar la cubierta al mismo tiempo.',
      },
      transformations: [
        { description: 'La pasarela de madera bajo la raíz se puede destruir, eliminando el cruce oculto y dejando solo una caída a pique.' },
        { description: 'Una rama muerta sobre el extremo del tronco se puede derribar a disparos, y al caer forma cobertura nueva junto a la ruta de la carga.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloca la baliza en el extremo cercano junto al santuario, donde las resurrecciones están a salvo del francotirador del balcón del tronco.', atMarker(11)),
        utility('rocket-raccoon', 'both', 'En la plataforma de musgo bajo el borde, una baliza es difícil de ver desde cualquiera de los dos extremos del puente.', atMarker(5)),
        utility('peni-parker', 'def', 'Construye el nido de arañas en el borde de la raíz, a mitad del puente; los atacantes tienen que destruirlo antes de poder seguir escoltando.', atMarker(3)),
        utility('peni-parker', 'def', 'Las minas en lo alto de las lianas colgantes impiden que los que trepan lleguen al puesto de la rama.', atMarker(7)),
        utility('the-punisher', 'def', 'Torreta en el balcón del tronco apuntando directo a lo largo del puente, donde los escoltas no tienen nada detrás de lo que esconderse.', atMarker(9)),
        utility('the-punisher', 'atk', 'Sube en tirolesa a la rama saliente y dispara la torreta hacia el hueco del tronco.', atMarker(4)),
        utility('doctor-strange', 'atk', 'Un portal desde el extremo cercano hasta la plataforma de musgo permite a tu equipo saltarse la parte expuesta de la cubierta.', atMarker(5)),
        utility('doctor-strange', 'def', 'Conecta el hueco del tronco con la rama saliente para que los defensores puedan recuperar el terreno elevado al instante.'),
      ],
    },
    {
      name: 'Heartwood Hall',
      markers: [
        marker('spawn-door', 0.08, 0.62, 1, 'La última base de los atacantes se abre justo dentro del tronco. La sala es estrecha, así que esperen a sus tanques antes de lanzarse al pasillo iluminado por faroles.'),
        marker('spawn-door', 0.93, 0.15, 1, 'La base de los defensores domina el tramo final desde un balcón tallado, y se puede saltar directo hacia el altar.'),
        marker('objective', 0.2, 0.5, 1, 'La carga entra al duramen por un túnel de raíces. Manténganla en movimiento mientras los defensores todavía se colocan.'),
        marker('objective', 0.82, 0.55, 2, 'El punto de entrega es un altar resplandeciente en el corazón del árbol. Ahora cada metro cuenta, así que nunca dejen sola la carga en tiempo extra.'),
        marker('choke-point', 0.35, 0.5, 1, 'La boca del túnel de raíces apenas deja pasar la carga y a dos héroes. Los defensores con daño de área pueden aguantarla muchísimo tiempo.'),
        marker('choke-point', 0.65, 0.62, 1, 'La rampa en espiral que sube al altar es el último cuello de botella; ganen la pelea aquí y la partida suele ser suya.'),
        marker('high-ground', 0.55, 0.2, 2, 'Un anillo de galerías talladas rodea la sala. Quien domine el anillo superior ve todo el tramo final.'),
        marker('high-ground', 0.3, 0.2, 1, 'El altillo de los faroles sobre el túnel permite a los atacantes disparar hacia las galerías sin tener que subir la rampa.'),
        marker('flank-route', 0.5, 0.88, 1, 'Un canal de savia pasa bajo el suelo de la sala y sale cerca del altar, una ruta escurridiza para los divers.'),
        marker('flank-route', 0.15, 0.2, 0, 'Una escalera estrecha junto a la base atacante sube al altillo de los faroles; tómenla si el túnel está bloqueado.'),
        marker('sightline', 0.45, 0.45, 1, 'Hay una línea recta desde la boca del túnel hasta el altar. A los francotiradores defensores les encanta, así que los atacantes deberían avanzar detrás de un escudo.'),
        marker('sightline', 0.72, 0.3, 0, 'Desde la galería este se pueden vigilar a la vez la salida del canal de savia y la rampa.'),
        marker('hp-large', 0.4, 0.75, 0, 'Botiquín grande en una alcoba junto al túnel, el principal lugar de recuperación de los atacantes.'),
        marker('hp-small', 0.7, 0.85, 0, 'Botiquín pequeño junto a la salida del canal de savia. Los divers pueden curarse aquí tras arrastrarse bajo la sala, antes de asomar en el altar.'),
        marker('hp-small', 0.85, 0.3, 0, 'Botiquín pequeño en el balcón tallado de los defensores. Retrocedan hasta él entre oleadas en lugar de dejar el altar para buscar curación en otro lado.'),
        marker('ultimate-spot', 0.78, 0.6, 2, 'Los defensores se amontonan sobre el altar en tiempo extra. Una definitiva para todo el equipo que caiga aquí suele terminar la partida.'),
        marker('ultimate-spot', 0.5, 0.55, 1, 'El centro del suelo de la sala es donde se encuentran los dos equipos; las definitivas de zona aquí pueden frenar la carga lo suficiente para que lleguen tus compañeros que reaparecen.'),
      ],
      powerPosition: {
        defDescription:
          'Dominen el anillo superior de galerías y mantengan a su tanque en lo alto de la rampa en espiral. Desde ahí ven el túnel, el suelo de la sala y la salida del canal de savia, así que nada llega al altar sin ser visto.',
        atkDescription:
          'Tomen el altillo de los faroles con sus héroes de distancia y peleen contra las galerías desde ahí. Cuando el anillo quede limpio, la rampa se vuelve una pelea en la que sus tanques tienen ventaja numérica.',
      },
      breakout: {
        defDescription:
          'Si los atacantes los tienen atrapados detrás de la rampa, manden a uno o dos héroes por el canal de savia y golpeen su retaguardia cerca del túnel. La carga se detiene cada vez que se dan vuelta.',
        atkDescription:
          'Cuando el túnel esté bloqueado, manden a un diver por la escalera estrecha hasta el altillo mientras el resto presiona la boca del túnel. Guarden sus definitivas hasta que los defensores se comprometan con la rampa, y entonces vayan con todo juntos.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Deja la baliza en la alcoba junto al botiquín grande para que los compañeros revividos se recuperen antes de volver.', atMarker(12)),
        utility('rocket-raccoon', 'def', 'Coloca la baliza en el balcón tallado junto a tu base para que los aliados revividos puedan saltar directo al altar.', atMarker(14)),
        utility('peni-parker', 'def', 'Construye el nido de arañas en lo alto de la rampa en espiral, justo donde los atacantes tienen que subir para entregar la carga.', atMarker(5)),
        utility('peni-parker', 'def', 'Las minas en la boca del túnel de raíces atrapan a los escoltas que se adelantan a la carga.', atMarker(4)),
        utility('the-punisher', 'def', 'La torreta en la galería este cubre la rampa en espiral y la salida del canal de savia con un solo barrido.', atCallout('East Gallery')),
        utility('the-punisher', 'atk', 'Una torreta en el altillo de los faroles barre las galerías y mantiene a los defensores fuera del anillo.', atMarker(7)),
        utility('doctor-strange', 'atk', 'Abre un portal desde tu base hasta el canal de savia para flanquear el altar mientras tus tanques aguantan el túnel.', atMarker(8)),
        utility('doctor-strange', 'both', 'Conectar el altillo de los faroles con el anillo de galerías convierte el terreno elevado en un solo espacio conectado para quien lo controle.'),
      ],
    },
  ],
}
