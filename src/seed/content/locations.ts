/** Original one-paragraph descriptions of the game's locations (names are public facts). */
export const locationDescriptions: Record<string, string> = {
  Yggsgard:
    'A realm of golden halls and storm-lit bridges where long sightlines reward patient aim and every archway hides a flank.',
  'Tokyo 2099':
    'Neon towers, stacked walkways and hover traffic: a vertical city where the team that owns the rooftops owns the fight.',
  'Intergalactic Empire of Wakanda':
    'Vibranium spires and sweeping courtyards under a starlit dome, built for mobile heroes who can use the high ledges.',
  Klyntar:
    'The living world of the symbiotes, with shifting organic terrain, narrow tunnels and sudden open craters.',
  'Hydra Charteris Base':
    'A fortified island base of hangars and gantries where tight corridors open onto exposed landing pads.',
  'Empire of Eternal Night':
    'A city held in permanent darkness, its streets and parks twisted into ambush-friendly mazes under a blood-red moon.',
  'Hellfire Gala':
    'Island nations dressed for a celebration, mixing living architecture with ceremonial plazas and deep water edges.',
  "K'un-Lun":
    'A mountain city of shrines and stone stairways, where staggered terraces make the high ground hard won.',
}
