/** Spanish (es) translation of the five newest entries of the English seed file editorial/news.ts, keyed by publishedAt (newest first). */
import type { NewsSeed } from '../../types'

export const news: NewsSeed[] = [
  {
    title: 'Consejos de la comunidad y notas de balance: cinco hábitos para tu próximo empujón en clasificatoria',
    publishedAt: '2026-10-30T16:45:00Z',
    body: [
      {
        p: 'Cada pocos meses repasamos la bandeja de comentarios y sacamos las preguntas que se repiten. Esta vez el tema estaba claro: muchos de ustedes tienen buena mecánica pero siguen perdiendo partidas ajustadas. Así que aquí va una lista corta de hábitos que nos hicieron ganar más peleas que cualquier ejercicio de puntería.',
      },
      {
        ol: [
          '**Cuenta las definitivas enemigas que ya viste.** Si su gran definitiva para ganar peleas se usó hace treinta segundos, esa es tu ventana para tomar espacio.',
          '**Vayan juntos a la pelea.** Llegar de uno en uno es la forma más común de perder una pelea de equipo que en realidad nunca empezó.',
          '**Di tus enfriamientos en voz alta.** Un rápido "sin escudo" o "no tengo escape" ayuda a tus estrategas a decidir a quién salvar.',
          '**Elige un off-angle por sección de mapa y apréndelo bien.** Nuestros [mapas interactivos](/es/maps) marcan los que más nos gustan.',
          '**Cambia cuando el plan deje de funcionar, no después de perder tres rondas.** Cambiar de héroe es una herramienta, no una forma de admitir la derrota.',
        ],
      },
      {
        p: 'Una observación rápida de balance sacada de nuestras propias partidas, con la advertencia de siempre de que nuestra muestra es pequeña: **dos sanadores dedicados siguen sintiéndose lo más seguro**, los duelistas de dive castigan más que nunca a un estratega solo, y cambiar de vanguardia suele arreglar una pelea perdida más rápido que cambiar de duelista. Cada página de héroe muestra counters y sinergias si quieres comprobarlo por tu cuenta.',
      },
      {
        p: 'Nada de esto es glamuroso, pero se acumula. Si quieres el vocabulario detrás de la mitad de estos consejos, el glosario al final de [la guía básica](/es/basics) lo cubre. Mucha suerte ahí afuera, y sigan mandando sugerencias.',
      },
    ],
  },
  {
    title: 'Novedades del sitio: comparte cualquier punto de los mapas interactivos',
    publishedAt: '2026-06-18T14:00:00Z',
    body: [
      {
        p: 'Esto estaba en nuestra lista de deseos desde la semana del lanzamiento: **los mapas interactivos ahora tienen enlaces para compartir**. Abre cualquier sección de un mapa, haz clic en el marcador que te interese y copia el enlace. Quien lo abra llegará al mismo mapa, la misma sección y el mismo marcador, con la descripción ya visible.',
      },
      {
        p: 'Junto con eso llegaron algunas mejoras pequeñas:',
      },
      {
        ul: [
          'La leyenda y la navegación lateral en pantalla completa ahora recuerdan si las dejaste abiertas o plegadas.',
          'Las imágenes de los marcadores abren más rápido gracias a una mejor caché en las visitas repetidas.',
          'Los nombres de sección en la cabecera del mapa ahora coinciden con la barra de direcciones, así tus marcadores quedan ordenados.',
        ],
      },
      {
        p: 'Lo hicimos sobre todo para los capitanes de equipo que explican estrategias por chat de voz, así que cuéntennos cómo les funciona a su grupo. Entra a [la guía de mapas](/es/maps) y pruébalo, y usa la bombilla de la parte superior de cualquier página si algo se ve raro.',
      },
    ],
  },
  {
    title: 'Temporada 5.5: Rogue se suma a las vanguardias',
    publishedAt: '2025-12-19T17:00:00Z',
    body: [
      {
        p: 'La actualización de mitad de temporada trae a **[Rogue](/es/heroes/rogue)** al juego como vanguardia. Está hecha para intercambiar golpes de cerca, y las primeras partidas sugieren que premia a quienes se quedan en medio de la pelea en lugar de sostener una línea de escudo.',
      },
      {
        p: 'También encaja directamente en **Explosive Entanglement**, el team-up liderado por [Gambit](/es/heroes/gambit) que llegó la temporada pasada junto a [Magneto](/es/heroes/magneto). Tener a los tres en un mismo equipo es mucho pedir, pero incluso Gambit con Rogue vale la pena probarlo en partidas casuales.',
      },
      {
        p: 'Con Rogue, el plantel ya creció bastante más allá del de lanzamiento. Su página de héroe ya está disponible, y seguiremos ampliando sus enfrentamientos a medida que la comunidad la vaya descifrando.',
      },
    ],
  },
  {
    title: 'Temporada 5: Gambit reparte las cartas y se renuevan los team-ups',
    publishedAt: '2025-11-14T17:30:00Z',
    body: [
      {
        p: 'La Temporada 5 suma a **[Gambit](/es/heroes/gambit)** a los estrategas. Está a medio camino entre sanador y amenaza de daño, lo que lo convierte en un compañero natural para un sanador principal que prefiere quedarse atrás.',
      },
      {
        p: 'La lista de team-ups tuvo una de sus rotaciones más grandes esta temporada:',
      },
      {
        ul: [
          '**Nuevos:** Explosive Entanglement (Gambit con Magneto y Rogue) y Sword of Duality (Cloak & Dagger con Hawkeye y Psylocke).',
          '**Retirados:** Lunar Force (Cloak & Dagger con Moon Knight) y Operation: Microchip (The Punisher con Black Widow) terminaron ambos con la Temporada 4.5.',
        ],
      },
      {
        p: 'Si tu dúo de siempre se basaba en uno de los team-ups retirados, vale la pena volver a la página de [Cloak & Dagger](/es/heroes/cloak-dagger) para ver ideas de nuevas parejas. Todo está actualizado en las guías de héroes.',
      },
    ],
  },
  {
    title: 'Temporada 4.5: Daredevil trae presión a corta distancia',
    publishedAt: '2025-10-10T16:15:00Z',
    body: [
      {
        p: '**[Daredevil](/es/heroes/daredevil)** se une a los duelistas en esta mitad de temporada. Rinde mejor en espacios cerrados con líneas de visión cortas, así que los mapas con muchas esquinas y escaleras le sientan mucho mejor que las calles abiertas de convoy.',
      },
      {
        p: 'Llega con un team-up nuevo, **Bestial Hunt**, junto a [The Punisher](/es/heroes/the-punisher). Junta a un peleador de corta distancia con un ancla de daño constante, y los dos cubren muy bien las distancias débiles del otro.',
      },
      {
        p: 'Aviso para quienes juegan en dúo: Lunar Force y Operation: Microchip figuran solo hasta la Temporada 4.5, así que disfrútenlos mientras duren.',
      },
    ],
  },
]
