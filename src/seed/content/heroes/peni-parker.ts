import type { HeroGuideSeed } from '../types'

export const guide: HeroGuideSeed = {
  hero: 'peni-parker',
  abilities: [
    {
      name: 'Cyber-Web Cluster',
      variant: 'peni-parker',
      type: 'normal attack',
      button: 'left-click',
      description:
        'The SP//dr mech sprays a stream of sticky web bullets. It keeps steady pressure on anything within a short to medium range.',
      properties: { casting: 'Projectile', damage: '14 per bullet', fire_rate: '8 per second', ammo: '40', range: '25m' },
    },
    {
      name: 'Cyber-Web Snare',
      variant: 'peni-parker',
      type: 'ability',
      button: 'right-click',
      description:
        'Fires a web ball that snares the first enemy it hits, or creates a web patch where it lands. The patch speeds up Peni and her team and lets her quietly resupply mines.',
      properties: { casting: 'Projectile', special_effect: 'Immobilises an enemy for 1s or leaves a speed-boosting web', charges: '3', cooldown: '4s per charge' },
    },
    {
      name: 'Cyber-Bond',
      variant: 'peni-parker',
      type: 'ability',
      button: 'shift',
      description:
        'Peni shoots a tether at a wall or the floor and zips toward it, pulling her mech out of trouble or onto high ground in one motion.',
      properties: { casting: 'Tether', range: '20m', special_effect: 'Pulls Peni to the anchor point', cooldown: '8s' },
    },
    {
      name: 'Bionic Spider-Nest',
      variant: 'peni-parker',
      type: 'ability',
      button: 'e',
      description:
        'Places a nest that regularly spawns little spider drones which chase and blow up on enemies. Around the nest she also lays her web, which heals Peni while she stands on it.',
      properties: { casting: 'Placed structure', health: '300', special_effect: 'Spawns chasing spider drones; webs heal Peni', cooldown: '25s after destruction' },
    },
    {
      name: 'Arachno-Mine',
      variant: 'peni-parker',
      type: 'ability',
      button: 'f',
      description:
        'Drops a hidden mine that bursts when an enemy walks into it. A handful of mines around the nest turns a small room into a minefield nobody wants to enter.',
      properties: { casting: 'Placed trap', damage: '60', special_effect: 'Invisible to enemies until triggered', max_active: '8', cooldown: '1.5s per mine' },
    },
    {
      name: 'Spider-Sweeper',
      variant: 'peni-parker',
      type: 'ultimate',
      button: 'q',
      description:
        'The mech turns into a giant armored spider, rolling across the field, scattering mines and flattening enemies in its way. Perfect for clearing a point in one sweep.',
      properties: { casting: 'Transformation', damage: '45 per bump', duration: '10s', special_effect: 'Scatters mines while moving', cost: '3500 ultimate charge' },
    },
    {
      name: 'Wall Crawl',
      variant: 'peni-parker',
      type: 'passive',
      button: 'passive',
      description:
        'Peni can walk up walls and across ceilings in her mech, giving her sneaky angles and quick escape routes that other tanks lack.',
      properties: { casting: 'Passive movement', surfaces: 'Walls and ceilings', special_effect: 'Toggle with jump near a wall', cooldown: 'None' },
    },
    {
      name: 'Symbiote Bond',
      variant: 'peni-parker',
      type: 'team-up',
      button: 'c',
      description:
        'With Venom on the team, Peni can let loose a burst of symbiote tendrils around her mech that damage nearby enemies and give her a layer of bonus health.',
      properties: { casting: 'Area burst', partners: 'Venom (anchor), Spider-Man', damage: '60 around Peni', bonus_health: '100', cooldown: '30s' },
    },
    {
      name: 'Rocket Network',
      variant: 'peni-parker',
      type: 'team-up',
      button: 'passive',
      description:
        'Rocket wires his tech into her nest, so while he is on the team the Bionic Spider-Nest also produces small armor packs that teammates can grab for extra protection.',
      properties: { casting: 'Passive', partners: 'Rocket Raccoon (anchor)', special_effect: 'Nest spawns armor packs', pack_value: '75 bonus health' },
    },
  ],
  details: {
    primaryJob: 'Zone-holding anchor tank',
    secondaryJob: 'Trap layer for flank routes',
    healing: 'Webs around her Spider-Nest, plus health packs',
    healingPriority: 3,
    notes:
      'Peni is strongest in one spot she has set up with mines and a nest. Heal her while she holds that spot rather than chasing her around the map.',
    counters: ['spider-man', 'black-panther', 'psylocke', 'iron-fist', 'wolverine'],
    counteredBy: ['storm', 'iron-man', 'hela', 'scarlet-witch', 'squirrel-girl'],
    synergies: ['rocket-raccoon', 'venom', 'spider-man', 'invisible-woman', 'luna-snow'],
    stats: [
      { name: 'Health', value: '750' },
      { name: 'Move speed', value: '6 m/s' },
      { name: 'Difficulty', value: '2/5' },
      { name: 'Range', value: 'Short to mid' },
      { name: 'Best mode', value: 'Defending points' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Place the nest in cover near the objective, ring the entrances with mines, then fight on top of your webs.' },
    { side: 'as', type: 'playbook', text: 'Snare a diving duelist with your web ball, then finish them with your primary while the spiders chase them down.' },
    { side: 'as', type: 'insight', text: 'Enemies cannot see your mines, but a single hit from a spread-shot hero can wipe several. Spread them out instead of stacking them.' },
    { side: 'as', type: 'insight', text: 'Use Wall Crawl and Cyber-Bond to fight from odd angles; most players will not check the ceiling for a 750-health mech.' },
    { side: 'as', type: 'avoid', text: 'Do not push far away from your nest. Without the webs you lose your self-healing and become an easy target.' },
    { side: 'as', type: 'role', text: 'Peni is an anchor tank for defense and control. Pair her with a shield tank when the enemy has heavy poke.' },
    { side: 'against', type: 'playbook', text: 'Destroy the Spider-Nest first from range; without it Peni loses her healing and her spider stream.' },
    { side: 'against', type: 'playbook', text: 'Send a hero with splash damage ahead to clear the mines before your dive enters her room.' },
    { side: 'against', type: 'insight', text: 'Peni is slow to reposition without her tether. Bait Cyber-Bond, then collapse on her while it is on cooldown.' },
    { side: 'against', type: 'avoid', text: 'Do not dive into her nest area one at a time; webs, spiders and mines punish lone flankers hard.' },
    { side: 'with', type: 'playbook', text: 'Fight on her webs: they speed up allies and turn her territory into a safe base.' },
    { side: 'with', type: 'insight', text: 'Rocket Network gives her nest armor packs when Rocket is around, and Venom unlocks Symbiote Bond for an extra burst of damage and health.' },
    { side: 'with', type: 'avoid', text: 'Do not drag the fight away from her setup; Peni needs a few seconds to rebuild a nest and mines elsewhere.' },
    { side: 'with', type: 'role', text: 'Pick a mobile off-tank or dive duelist to push forward while Peni holds the objective behind them.' },
  ],
  teamUpBonuses: { 'Symbiote Bond': 'Symbiote Bond', 'Rocket Network': 'Rocket Network' },
}
