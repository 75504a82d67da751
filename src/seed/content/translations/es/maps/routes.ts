/** Spanish (es) translation of the English seed file maps/routes.ts, keyed by map slug, then English section name (routes in the same order, same kinds and shapes). */
import type { RouteAnchor, RouteShape } from '../../../../route-shapes'
import type { RouteSeed } from '../../../maps/routes'

const lane: RouteShape = { lane: [0.04, 0.96] }
const flank = (...through: RouteAnchor[]): RouteShape => ({ through, offLane: true })
const walk = (...through: RouteAnchor[]): RouteShape => ({ through })

export const sectionRoutes: Record<string, Record<string, RouteSeed[]>> = {
  'royal-palace': {
    'Golden Courtyard': [
      { name: 'Flanqueo por el techo de la galería', kind: 'flank', description: 'Desde la puerta oeste, rodeando por el lado sur hasta el Techo de la galería, fuera del camino procesional.', shape: flank('west', { pad: 2 }) },
      { name: 'Repliegue a la puerta este', kind: 'escape', description: 'Desde la fuente hacia el este, por el lado norte de los edificios, hasta la puerta este.', shape: walk('objective', 'east') },
    ],
    'Throne Room': [
      { name: 'Flanqueo por el tesoro', kind: 'flank', description: 'Desde las puertas oeste hasta la Cornisa del tesoro sin cruzar la alfombra larga.', shape: flank('west', { pad: 3 }) },
      { name: 'De la cornisa al rellano', kind: 'rotation', description: 'Entre la Cornisa del tesoro y el Rellano este, las dos plataformas elevadas del lado este.', shape: walk({ pad: 3 }, { pad: 1 }) },
    ],
    'Starlit Observatory': [
      { name: 'Flanqueo por el final del puente', kind: 'flank', description: 'Desde la base oeste, rodeando hasta la plataforma del Final del puente, lejos del planetario.', shape: flank('west', { pad: 2 }) },
      { name: 'Retirada por la torre', kind: 'escape', description: 'Desde el planetario de vuelta, pasando la torre del telescopio, hasta la base este.', shape: walk('objective', 'east') },
    ],
  },
  'yggdrasill-path': {
    'Rainbow Gate': [
      { name: 'Ruta del arcoíris', kind: 'payload-path', description: 'El camino pintado que sigue la carga desde la base oeste hasta la salida este.', shape: lane },
      { name: 'Flanqueo por el risco norte', kind: 'flank', description: 'Desde la base oeste subiendo al Risco norte, lejos del camino.', shape: flank('west', { pad: 3 }) },
    ],
    'Rune Stone Garden': [
      { name: 'Recorrido del jardín', kind: 'payload-path', description: 'El recorrido pintado que sigue la carga a través del jardín.', shape: lane },
      { name: 'Flanqueo por la gruta', kind: 'flank', description: 'Desde la base oeste, por los huecos del sur, hasta la Salida de la gruta.', shape: flank('west', { pad: 3 }) },
    ],
    'Root Bridge': [
      { name: 'Cruce del puente', kind: 'payload-path', description: 'El carril pintado que sigue la carga sobre el puente de raíz.', shape: lane },
      { name: 'Flanqueo por la cornisa inferior', kind: 'flank', description: 'Desde la Cornisa oeste hasta la Cornisa inferior, al sur del carril del puente.', shape: flank({ pad: 2 }, { pad: 0 }) },
    ],
    'Heartwood Hall': [
      { name: 'Recorrido del duramen', kind: 'payload-path', description: 'El carril pintado que sigue la carga a través de la sala.', shape: lane },
      { name: 'Flanqueo por el canal de savia', kind: 'flank', description: 'Desde la Boca del túnel bajando hasta el Canal de savia, fuera del carril de la carga.', shape: flank({ pad: 2 }, { pad: 3 }) },
    ],
  },
  'shin-shibuya': {
    'Scramble Crossing': [
      { name: 'Ruta de la carga por el cruce', kind: 'payload-path', description: 'La ruta pintada que atraviesa el cruce de oeste a este.', shape: lane },
      { name: 'Flanqueo por el paso elevado', kind: 'flank', description: 'Desde el anillo, rodeando los bloques del sur, hasta las Escaleras del paso elevado.', shape: flank('objective', { pad: 3 }) },
    ],
    'Neon Arcade': [
      { name: 'Ruta de la carga por la galería', kind: 'payload-path', description: 'La ruta pintada a través de la galería, de oeste a este.', shape: lane },
      { name: 'Rotación por el balcón', kind: 'rotation', description: 'Desde la base oeste subiendo al Balcón de la galería y de ahí hasta el anillo.', shape: walk('west', { pad: 1 }, 'objective') },
    ],
    'Skyrail Underpass': [
      { name: 'Ruta de la carga bajo las vías', kind: 'payload-path', description: 'La ruta pintada bajo el tren elevado, de oeste a este.', shape: lane },
      { name: 'Flanqueo por la boca del túnel', kind: 'flank', description: 'Desde la base oeste, por el lado sur, hasta la plataforma de la Boca del túnel.', shape: flank('west', { pad: 3 }) },
    ],
    'Shrine Terminus': [
      { name: 'Ruta final de la carga', kind: 'payload-path', description: 'La ruta pintada hasta el santuario, de oeste a este.', shape: lane },
      { name: 'Flanqueo por el techo de la pagoda', kind: 'flank', description: 'Desde el Jardín sur, cruzando la ruta y subiendo por el lado oeste de los bloques, hasta el Techo de la pagoda.', shape: flank({ pad: 2 }, { pad: 1 }) },
    ],
  },
  midtown: {
    'Crimson Avenue': [
      { name: 'Ruta de la carga por la avenida', kind: 'payload-path', description: 'La avenida pintada que sigue la carga desde la Marquesina del hotel hacia el este.', shape: lane },
      { name: 'Flanqueo por la marquesina', kind: 'flank', description: 'Desde la Marquesina del hotel, por el terreno abierto al sur de la avenida, hasta el círculo.', shape: flank({ pad: 2 }, 'objective') },
    ],
    'Billboard Junction': [
      { name: 'Ruta de la carga por el cruce', kind: 'payload-path', description: 'El carril pintado que sigue la carga a través del cruce.', shape: lane },
      { name: 'Flanqueo por la zona de vallas', kind: 'flank', description: 'Desde la base oeste, por los bloques del sur, hasta la Zona de vallas.', shape: flank('west', { pad: 3 }) },
    ],
    'Library Steps': [
      { name: 'Ruta de la carga por la biblioteca', kind: 'payload-path', description: 'El carril pintado que sigue la carga frente a la biblioteca.', shape: lane },
      { name: 'Flanqueo por los escalones sur', kind: 'flank', description: 'Desde la base oeste hasta los Escalones sur, fuera del carril de la carga.', shape: flank('west', { pad: 2 }) },
    ],
    'Cathedral Plaza': [
      { name: 'Ruta de la carga por la plaza', kind: 'payload-path', description: 'El carril pintado que sigue la carga a través de la plaza.', shape: lane },
      { name: 'Flanqueo por las gárgolas', kind: 'flank', description: 'Desde la base oeste subiendo a la Cornisa de las gárgolas, al norte del carril.', shape: flank('west', { pad: 1 }) },
    ],
  },
}
