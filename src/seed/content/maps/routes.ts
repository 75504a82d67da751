import type { RouteKind } from '@/maps/routes'

import type { RouteAnchor, RouteShape } from '../../route-shapes'

/**
 * Routes of the four written maps: names of the guide's own for ways the section plans really draw
 * (src/seed/images.ts sectionLayout). A payload path follows the painted lane; the others walk the open ground
 * between the buildings (src/seed/route-shapes.ts), to places the section's callouts name.
 */
export type RouteSeed = { name: string; kind: RouteKind; description: string; shape: RouteShape }

const lane: RouteShape = { lane: [0.04, 0.96] }
const flank = (...through: RouteAnchor[]): RouteShape => ({ through, offLane: true })
const walk = (...through: RouteAnchor[]): RouteShape => ({ through })

export const sectionRoutes: Record<string, Record<string, RouteSeed[]>> = {
  'royal-palace': {
    'Golden Courtyard': [
      { name: 'Gallery Roof Flank', kind: 'flank', description: 'From the west gate round the south side to the Gallery Roof, off the processional.', shape: flank('west', { pad: 2 }) },
      { name: 'East Gate Fallback', kind: 'escape', description: 'From the fountain east along the north side of the buildings to the east gate.', shape: walk('objective', 'east') },
    ],
    'Throne Room': [
      { name: 'Treasury Flank', kind: 'flank', description: 'From the west doors to the Treasury Ledge without crossing the long carpet.', shape: flank('west', { pad: 3 }) },
      { name: 'Ledge to Landing', kind: 'rotation', description: 'Between the Treasury Ledge and the East Landing, the two high-ground pads on the east side.', shape: walk({ pad: 3 }, { pad: 1 }) },
    ],
    'Starlit Observatory': [
      { name: 'Bridge End Flank', kind: 'flank', description: 'From the west spawn round to the Bridge End pad, away from the orrery.', shape: flank('west', { pad: 2 }) },
      { name: 'Tower Retreat', kind: 'escape', description: 'From the orrery back past the telescope tower to the east spawn.', shape: walk('objective', 'east') },
    ],
  },
  'yggdrasill-path': {
    'Rainbow Gate': [
      { name: 'Rainbow Road', kind: 'payload-path', description: 'The painted road the payload follows from the west spawn to the east exit.', shape: lane },
      { name: 'North Bluff Flank', kind: 'flank', description: 'From the west spawn up to the North Bluff, clear of the road.', shape: flank('west', { pad: 3 }) },
    ],
    'Rune Stone Garden': [
      { name: 'Garden Track', kind: 'payload-path', description: 'The painted track the payload follows through the garden.', shape: lane },
      { name: 'Grotto Flank', kind: 'flank', description: 'From the west spawn through the southern gaps to the Grotto Exit.', shape: flank('west', { pad: 3 }) },
    ],
    'Root Bridge': [
      { name: 'Bridge Run', kind: 'payload-path', description: 'The painted lane the payload follows over the root bridge.', shape: lane },
      { name: 'Lower Ledge Flank', kind: 'flank', description: 'From the West Ledge to the Lower Ledge, south of the bridge lane.', shape: flank({ pad: 2 }, { pad: 0 }) },
    ],
    'Heartwood Hall': [
      { name: 'Heartwood Track', kind: 'payload-path', description: 'The painted lane the payload follows through the hall.', shape: lane },
      { name: 'Sap Channel Flank', kind: 'flank', description: 'From the Tunnel Mouth down to the Sap Channel, off the payload’s lane.', shape: flank({ pad: 2 }, { pad: 3 }) },
    ],
  },
  'shin-shibuya': {
    'Scramble Crossing': [
      { name: 'Crossing Payload Route', kind: 'payload-path', description: 'The painted route across the crossing, west to east.', shape: lane },
      { name: 'Overpass Flank', kind: 'flank', description: 'From the ring round the south blocks to the Overpass Stairs.', shape: flank('objective', { pad: 3 }) },
    ],
    'Neon Arcade': [
      { name: 'Arcade Payload Route', kind: 'payload-path', description: 'The painted route through the arcade, west to east.', shape: lane },
      { name: 'Balcony Rotation', kind: 'rotation', description: 'From the west spawn up to the Arcade Balcony and on to the ring.', shape: walk('west', { pad: 1 }, 'objective') },
    ],
    'Skyrail Underpass': [
      { name: 'Underpass Payload Route', kind: 'payload-path', description: 'The painted route under the skyrail, west to east.', shape: lane },
      { name: 'Tunnel Mouth Flank', kind: 'flank', description: 'From the west spawn along the south side to the Tunnel Mouth pad.', shape: flank('west', { pad: 3 }) },
    ],
    'Shrine Terminus': [
      { name: 'Terminus Payload Route', kind: 'payload-path', description: 'The painted route to the shrine, west to east.', shape: lane },
      { name: 'Pagoda Roof Flank', kind: 'flank', description: 'From the South Garden across the route and up the west side of the blocks to the Pagoda Roof.', shape: flank({ pad: 2 }, { pad: 1 }) },
    ],
  },
  midtown: {
    'Crimson Avenue': [
      { name: 'Avenue Payload Route', kind: 'payload-path', description: 'The painted avenue the payload follows from the Hotel Marquee eastwards.', shape: lane },
      { name: 'Marquee Flank', kind: 'flank', description: 'From the Hotel Marquee across the open ground south of the avenue to the circle.', shape: flank({ pad: 2 }, 'objective') },
    ],
    'Billboard Junction': [
      { name: 'Junction Payload Route', kind: 'payload-path', description: 'The painted lane the payload follows through the junction.', shape: lane },
      { name: 'Barrier Yard Flank', kind: 'flank', description: 'From the west spawn along the south blocks to the Barrier Yard.', shape: flank('west', { pad: 3 }) },
    ],
    'Library Steps': [
      { name: 'Library Payload Route', kind: 'payload-path', description: 'The painted lane the payload follows past the library.', shape: lane },
      { name: 'South Steps Flank', kind: 'flank', description: 'From the west spawn to the South Steps, off the payload’s lane.', shape: flank('west', { pad: 2 }) },
    ],
    'Cathedral Plaza': [
      { name: 'Plaza Payload Route', kind: 'payload-path', description: 'The painted lane the payload follows across the plaza.', shape: lane },
      { name: 'Gargoyle Flank', kind: 'flank', description: 'From the west spawn up to the Gargoyle Ledge, north of the lane.', shape: flank('west', { pad: 1 }) },
    ],
  },
}
