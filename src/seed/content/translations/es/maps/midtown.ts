/** Spanish (es) translation of the English seed file maps/midtown.ts, keyed by map slug (sections, markers and placements in the same order). */
import { atCallout, atMarker, marker, utility } from '../../../maps/helpers'
import type { MapGuideSeed } from '../../../types'

export const guide: MapGuideSeed = {
  map: 'midtown',
  description:
    'Manhattan tragado por una noche sin fin, donde la luz de luna carmesí cae sobre taxis abandonados y de las torres de oficinas brotan agujas góticas. La ruta del convoy sube por una avenida ancha, cruza un cruce iluminado por carteles rotos, pasa frente a las escalinatas de una gran biblioteca y termina en la plaza de una catedral. Las calles largas favorecen a los francotiradores, mientras que las escaleras de incendio y las azoteas dan muchas opciones a los flanqueadores.',
  heroes: [
    {
      hero: 'hawkeye',
      side: 'def',
      reason:
        'Las avenidas son largas y rectas, así que puede eliminar escoltas desde las azoteas mucho antes de que lleguen a una esquina.',
    },
    {
      hero: 'moon-knight',
      side: 'def',
      reason:
        'Paredes, toldos y autos estacionados por todas partes les dan a sus ataques de rebote muchas superficies, castigando a los escoltas que se amontonan alrededor de la carga.',
    },
    {
      hero: 'squirrel-girl',
      side: 'def',
      reason:
        'Sus proyectiles con rebote son perfectos para lugares estrechos como el túnel de andamios y la reja de la catedral, y puede dejar atrapados a los escoltas.',
    },
    {
      hero: 'peni-parker',
      side: 'def',
      reason:
        'Cada punto de control tiene un acceso estrecho que su nido y sus minas pueden bloquear, obligando a los atacantes a perder tiempo limpiando telarañas.',
    },
    {
      hero: 'hulk',
      side: 'atk',
      reason:
        'Salta a las escaleras de incendio y a las azoteas para cazar francotiradores, y su forma monstruosa es ideal para la pelea final en las escaleras de la catedral.',
    },
    {
      hero: 'the-thing',
      side: 'atk',
      reason:
        'Un peleador terco que aguanta la carga en lugares apretados como el túnel de andamios y la reja, sacudiéndose el control de masas del que dependen los defensores.',
    },
    {
      hero: 'blade',
      side: 'atk',
      reason:
        'Rápido y difícil de inmovilizar, les hace dive a los defensores en el cruce estrecho y en las calles de la biblioteca y corta su curación.',
    },
    {
      hero: 'human-torch',
      side: 'atk',
      reason:
        'Vuela sobre las avenidas para golpear a los defensores de las azoteas, y sus zonas de fuego mantienen a los defensores lejos de la carga en los lugares estrechos.',
    },
    {
      hero: 'invisible-woman',
      side: 'both',
      reason:
        'Sus escudos hacen mucho más seguras las calles largas y expuestas para los escoltas, y sus empujones mantienen a los divers lejos de la retaguardia al defender.',
    },
    {
      hero: 'gambit',
      side: 'both',
      reason:
        'Un estratega flexible cuyas cartas con rebote y su curación encajan en estas calles como pasillos, tanto si aguantas una esquina como si la atraviesas.',
    },
    {
      hero: 'cloak-dagger',
      side: 'both',
      reason:
        'Su nube que bloquea la visión es invaluable en las avenidas largas, y su curación constante mantiene vivos a los escoltas en peleas largas.',
    },
  ],
  sections: [
    {
      name: 'Crimson Avenue',
      markers: [
        marker('spawn-door', 0.06, 0.5, 1, 'Los atacantes aparecen en el vestíbulo tapiado de un hotel. Salgan en un solo grupo; la avenida es larga y castiga a cualquiera que se aleje solo.'),
        marker('spawn-door', 0.94, 0.2, 1, 'La base de los defensores está muy arriba en la avenida. Quien caiga en la primera pelea tiene una larga caminata de vuelta, así que no regalen vidas al principio.'),
        marker('objective', 0.14, 0.55, 1, 'La carga arranca frente al hotel, bajo una marquesina que parpadea. Pónganla en marcha de inmediato mientras los defensores todavía se están colocando.'),
        marker('choke-point', 0.4, 0.5, 2, 'Una fila de taxis destrozados reduce la avenida a un solo carril. Los defensores con barrera pueden aguantar aquí mucho tiempo, así que traigan daño de área.'),
        marker('choke-point', 0.85, 0.45, 0, 'Un túnel de andamios sobre la acera cerca del final de la sección junta a los escoltas y es ideal para trampas.'),
        marker('high-ground', 0.35, 0.15, 2, 'Las escaleras de incendio de los edificios del norte suben tres pisos. Los francotiradores defensores las usan para disparar sobre los taxis destrozados hacia la carga.'),
        marker('high-ground', 0.65, 0.85, 1, 'El techo de una cafetería en el lado sur de la avenida da a los atacantes un ángulo seguro sobre las escaleras de incendio. Sus chimeneas dan cobertura mientras intercambias disparos con los francotiradores.'),
        marker('flank-route', 0.25, 0.88, 1, 'Un callejón trasero detrás de las tiendas corre paralelo a la avenida y sale justo pasando los taxis. Úsalo para golpear de costado a los tanques defensores.'),
        marker('flank-route', 0.7, 0.1, 0, 'Unos tablones de madera conectan las azoteas del norte y permiten a los héroes móviles moverse sobre la avenida sin ser vistos. Los francotiradores defensores de las escaleras de incendio deberían mirar a sus espaldas.'),
        marker('sightline', 0.55, 0.5, 1, 'Aquí la avenida es perfectamente recta, así que un francotirador al fondo puede ver la carga durante todo su recorrido por la sección.'),
        marker('sightline', 0.85, 0.62, 0, 'Desde la puerta de un viejo banco, los defensores pueden disparar a lo largo de la acera sur sin exponerse a las escaleras de incendio.'),
        marker('hp-large', 0.45, 0.88, 0, 'Botiquín grande dentro de una farmacia saqueada en el lado sur, un buen punto para reiniciar tras la pelea en los taxis.'),
        marker('hp-small', 0.2, 0.2, 0, 'Botiquín pequeño al pie de la primera escalera de incendio. Los atacantes que suben a desafiar a los francotiradores pueden llenarse aquí antes de subir.'),
        marker('hp-small', 0.8, 0.35, 0, 'Botiquín pequeño bajo los andamios. Los defensores que cuidan el túnel pueden quedarse encima y curarse entre oleadas sin abandonar su posición.'),
        marker('destructible', 0.5, 0.44, 1, 'Un autobús abandonado que cruza media avenida se puede destruir, abriendo un gran hueco en la cobertura de los defensores.'),
        marker('ultimate-spot', 0.42, 0.58, 2, 'Los defensores se amontonan detrás de los taxis para frenar la carga. Una definitiva de área de los atacantes aquí puede limpiar toda la línea.'),
        marker('ultimate-spot', 0.75, 0.55, 1, 'Los escoltas que llegan al túnel de andamios van apretados; las definitivas defensivas aquí pueden frenar la carga durante mucho tiempo.'),
      ],
      powerPosition: {
        defDescription:
          'Pon a tus francotiradores en las escaleras de incendio del norte y a tus tanques detrás de los taxis destrozados. Las escaleras cubren toda la avenida, y los taxis obligan a los escoltas a ir por un solo carril lento.',
        atkDescription:
          'Tomen el techo de la cafetería e intercambien disparos con las escaleras de incendio desde ahí. Cuando caigan los francotiradores, la línea de taxis se vuelve un simple forcejeo en el que sus tanques tienen ventaja.',
      },
      breakout: {
        defDescription:
          'Si la carga ya pasó los taxis, reagrúpense bajo los andamios en lugar de pelear en la avenida abierta. El túnel obliga a los atacantes a venir hacia ustedes por un espacio estrecho.',
        atkDescription:
          'Cuando la línea de taxis esté trabada, manden a un flanqueador por el callejón trasero y a otro por los tablones de las azoteas. La defensa se gira para enfrentarlos, y ese es el momento de pasar la carga.',
      },
      transformations: [
        { description: 'Un autobús abandonado que bloquea media avenida se puede destruir, abriendo un camino mucho más ancho para la pelea por la carga.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Esconde la baliza en la puerta del vestíbulo del hotel para que los compañeros revividos vuelvan cerca de la carga.', atMarker(0)),
        utility('rocket-raccoon', 'def', 'Coloca la baliza en la puerta del banco, donde está protegida de la línea de visión de la avenida.', atMarker(10)),
        utility('peni-parker', 'def', 'Construye el nido de arañas en el hueco entre los taxis destrozados, el único carril que puede usar la carga.', atMarker(3)),
        utility('peni-parker', 'def', 'Reparte minas en la salida del callejón trasero para atrapar a los flanqueadores que intentan colarse pasando los taxis.'),
        utility('the-punisher', 'def', 'Sube en tirolesa a las escaleras de incendio y dispara la torreta por encima de los taxis hacia la carga.', atMarker(5)),
        utility('the-punisher', 'atk', 'Desde el techo de la cafetería, la torreta mantiene a raya las escaleras de incendio mientras tus tanques empujan la línea de taxis.', atCallout('Coffee Shop Roof')),
        utility('doctor-strange', 'atk', 'Un portal desde la base hasta los tablones de las azoteas pone a tus divers por encima de la línea defensiva.', atMarker(8)),
        utility('doctor-strange', 'both', 'Conecta la farmacia y la puerta del banco para que tu equipo rote de un lado a otro de la avenida sin cruzar terreno abierto.'),
      ],
    },
    {
      name: 'Billboard Junction',
      markers: [
        marker('objective', 0.1, 0.5, 1, 'La carga entra al cruce desde la avenida. La intersección ancha deja a los escoltas expuestos desde tres direcciones.'),
        marker('objective', 0.88, 0.62, 2, 'El primer punto de control está justo pasando las vallas de obra del metro. Llegar ahí adelanta la base de los atacantes hasta el cruce.'),
        marker('spawn-door', 0.93, 0.9, 1, 'Ahora los defensores reaparecen en el vestíbulo de unas oficinas cerca del punto de control. El trayecto es corto, así que espera que vuelvan rápido.'),
        marker('choke-point', 0.5, 0.55, 2, 'Unos camiones de reparto chocados en medio de la intersección dejan un solo carril para la carga: la pelea clave de la sección.'),
        marker('choke-point', 0.75, 0.55, 0, 'Las vallas de obra del metro estrechan la calle justo antes del punto de control. Los defensores que retrocedieron desde los camiones deberían resistir aquí por última vez, entre estas vallas.'),
        marker('high-ground', 0.5, 0.12, 2, 'Una pasarela detrás del cartel gigante domina todo el cruce y es el mejor puesto de los defensores. Recuerda que se puede derribar, así que no te pongas demasiado cómodo.'),
        marker('high-ground', 0.25, 0.25, 1, 'El último nivel de un estacionamiento en la esquina oeste permite a los atacantes batirse con la pasarela del cartel. Gana este intercambio antes de meter la carga en el medio del cruce.'),
        marker('flank-route', 0.3, 0.9, 1, 'Una entrada del metro lleva a un túnel que sale junto a las vallas de obra. Úsalo para ponerte detrás de los defensores que cuidan el punto de control.'),
        marker('flank-route', 0.7, 0.2, 0, 'El segundo piso de una tienda departamental destripada conecta la esquina oeste con la pasarela del cartel. Los divers pueden llegar a los francotiradores desde aquí sin cruzar la calle abierta.'),
        marker('sightline', 0.2, 0.55, 1, 'Mirando por la calle transversal desde la esquina oeste, puedes darles a los defensores cuando vuelven de su base. Frénalos aquí y la pelea en los camiones se vuelve más fácil.'),
        marker('sightline', 0.6, 0.8, 0, 'Una calle transversal del sur da una línea diagonal limpia hacia las vallas de obra. Los atacantes pueden usarla para desgastar la última resistencia antes del punto de control.'),
        marker('hp-large', 0.4, 0.3, 0, 'Botiquín grande detrás de un puesto de periódicos en la esquina norte. Los dos equipos se lo disputan todo el tiempo, así que nunca dejes que un tanque enemigo herido llegue a él sin oposición.'),
        marker('hp-small', 0.15, 0.8, 0, 'Botiquín pequeño junto a la entrada del metro. Los flanqueadores que van al túnel deberían tomarlo primero, porque el siguiente botiquín está del lado de los defensores.'),
        marker('hp-small', 0.82, 0.3, 0, 'Botiquín pequeño cerca de la salida de la tienda departamental. Los defensores que bajan de la pasarela pueden llenarse aquí antes de sumarse a la pelea en los camiones.'),
        marker('destructible', 0.55, 0.25, 1, 'Los soportes del cartel gigante se pueden destruir, haciendo que se desplome y eliminando el puesto de la pasarela.'),
        marker('destructible', 0.35, 0.65, 1, 'Los andamios del lado sur se derrumban bajo el fuego y abren un ángulo nuevo hacia los camiones. Tíralos si los defensores los usan para esconderse.'),
        marker('ultimate-spot', 0.5, 0.45, 2, 'Los dos equipos se encuentran alrededor de los camiones chocados; quien acierte aquí la primera definitiva grande suele ganar el cruce.'),
        marker('ultimate-spot', 0.85, 0.55, 1, 'Los defensores se amontonan en las vallas para frenar la carga justo antes del punto de control: un objetivo perfecto para las definitivas de los atacantes.'),
      ],
      powerPosition: {
        defDescription:
          'Aguanten la pasarela del cartel con sus héroes de distancia y los camiones con sus tanques. La pasarela ve todos los accesos, así que los escoltas tienen que atravesar un fuego cruzado en medio de la intersección.',
        atkDescription:
          'Tomen el estacionamiento y presionen la pasarela hasta que cedan sus soportes o sus defensores. Cuando el terreno elevado esté limpio, empujen juntos la carga entre los camiones.',
      },
      breakout: {
        defDescription:
          'Si los atacantes controlan los camiones, usen el túnel del metro para aparecer junto a las vallas y golpearlos por detrás. La carga se detiene en cuanto se giran para enfrentarlos.',
        atkDescription:
          'Cuando el cruce esté defendido, manden a un diver por la tienda departamental hasta la pasarela mientras los tanques avanzan detrás de los escudos. Usen sus definitivas cuando los defensores bajen a frenar la carga.',
      },
      transformations: [
        { description: 'El cartel gigante sobre el cruce se puede derribar, eliminando su pasarela y dejando un montón de escombros como nueva cobertura.' },
        { description: 'Los andamios del lado sur se derrumban bajo el fuego y abren un ángulo nuevo hacia los camiones chocados.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloca la baliza junto a la entrada del metro, cerca del botiquín pequeño y fuera de la vista de la pasarela.', atMarker(12)),
        utility('rocket-raccoon', 'def', 'Esconde la baliza en la entrada del vestíbulo de oficinas junto a tu base para que los aliados revividos vuelvan rápido a la pelea de las vallas.', atMarker(2)),
        utility('peni-parker', 'def', 'Construye el nido de arañas en el hueco entre los camiones chocados, el único carril que la carga no puede evitar.', atMarker(3)),
        utility('peni-parker', 'both', 'Las minas en lo alto de las escaleras del metro castigan a cualquiera que intente usar el túnel, sea del equipo que sea.', atMarker(7)),
        utility('the-punisher', 'def', 'Monta la torreta en la pasarela del cartel para cubrir todo el cruce, pero muévela rápido si el cartel empieza a caer.', atMarker(5)),
        utility('the-punisher', 'atk', 'Desde lo alto del estacionamiento, la torreta mantiene la pasarela bajo presión.', atMarker(6)),
        utility('doctor-strange', 'atk', 'Un portal desde la avenida hasta el segundo piso de la tienda departamental deja a tus divers junto a la pasarela.', atMarker(8)),
        utility('doctor-strange', 'def', 'Conecta el vestíbulo de oficinas con la pasarela del cartel para que los defensores lleguen al terreno elevado justo después de reaparecer.'),
      ],
    },
    {
      name: 'Library Steps',
      markers: [
        marker('spawn-door', 0.05, 0.2, 1, 'Tras el primer punto de control, los atacantes aparecen en el cruce detrás de la carga. Esperen a todos antes de entrar en la calle de la biblioteca.'),
        marker('spawn-door', 0.95, 0.1, 1, 'Los defensores aparecen en un hotel más allá del segundo punto de control; la caminata es lo bastante larga como para que un mal intercambio aquí duela.'),
        marker('objective', 0.12, 0.6, 1, 'La carga pasa frente a la gran biblioteca justo después del primer punto de control. Mantenla en movimiento mientras los defensores todavía se reagrupan de la pelea del cruce.'),
        marker('objective', 0.9, 0.55, 2, 'El segundo punto de control está bajo la autopista elevada, más allá de la biblioteca. Llegar ahí lleva la pelea a la plaza de la catedral.'),
        marker('choke-point', 0.4, 0.6, 1, 'Dos estatuas de leones de piedra estrechan la calle frente a las escalinatas de la biblioteca. Los defensores pueden aguantar detrás de ellas como si fueran un muro.'),
        marker('choke-point', 0.72, 0.7, 1, 'El paso inferior bajo la autopista elevada comprime la ruta en un pasillo oscuro. Los escoltas deberían limpiarlo con daño de área antes de seguir a la carga.'),
        marker('high-ground', 0.5, 0.2, 2, 'El pórtico con columnas de la biblioteca se alza sobre la calle, y un francotirador aquí arriba ve toda la sección. Las columnas dan cobertura, así que los atacantes tienen que llegar desde dentro del edificio.'),
        marker('high-ground', 0.8, 0.25, 1, 'Las ventanas de la sala de lectura, en el ala este de la biblioteca, permiten a los defensores disparar hacia la entrada del paso inferior. Los atacantes suelen olvidarse de estas ventanas, así que revísalas antes de empujar.'),
        marker('flank-route', 0.3, 0.08, 1, 'Un pasillo por el interior de la biblioteca conecta la entrada oeste con el pórtico y la sala de lectura.'),
        marker('flank-route', 0.6, 0.92, 0, 'Un jardín amurallado detrás de setos altos recorre el lado sur y sale junto al paso inferior. Es la forma más silenciosa de llegar por detrás a los tanques defensores.'),
        marker('sightline', 0.25, 0.45, 1, 'Desde la esquina al oeste de la biblioteca se ve directo hacia las escalinatas del pórtico. Los hitscan atacantes pueden intercambiar con el pórtico desde aquí mientras la carga todavía está lejos.'),
        marker('sightline', 0.65, 0.4, 0, 'El pórtico mira directo por la calle hacia el paso inferior. Los francotiradores defensores que controlan este carril hacen que cada metro de escolta duela.'),
        marker('hp-large', 0.55, 0.35, 0, 'Botiquín grande justo al entrar al pórtico. Tener el pórtico es tener este botiquín, otra razón para que los atacantes tomen el terreno elevado antes de empujar por la calle.'),
        marker('hp-small', 0.2, 0.8, 0, 'Botiquín pequeño junto a los setos al inicio de la sección. Los atacantes pueden curarse aquí fuera de la vista del pórtico mientras esperan al resto del equipo.'),
        marker('hp-small', 0.88, 0.8, 0, 'Botiquín pequeño bajo la autopista elevada junto al punto de control. Los defensores que aguantan el paso inferior pueden pegarse a él y mantenerse llenos durante la disputa final.'),
        marker('ultimate-spot', 0.45, 0.55, 2, 'Los defensores escondidos detrás de las estatuas de leones están apretados, lo que hace del lugar un blanco ideal para las definitivas de área de los atacantes.'),
        marker('ultimate-spot', 0.85, 0.62, 1, 'Los escoltas en el paso inferior no pueden separarse; las definitivas defensivas aquí pueden frenar la carga a un paso del punto de control.'),
      ],
      powerPosition: {
        defDescription:
          'Dejen un francotirador en el pórtico y a sus tanques detrás de las estatuas de leones. Desde el pórtico se ve toda la calle y el paso inferior, así que los escoltas quedan expuestos desde que llegan.',
        atkDescription:
          'Manden a dos héroes por el interior de la biblioteca para tomar el pórtico desde dentro. Cuando caiga, las estatuas de leones dejan de ser un muro seguro para la defensa.',
      },
      breakout: {
        defDescription:
          'Si los atacantes toman el pórtico, cuélense por el jardín amurallado y golpéenlos en la entrada del paso inferior. Hacerlos girar frena la carga antes del punto de control.',
        atkDescription:
          'Cuando las estatuas de leones estén defendidas, manden a sus flanqueadores por el jardín de setos y por el pórtico al mismo tiempo. La defensa no puede cubrir ambos, y la calle se abre.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloca la baliza junto a los setos al lado del botiquín pequeño, escondida del pórtico.', atMarker(13)),
        utility('rocket-raccoon', 'def', 'Esconde la baliza en la entrada del pórtico junto al botiquín grande, donde las columnas protegen a los aliados revividos.', atMarker(12)),
        utility('peni-parker', 'def', 'Construye el nido de arañas entre las estatuas de leones, donde la carga tiene que pasar y los atacantes deben detenerse a destruirlo.', atMarker(4)),
        utility('peni-parker', 'def', 'Las minas en el pasillo interior de la biblioteca frenan a los atacantes que intentan colarse hasta el pórtico.', atMarker(8)),
        utility('the-punisher', 'def', 'Sube en tirolesa al pórtico y dispara la torreta calle abajo hacia el cruce cuando lleguen los escoltas.', atMarker(6)),
        utility('the-punisher', 'both', 'Las ventanas de la sala de lectura son un gran lugar para la torreta para el equipo que controle la biblioteca.', atMarker(7)),
        utility('doctor-strange', 'atk', 'Un portal desde tu base hasta el pasillo interior de la biblioteca sube rápido a tu equipo al pórtico.', atMarker(8)),
        utility('doctor-strange', 'def', 'Conecta la sala de lectura y el jardín de setos para que los defensores pasen al instante entre el terreno elevado y la calle.'),
      ],
    },
    {
      name: 'Cathedral Plaza',
      markers: [
        marker('spawn-door', 0.07, 0.8, 1, 'La última base de los atacantes está bajo la autopista elevada. Agrúpense a su sombra antes de salir, porque la plaza no ofrece ninguna cobertura camino a la carga.'),
        marker('spawn-door', 0.93, 0.12, 1, 'Los defensores aparecen detrás de una puerta lateral de la catedral, a pocos pasos del punto final. Los atacantes deben esperar un goteo constante de defensores que vuelven y dejar a un duelista vigilando esa puerta.'),
        marker('objective', 0.15, 0.65, 1, 'La carga entra a la plaza desde el paso inferior a una explanada abierta sin ninguna cobertura. Lleva un escudo al frente y mantén a la retaguardia detrás de él hasta la reja.'),
        marker('objective', 0.82, 0.4, 2, 'El punto de entrega final está en las puertas de la catedral. Cada metro cuenta, así que nunca dejen sola la carga.'),
        marker('choke-point', 0.45, 0.55, 1, 'Una reja de hierro forjado en medio de la plaza obliga a la carga a pasar por una abertura estrecha. Los defensores que aguantan justo detrás pueden disparar a cada escolta que se cuela.'),
        marker('choke-point', 0.68, 0.45, 1, 'Las escaleras de la catedral son el último cuello de botella, y los defensores de arriba tienen una gran ventaja de altura. Los atacantes deberían flanquear por el jardín lateral en lugar de cargar escaleras arriba.'),
        marker('high-ground', 0.6, 0.12, 2, 'El campanario domina toda la plaza y ve todos los accesos a las puertas. Quien lo tenga controla la pelea final, así que dispútenlo antes de que la carga llegue a la reja.'),
        marker('high-ground', 0.3, 0.3, 1, 'Una cornisa con gárgolas en un viejo mausoleo permite a los atacantes presionar el campanario desde el oeste. Pon ahí a un hitscan temprano para que el francotirador de la torre esté ocupado antes de que llegue la carga.'),
        marker('flank-route', 0.5, 0.9, 1, 'Un túnel de cripta pasa bajo la plaza y sale junto a las escaleras de la catedral. Un flanqueador rápido por aquí puede partir la defensa justo cuando la carga llega a la reja.'),
        marker('flank-route', 0.2, 0.12, 0, 'Una pasarela de balcones de hotel en el lado norte lleva hacia el campanario. Los divers que la toman pueden llegar al francotirador de la torre sin cruzar la plaza abierta.'),
        marker('sightline', 0.35, 0.55, 1, 'El carril de la plaza desde el paso inferior hasta la reja está totalmente abierto, perfecto para los defensores que disparan desde las escaleras.'),
        marker('sightline', 0.75, 0.75, 0, 'Desde el jardín lateral de la catedral puedes disparar a lo largo de la reja desde un ángulo inesperado. Los defensores que lo usan atrapan a los escoltas que tienen los escudos apuntando a las escaleras.'),
        marker('hp-large', 0.6, 0.7, 0, 'Botiquín grande en la entrada de la cripta, lo bastante cerca como para que ambos equipos se lo disputen. Negárselo a la defensa durante el empuje final vale unos segundos de tu tiempo.'),
        marker('hp-small', 0.25, 0.85, 0, 'Botiquín pequeño cerca de la salida del paso inferior. Los atacantes pueden curarse aquí antes de cada empuje, a salvo de la vista del campanario.'),
        marker('hp-small', 0.88, 0.6, 0, 'Botiquín pequeño en el jardín lateral de la catedral. Los defensores que aguantan las escaleras pueden retroceder hasta él sin salir de la pelea alrededor de la carga.'),
        marker('destructible', 0.55, 0.35, 1, 'Los andamios alrededor de un vitral se pueden destruir, dejando expuestos a los defensores que se esconden detrás. Derríbalos temprano para que las escaleras tengan un rincón seguro menos.'),
        marker('ultimate-spot', 0.78, 0.45, 2, 'En tiempo extra, los defensores se amontonan en las escaleras de la catedral alrededor de la carga. Una definitiva para todo el equipo aquí decide la partida.'),
        marker('ultimate-spot', 0.45, 0.45, 1, 'Los escoltas que se cuelan por la reja de hierro van hombro con hombro. Una definitiva defensiva aquí puede frenar en seco el empuje y ganar tiempo para que reaparezcan los tuyos.'),
      ],
      powerPosition: {
        defDescription:
          'Pongan un francotirador en el campanario y a sus tanques en lo alto de las escaleras de la catedral. La torre ve toda la plaza y las escaleras obligan a los atacantes a pelear cuesta arriba y al descubierto.',
        atkDescription:
          'Tomen la cornisa de las gárgolas e intercambien con el campanario hasta vaciarlo. Después empujen juntos por la reja de hierro mientras su retaguardia cubre las escaleras.',
      },
      breakout: {
        defDescription:
          'Si los atacantes llegan a las escaleras, bajen por el túnel de la cripta y salgan detrás de su retaguardia. La carga se detiene en cuanto los escoltas se dan la vuelta.',
        atkDescription:
          'Cuando la reja esté defendida, manden a un diver por la pasarela de balcones del hotel hasta el campanario mientras los tanques empujan. Guarden sus definitivas para cuando los defensores se tiren sobre la carga.',
      },
      transformations: [
        { description: 'Los andamios alrededor de un vitral en la fachada de la catedral se derrumban bajo el fuego, dejando expuesto a cualquiera que se escondiera detrás.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Esconde la baliza cerca de la salida del paso inferior junto al botiquín pequeño; los aliados revividos vuelven fuera de la vista del campanario.', atMarker(13)),
        utility('rocket-raccoon', 'def', 'Coloca la baliza en el jardín lateral junto a la catedral, cerca del punto final.', atCallout('Side Garden')),
        utility('peni-parker', 'def', 'Construye el nido de arañas al pie de las escaleras de la catedral, justo en la ruta de la carga.', atMarker(5)),
        utility('peni-parker', 'def', 'Las minas en la salida del túnel de la cripta atrapan a los flanqueadores antes de que lleguen a las escaleras y avisan a tu equipo de que alguien usa el túnel.'),
        utility('the-punisher', 'def', 'Sube en tirolesa al campanario y dispara la torreta hacia la reja de hierro mientras los escoltas se apretujan en la abertura.', atMarker(6)),
        utility('the-punisher', 'atk', 'Desde la cornisa de las gárgolas, la torreta mantiene ocupados al campanario y a lo alto de las escaleras mientras tus tanques avanzan con la carga.', atCallout('Gargoyle Ledge')),
        utility('doctor-strange', 'atk', 'Un portal desde el paso inferior hasta el túnel de la cripta sube a tu equipo junto a las escaleras de la catedral.', atCallout('Crypt Entrance')),
        utility('doctor-strange', 'both', 'Conecta el campanario y la entrada de la cripta para pasar al instante entre el terreno elevado y la pelea por la carga.'),
      ],
    },
  ],
}
