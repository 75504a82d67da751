import type { RouteAnchor, RouteShape } from '../../../../route-shapes'
import type { RouteSeed } from '../../../maps/routes'

/**
 * Brazilian Portuguese translation of the English seed's routes (../../../maps/routes.ts), keyed by map slug, section
 * name and route name (names, kinds and shapes as in the English, callout names too; descriptions translated).
 */

const lane: RouteShape = { lane: [0.04, 0.96] }
const flank = (...through: RouteAnchor[]): RouteShape => ({ through, offLane: true })
const walk = (...through: RouteAnchor[]): RouteShape => ({ through })

export const sectionRoutes: Record<string, Record<string, RouteSeed[]>> = {
  'royal-palace': {
    'Golden Courtyard': [
      { name: 'Gallery Roof Flank', kind: 'flank', description: 'Do portão oeste, contornando pelo lado sul até o Gallery Roof, fora do caminho processional.', shape: flank('west', { pad: 2 }) },
      { name: 'East Gate Fallback', kind: 'escape', description: 'Da fonte para o leste, pelo lado norte dos prédios, até o portão leste.', shape: walk('objective', 'east') },
    ],
    'Throne Room': [
      { name: 'Treasury Flank', kind: 'flank', description: 'Das portas oeste até o Treasury Ledge sem atravessar o tapete comprido.', shape: flank('west', { pad: 3 }) },
      { name: 'Ledge to Landing', kind: 'rotation', description: 'Entre o Treasury Ledge e o East Landing, as duas plataformas elevadas do lado leste.', shape: walk({ pad: 3 }, { pad: 1 }) },
    ],
    'Starlit Observatory': [
      { name: 'Bridge End Flank', kind: 'flank', description: 'Do spawn oeste, dando a volta até a plataforma Bridge End, longe do planetário.', shape: flank('west', { pad: 2 }) },
      { name: 'Tower Retreat', kind: 'escape', description: 'Do planetário de volta, passando pela torre do telescópio, até o spawn leste.', shape: walk('objective', 'east') },
    ],
  },
  'yggdrasill-path': {
    'Rainbow Gate': [
      { name: 'Rainbow Road', kind: 'payload-path', description: 'A estrada pintada que a carga segue do spawn oeste até a saída leste.', shape: lane },
      { name: 'North Bluff Flank', kind: 'flank', description: 'Do spawn oeste subindo até o North Bluff, longe da estrada.', shape: flank('west', { pad: 3 }) },
    ],
    'Rune Stone Garden': [
      { name: 'Garden Track', kind: 'payload-path', description: 'A trilha pintada que a carga segue pelo jardim.', shape: lane },
      { name: 'Grotto Flank', kind: 'flank', description: 'Do spawn oeste pelos vãos do sul até o Grotto Exit.', shape: flank('west', { pad: 3 }) },
    ],
    'Root Bridge': [
      { name: 'Bridge Run', kind: 'payload-path', description: 'A faixa pintada que a carga segue sobre a ponte de raiz.', shape: lane },
      { name: 'Lower Ledge Flank', kind: 'flank', description: 'Do West Ledge até o Lower Ledge, ao sul da faixa da ponte.', shape: flank({ pad: 2 }, { pad: 0 }) },
    ],
    'Heartwood Hall': [
      { name: 'Heartwood Track', kind: 'payload-path', description: 'A faixa pintada que a carga segue pelo salão.', shape: lane },
      { name: 'Sap Channel Flank', kind: 'flank', description: 'Do Tunnel Mouth descendo até o Sap Channel, fora da faixa da carga.', shape: flank({ pad: 2 }, { pad: 3 }) },
    ],
  },
  'shin-shibuya': {
    'Scramble Crossing': [
      { name: 'Crossing Payload Route', kind: 'payload-path', description: 'A rota pintada que atravessa o cruzamento, de oeste para leste.', shape: lane },
      { name: 'Overpass Flank', kind: 'flank', description: 'Do anel, contornando os blocos do sul, até o Overpass Stairs.', shape: flank('objective', { pad: 3 }) },
    ],
    'Neon Arcade': [
      { name: 'Arcade Payload Route', kind: 'payload-path', description: 'A rota pintada pela galeria, de oeste para leste.', shape: lane },
      { name: 'Balcony Rotation', kind: 'rotation', description: 'Do spawn oeste subindo até o Arcade Balcony e seguindo até o anel.', shape: walk('west', { pad: 1 }, 'objective') },
    ],
    'Skyrail Underpass': [
      { name: 'Underpass Payload Route', kind: 'payload-path', description: 'A rota pintada por baixo do trilho suspenso, de oeste para leste.', shape: lane },
      { name: 'Tunnel Mouth Flank', kind: 'flank', description: 'Do spawn oeste pelo lado sul até a plataforma Tunnel Mouth.', shape: flank('west', { pad: 3 }) },
    ],
    'Shrine Terminus': [
      { name: 'Terminus Payload Route', kind: 'payload-path', description: 'A rota pintada até o santuário, de oeste para leste.', shape: lane },
      { name: 'Pagoda Roof Flank', kind: 'flank', description: 'Do South Garden, atravessando a rota e subindo pelo lado oeste dos blocos, até o Pagoda Roof.', shape: flank({ pad: 2 }, { pad: 1 }) },
    ],
  },
  midtown: {
    'Crimson Avenue': [
      { name: 'Avenue Payload Route', kind: 'payload-path', description: 'A avenida pintada que a carga segue do Hotel Marquee para o leste.', shape: lane },
      { name: 'Marquee Flank', kind: 'flank', description: 'Do Hotel Marquee, pelo terreno aberto ao sul da avenida, até o círculo.', shape: flank({ pad: 2 }, 'objective') },
    ],
    'Billboard Junction': [
      { name: 'Junction Payload Route', kind: 'payload-path', description: 'A faixa pintada que a carga segue pelo entroncamento.', shape: lane },
      { name: 'Barrier Yard Flank', kind: 'flank', description: 'Do spawn oeste pelos blocos do sul até o Barrier Yard.', shape: flank('west', { pad: 3 }) },
    ],
    'Library Steps': [
      { name: 'Library Payload Route', kind: 'payload-path', description: 'A faixa pintada que a carga segue passando pela biblioteca.', shape: lane },
      { name: 'South Steps Flank', kind: 'flank', description: 'Do spawn oeste até o South Steps, fora da faixa da carga.', shape: flank('west', { pad: 2 }) },
    ],
    'Cathedral Plaza': [
      { name: 'Plaza Payload Route', kind: 'payload-path', description: 'A faixa pintada que a carga segue pela praça.', shape: lane },
      { name: 'Gargoyle Flank', kind: 'flank', description: 'Do spawn oeste subindo até o Gargoyle Ledge, ao norte da faixa.', shape: flank('west', { pad: 1 }) },
    ],
  },
}
