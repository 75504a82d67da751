/**
 * Section names of every map, in play order (the guide's own invention). Keys are map slugs.
 * Domination maps list their three round points; convergence maps start with the capture point and
 * continue with the escort legs; arcade maps list three named areas.
 */
export const sectionNames: Record<string, string[]> = {
  // Yggsgard
  'yggdrasill-path': ['Rainbow Gate', 'Rune Stone Garden', 'Root Bridge', 'Heartwood Hall'],
  'royal-palace': ['Golden Courtyard', 'Throne Room', 'Starlit Observatory'],
  // Tokyo 2099
  'shin-shibuya': ['Scramble Crossing', 'Neon Arcade', 'Skyrail Underpass', 'Shrine Terminus'],
  'spider-islands': ['Web Harbour', 'Lantern Market', 'Silk Bridge', 'Arachnid Spire'],
  ninomaru: ['Castle Keep', 'Stone Garden', 'Moat Walk'],
  // Intergalactic Empire of Wakanda
  'birnin-tchalla': ['Vibranium Mound', 'Royal Plaza', 'Panther Shrine'],
  'hall-of-djalia': ['Ancestral Court', 'Memory Gallery', 'Spirit Bridge', 'Elder Sanctum'],
  // Klyntar
  'symbiotic-surface': ['Hive Nexus', 'Tendril Canyon', 'Black Pool Crossing'],
  'celestial-husk': ['Ribcage Arena', 'Skull Cathedral', 'Crystal Hollow'],
  // Hydra Charteris Base
  'hells-heaven': ['Hangar Bay', 'Command Deck', 'Reactor Core'],
  // Empire of Eternal Night
  midtown: ['Crimson Avenue', 'Billboard Junction', 'Library Steps', 'Cathedral Plaza'],
  'central-park': ['Fountain Terrace', 'Boathouse Path', 'Castle Hill Climb'],
  'sanctum-sanctorum': ['Grand Staircase', 'Portal Atrium', 'Relic Library'],
  // Hellfire Gala
  krakoa: ['Mutant Garden', 'Gala Ballroom', 'Coral Grove'],
  arakko: ['Red Sand Landing', 'Forge Checkpoint', 'Ash Canyon', 'Citadel Gate'],
  // K'un-Lun
  'heart-of-heaven': ['Jade Gate', 'Dragon Bridge', 'Monastery Climb', 'Celestial Forge'],
}
