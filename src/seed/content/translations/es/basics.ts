/** Spanish (es) translation of the English seed file editorial/basics.ts, keyed by the same modes, roles and order. */
import type { BasicsSeed } from '../../types'

export const basics: BasicsSeed = {
  quickstart: {
    overview:
      'Las partidas son peleas 6v6 entre dos equipos de héroes, en tercera persona. Con más de 33 héroes para elegir, cada pick ocupa uno de tres roles, y un buen equipo los cubre todos: alguien que aguante el espacio, alguien que haga daño y alguien que mantenga vivos a todos. Se gana jugando el objetivo, no encabezando la tabla de puntuación. Puedes cambiar de héroe en la base entre vida y vida, así que piensa en tu pick como una respuesta a la pelea actual y no como un compromiso para siempre.',
    roles: [
      {
        role: 'vanguard',
        label: 'Vanguardia = Tanque',
        summary:
          'La primera línea. Las vanguardias tienen mucha vida, escudos o autosostenimiento, y su trabajo es abrir espacio, absorber la presión y llevar al equipo al objetivo.',
      },
      {
        role: 'duelist',
        label: 'Duelista = Daño/DPS',
        summary:
          'Los que hacen daño. Los duelistas consiguen eliminaciones, presionan la retaguardia enemiga y castigan a cualquiera fuera de posición, ya sea de cerca haciendo dive o a distancia haciendo poke.',
      },
      {
        role: 'strategist',
        label: 'Estratega = Apoyo/Sanador',
        summary:
          'El equipo de apoyo. Los estrategas curan, potencian y protegen a sus compañeros, y sus definitivas muchas veces deciden si una pelea de equipo se gana o se pierde.',
      },
    ],
    modes: [
      {
        mode: 'domination',
        summary:
          'Rey de la colina al mejor de tres rondas. Ambos equipos pelean por un solo punto de control, y el primero en llegar al 100 % de captura gana la ronda.',
      },
      {
        mode: 'convoy',
        summary:
          'Un equipo escolta una carga en movimiento a través de varios puntos de control hasta el final de la ruta, mientras el otro intenta detenerla antes de que se acabe el tiempo.',
      },
      {
        mode: 'convergence',
        summary:
          'Un modo híbrido. Los atacantes primero capturan un punto, con el progreso asegurado al 33 %, 66 % y 100 %, y después escoltan una carga hasta la meta.',
      },
    ],
    arcadeModes: [
      {
        name: 'Doom Match',
        summary:
          'Un todos contra todos para 8 a 12 jugadores donde cada uno pelea contra el resto. Gana el primero en llegar a 16 bajas, así que es un gran lugar para practicar puntería y duelos sin preocuparse por el objetivo.',
      },
      {
        name: 'Conquest',
        summary:
          'Duelo a muerte por equipos. Las eliminaciones suman puntos para tu equipo, y gana el primero en llegar a 50 puntos. Sirve para aprender a intercambiar bajas y cuándo agruparse.',
      },
    ],
    howToWin: [
      '**Juega el objetivo.** Estar en el punto o junto a la carga gana partidas; perseguir bajas por todo el mapa, no.',
      '**Agrúpense antes de pelear.** Seis jugadores que llegan juntos le ganan a seis que llegan uno tras otro casi siempre.',
      '**Lleva la cuenta de las definitivas enemigas.** Cuando usen su definitiva grande, toma la pelea; mientras la tengan cargada, juega con paciencia.',
      '**Protege a tus estrategas.** Una retaguardia sana mantiene vivo a todo el equipo, así que date la vuelta y ayuda cuando les hagan dive.',
      '**Usa los team-ups.** Ciertas parejas de héroes desbloquean habilidades extra, así que fíjate qué eligieron tus compañeros y adáptate si es fácil.',
    ],
    howToLose: [
      '**Volver de uno en uno** después de morir, en lugar de esperar unos segundos para reagruparte con el resto del equipo.',
      '**Ignorar el objetivo** porque estás ganando tu propio duelito al otro lado del mapa.',
      '**Jugar con tres duelistas o más** sin nadie dispuesto a curar o a ganar espacio.',
      '**Gastar todas las definitivas en la misma pelea** y llegar a la siguiente sin nada.',
      '**Negarte a cambiar** cuando la composición enemiga claramente hace hard counter a tu héroe.',
    ],
    stagger:
      'Hacer stagger significa volver a la pelea en momentos distintos. Pasa cuando los jugadores mueren uno por uno y luego regresan solos desde la base, encontrándose cada vez con el equipo enemigo completo. Un equipo desordenado así puede perder varias peleas seguidas sin haber peleado nunca seis contra seis. La solución es simple pero exige disciplina: si la mayor parte de tu equipo está muerta, retrocede, espera a que reaparezcan y vuelvan a entrar juntos. Al revés, si el enemigo llega de uno en uno, mantén una posición fuerte y elimina a cada jugador a medida que llega.',
    practice:
      'Empieza en el campo de práctica para aprender cada habilidad y su enfriamiento antes de llevar un héroe a una partida de verdad. Doom Match y Conquest son ideales para calentar la puntería y aprender a ganar duelos sin la presión del objetivo. Elige dos o tres héroes por rol y apréndelos bien en lugar de probar todo el plantel a la vez. Por último, mira la repetición de una partida que perdiste y busca el momento en que tu equipo se separó por primera vez; muchas veces la pelea se perdió ahí, no al final.',
    healthBarColours: [
      { colour: 'Blanco', meaning: 'Tu vida normal y la vida base de los héroes que estás mirando.' },
      { colour: 'Azul', meaning: 'Compañeros: sus barras de vida y los nombres sobre sus cabezas se muestran con el color de tu equipo.' },
      { colour: 'Rojo', meaning: 'Enemigos: las barras de vida y los contornos de los rivales, para que sepas a quién disparar de un vistazo.' },
      { colour: 'Amarillo', meaning: 'Escudos y barreras extra que absorben daño antes de que se toque tu vida normal.' },
      { colour: 'Verde', meaning: 'Sobrevida que dan las habilidades por encima de tu vida máxima; normalmente se desvanece al poco tiempo.' },
      {
        colour: 'Rojo intenso o parpadeante',
        meaning: 'Vida baja. Una barra que queda en un hilo o empieza a parpadear indica que ese héroe está a un golpe de caer, sea un aliado que salvar o un enemigo que rematar.',
      },
    ],
    glossary: [
      { term: 'Peel', definition: 'Volver para proteger a un compañero, normalmente un estratega, de los enemigos que lo están atacando.' },
      { term: 'Dive', definition: 'Un estilo de juego en el que héroes móviles saltan directo sobre la retaguardia enemiga para eliminar objetivos vulnerables.' },
      { term: 'Poke', definition: 'Desgastar a los enemigos desde lejos antes de comprometerse a una pelea completa.' },
      { term: 'Ulti', definition: 'Abreviatura de definitiva: la habilidad más poderosa de un héroe, que se carga haciendo daño, curando y participando en las peleas.' },
      { term: 'CC', definition: 'Control de masas: aturdimientos, empujones, ralentizaciones, atracciones y todo lo que le quite el control al objetivo.' },
      { term: 'Flanquear', definition: 'Tomar una ruta lateral para atacar al enemigo por detrás o por el costado en lugar de hacerlo de frente.' },
      { term: 'Off-angle', definition: 'Una posición alejada de la línea principal de tu equipo, que obliga al enemigo a vigilar dos direcciones a la vez.' },
      { term: 'Punto', definition: 'La zona de captura por la que pelean los equipos en Dominación y en la primera fase de Convergencia.' },
      { term: 'Carga', definition: 'El vehículo que escoltan los atacantes en Convoy y Convergencia. También le dicen el carrito.' },
      { term: 'Tiempo extra', definition: 'Tiempo adicional que se concede cuando el objetivo está en disputa al acabarse el reloj. La partida sigue hasta que termina la disputa.' },
      { term: 'Stagger', definition: 'Jugadores que vuelven a la pelea de uno en uno en lugar de juntos. También se usa como verbo: "están staggeando, empujen ya".' },
      { term: 'Terreno elevado', definition: 'Posiciones altas con líneas de visión amplias. Controlarlas hace que cueste más darte y que sea más fácil curarte.' },
      { term: 'Trade', definition: 'Un intercambio de eliminaciones o recursos. Un buen trade es perder a un jugador para sacar a dos.' },
      { term: 'Focus', definition: 'Todo el equipo atacando al mismo objetivo para que caiga rápido. Se suele pedir como "focus al sanador".' },
      { term: 'Enfriamiento', definition: 'El tiempo de espera antes de poder usar una habilidad otra vez. "Enfriamientos" también se refiere a las habilidades de un héroe en general.' },
      { term: 'Retaguardia', definition: 'Los jugadores que están más lejos de la pelea, normalmente estrategas y duelistas de largo alcance.' },
      { term: 'Primera línea', definition: 'Los jugadores que encabezan la pelea y absorben el daño, normalmente las vanguardias.' },
      { term: 'Team-up', definition: 'Una habilidad o efecto extra que se desbloquea cuando ciertos héroes están en el mismo equipo.' },
      { term: 'Ventaja de reaparición', definition: 'Estar más cerca de tu punto de reaparición que el enemigo del suyo, así tu equipo se reagrupa más rápido tras una pelea.' },
    ],
  },
  modes: [
    {
      mode: 'convoy',
      description:
        'Convoy es una pelea en movimiento. El equipo atacante escolta una carga por una ruta fija, pasando puntos de control que suman tiempo al reloj, mientras los defensores intentan frenarla hasta que se acabe el tiempo. Cada punto de control cambia el terreno, así que las mejores posiciones se mueven a medida que avanza la carga.',
      coreStrategy:
        'Convoy premia a los equipos que piensan una sección por delante. Primero gana la pelea y después mueve la carga; empujar la carga mientras tus compañeros siguen peleando en otro lado solo retrasa lo inevitable. Los defensores quieren pelear desde posiciones a las que la carga todavía no llegó, y los atacantes quieren sacarlos de esas posiciones antes de que llegue el carrito.',
      defending:
        'Toma terreno elevado que domine la ruta y pelea un poco por delante de la carga, para que los atacantes tengan que entrar en tus líneas de visión. Si una pelea sale mal, retrocede a la siguiente posición fuerte en lugar de morir en campo abierto. Tocar la carga impide que avance, así que incluso un solo defensor sobre el carrito gana segundos valiosos.',
      attacking:
        'Saca a los defensores de su terreno elevado antes de que la carga llegue ahí. Mantén siempre al menos a un jugador tocando la carga y suma más escoltas cuando sea seguro, porque con más escoltas la carga avanza más rápido. Planea tus definitivas para los cuellos de botella justo antes de los puntos de control.',
      recommendedDefenders: ['magneto', 'the-punisher', 'luna-snow'],
      recommendedAttackers: ['doctor-strange', 'star-lord', 'rocket-raccoon'],
      mechanics:
        'La carga solo avanza mientras haya atacantes junto a ella y ningún defensor la dispute. Va más rápido con más escoltas, hasta tres; un cuarto compañero no suma nada. Llegar a un punto de control añade tiempo al reloj. Si el tiempo se acaba mientras los atacantes siguen disputando la carga, la partida entra en tiempo extra y sigue hasta que la carga queda sola.',
    },
    {
      mode: 'convergence',
      description:
        'Convergencia son dos modos en uno. Los atacantes primero capturan un punto de control y después escoltan una carga desde ese punto hasta el final de la ruta. Los defensores tienen que aguantar el punto todo lo posible y luego frenar la carga igual que en Convoy.',
      coreStrategy:
        'La fase de captura consiste en ganar peleas limpias en el punto y asegurar progreso en cada umbral. Cuando se desbloquea la carga, la pelea se convierte en un empuje de Convoy, así que piensa qué héroes funcionan en las dos mitades. Es común que los equipos cambien de héroes entre fases.',
      defending:
        'Pelea sobre el punto o justo delante de él y nunca lo dejes vacío, porque el progreso se asegura al 33 %, 66 % y 100 %. Frenar la captura antes de que se asegure un tramo vale más que frenarla justo después. Si cae el punto, reagrúpate en la primera posición fuerte de la ruta de la carga en vez de perseguir una pelea perdida.',
      attacking:
        'Primero gana la pelea y después párate en el punto. Empuja fuerte para llegar al siguiente tramo de captura, ya que el progreso que pasa cada umbral queda asegurado aunque pierdas la pelea siguiente. Cuando la carga empiece a moverse, mantén hasta tres escoltas sobre ella y lleva la pelea por delante del carrito.',
      recommendedDefenders: ['peni-parker', 'hela', 'mantis'],
      recommendedAttackers: ['thor', 'magik', 'cloak-dagger'],
      mechanics:
        'El progreso de captura se asegura al 33 %, 66 % y 100 %, y lo que pasa de cada tramo se conserva aunque saquen a los atacantes del punto. Tras capturar el punto llega la fase de la carga, con las mismas reglas de escolta que en Convoy: acelera con hasta tres escoltas y se detiene cuando un defensor la disputa. El tiempo extra se activa siempre que el objetivo esté en disputa cuando se acaba el tiempo.',
    },
    {
      mode: 'domination',
      description:
        'Dominación es un modo de rey de la colina que se juega al mejor de tres rondas. Ambos equipos pelean por el mismo punto de control, y el progreso de captura sube mientras solo un equipo esté sobre él. El primer equipo en llegar al 100 % de captura gana la ronda.',
      coreStrategy:
        'Controlar el punto temprano da ventaja, pero la verdadera habilidad está en saber cuándo pelear por él y cuándo reagruparse. Como el punto está en el centro del mapa, los dos equipos tardan lo mismo en llegar, así que perder una pelea significa una espera corta y no perder la ronda, salvo que el otro equipo esté cerca del 100 %.',
      defending:
        'Cuando tu equipo controle el punto, aguanta en posiciones alrededor en vez de pararte en el medio, y castiga a cualquiera que lo pise. Mantén siempre al menos a un jugador capaz de disputarlo. Cuando el enemigo tenga lista una definitiva grande, sepárense para que no los atrape a todos.',
      attacking:
        'Recuperar un punto significa romper a un equipo atrincherado. Agrúpense, esperen a todo el equipo y entren por más de un ángulo a la vez. Usen control de masas y definitivas de negación de zona para sacar del punto a quienes lo tienen, y después písenlo juntos.',
      recommendedDefenders: ['groot', 'squirrel-girl', 'invisible-woman'],
      recommendedAttackers: ['hulk', 'spider-man', 'jeff-the-land-shark'],
      mechanics:
        'Las partidas son al mejor de tres rondas, y cada una la gana el primer equipo en llegar al 100 % de captura. El progreso solo sube cuando el punto se controla sin disputa; si ambos equipos están sobre él, nadie avanza. Cuando el equipo que va ganando está por terminar pero el punto está en disputa, la ronda entra en tiempo extra y solo termina cuando un bando saca al otro.',
    },
  ],
  roles: [
    {
      role: 'vanguard',
      overview:
        'Las vanguardias son los tanques. Tienen mucha más vida que los demás héroes, y la mayoría suma un escudo, reducción de daño o una buena autocuración. Su trabajo es abrir espacio: dar el paso adelante para que el resto del equipo lo siga, acaparar la atención de los duelistas enemigos y decidir dónde se da cada pelea. La mayoría de los equipos juega con una o dos vanguardias, y una vanguardia con confianza suele marcar la diferencia entre un equipo que espera y uno que toma el objetivo.',
      subtypes: [
        {
          name: 'Vanguardia principal',
          paragraph:
            'Las vanguardias principales sostienen la primera línea. Van primero, bloquean daño para el equipo con escudos o reservas enormes de vida y se quedan frente al objetivo toda la pelea. Rara vez buscan bajas por su cuenta; su valor se mide en cuánto daño no recibió el resto del equipo.',
          exampleHeroes: ['doctor-strange', 'magneto', 'groot', 'emma-frost'],
          traits: [
            'Barreras o muros grandes que protegen a todo el equipo',
            'Muchísima vida y resistencia constante en peleas largas',
            'Más lentas y menos móviles, así que el posicionamiento importa más que los reflejos',
            'Fuertes para aguantar cuellos de botella y objetivos',
          ],
        },
        {
          name: 'Vanguardia secundaria',
          paragraph:
            'Las vanguardias secundarias son tanques agresivos. Se lanzan sobre el enemigo, desarman la retaguardia y crean caos que la vanguardia principal y los duelistas pueden aprovechar. Cambian parte de la protección del equipo por movilidad, control de masas y la capacidad de sobrevivir en lo profundo del territorio enemigo.',
          exampleHeroes: ['venom', 'thor', 'hulk', 'the-thing'],
          traits: [
            'Mucha movilidad para entrar y salir',
            'Control de masas como aturdimientos, atracciones o empujones',
            'Escudos personales o reducción de daño en lugar de barreras para todo el equipo',
            'Excelentes para hacer peel a los estrategas bajo presión',
          ],
        },
      ],
    },
    {
      role: 'strategist',
      overview:
        'Los estrategas son los sanadores y apoyos. Mantienen vivo al equipo, aumentan el daño o la velocidad y muchas veces tienen las definitivas que más cambian una partida. Para un estratega, el posicionamiento lo es todo: lo bastante cerca para curar, lo bastante lejos para sobrevivir y siempre al alcance de un compañero que pueda protegerte. La mayoría de los equipos juega con dos estrategas, normalmente uno centrado en curar y otro que mezcla curación con utilidad o daño.',
      subtypes: [
        {
          name: 'Estratega sanador',
          paragraph:
            'Los estrategas sanadores son la columna vertebral del sostén. Son los que más curan, mantienen en pie a las vanguardias en peleas largas y salvan a los compañeros que están por caer. Suelen ser el primer objetivo de los divers enemigos, así que la atención y las herramientas de escape importan tanto como los números de curación.',
          exampleHeroes: ['luna-snow', 'mantis', 'invisible-woman', 'jeff-the-land-shark'],
          traits: [
            'La mayor curación sostenida',
            'Definitivas que curan o salvan a todo el equipo en peleas grandes',
            'Necesitan protección contra los héroes de dive',
            'Premian estar siempre atento a las barras de vida de los compañeros',
          ],
        },
        {
          name: 'Estrategas híbridos',
          paragraph:
            'Los estrategas híbridos reparten su tiempo entre curar y todo lo demás: daño, escudos, mejoras o trucos que cambian una pelea. Brillan junto a un sanador dedicado, cubriendo huecos mientras suman una presión que el enemigo tiene que respetar.',
          exampleHeroes: ['loki', 'adam-warlock', 'ultron', 'cloak-dagger'],
          traits: [
            'Daño o utilidad útiles además de su curación',
            'Suelen aportar resurrecciones, mejoras o debilitamientos',
            'Menos curación pura que los sanadores dedicados',
            'Lo bastante flexibles para adaptarse a muchas composiciones',
          ],
        },
      ],
    },
    {
      role: 'duelist',
      overview:
        'Los duelistas son los que hacen daño, el rol más grande del plantel. Su trabajo es conseguir eliminaciones, presionar al enemigo y castigar errores. La mayoría de los equipos juega con dos duelistas, y los mejores juegan alrededor de sus vanguardias: aprovechan el espacio que crean sus tanques y eligen objetivos que abren la pelea para todos.',
      subtypes: [
        {
          name: 'Duelistas de dive',
          paragraph:
            'Los duelistas de dive usan su movilidad para saltar directo sobre objetivos vulnerables, normalmente estrategas y duelistas de largo alcance, y escapar antes de que el enemigo reaccione. Viven del timing y la coordinación, y son más fuertes cuando hacen dive junto a una vanguardia.',
          exampleHeroes: ['spider-man', 'psylocke', 'black-panther', 'magik'],
          traits: [
            'Muchísima movilidad y herramientas de escape',
            'Daño explosivo que elimina rápido a los objetivos frágiles',
            'Vulnerables al control de masas y al focus',
            'Mejores cuando se coordinan con una vanguardia secundaria',
          ],
        },
        {
          name: 'Duelistas de poke',
          paragraph:
            'Los duelistas de poke hacen daño constante a distancia. Controlan líneas de visión, desgastan al enemigo antes de que empiece la pelea y rematan a cualquiera que se asome. Con buen posicionamiento y terreno elevado se vuelven una amenaza constante que el enemigo no puede ignorar.',
          exampleHeroes: ['hawkeye', 'the-punisher', 'hela', 'black-widow'],
          traits: [
            'Daño sostenido o de largo alcance fuerte',
            'Dependen del terreno elevado y las líneas de visión',
            'Pocas opciones de escape cuando les hacen dive',
            'Ideales para controlar el espacio antes de que empiecen las peleas',
          ],
        },
      ],
    },
  ],
}
