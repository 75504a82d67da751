import type { HeroGuideSeed } from '../types'

export const guide: HeroGuideSeed = {
  hero: 'iron-man',
  abilities: [
    {
      name: 'Repulsor Blast',
      variant: 'iron-man',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Tony fires palm repulsors that burst in a small area on impact. The splash makes it easy to hit enemies hiding behind low cover.',
      properties: { casting: 'Projectile', damage: '40 direct, 25 splash', radius: '2m', fire_rate: '2.5 shots per second', ammo: '15' },
    },
    {
      name: 'Unibeam',
      variant: 'iron-man',
      type: 'ability',
      button: 'right-click',
      description:
        'A concentrated chest beam that sweeps across anything in front of him. It is great for finishing a target that just ducked around a corner.',
      properties: { casting: 'Beam', damage: '150 total over the channel', range: '30m', duration: '1s', cooldown: '10s' },
    },
    {
      name: 'Flight',
      variant: 'iron-man',
      type: 'ability',
      button: 'space',
      description:
        'Toggle sustained flight to hover over the battlefield. Height is Iron Man\u2019s main defence, since most melee heroes simply cannot reach him.',
      properties: { casting: 'Toggle', special_effect: 'Free vertical movement', speed: '8 m/s while flying', cooldown: '2s after landing' },
    },
    {
      name: 'Hyper-Velocity',
      variant: 'iron-man',
      type: 'ability',
      button: 'shift',
      description:
        'Boosts forward at high speed while in the air. Use it to escape a dive or to swap sides of the map before the enemy notices.',
      properties: { casting: 'Movement boost', speed: '16 m/s', duration: '2s', cooldown: '12s' },
    },
    {
      name: 'Armor Overdrive',
      variant: 'iron-man',
      type: 'ability',
      button: 'e',
      description:
        'Overclocks the suit, adding bonus health and upgrading repulsors into faster, harder-hitting blasts. Nearly all of his burst comes from this window.',
      properties: { casting: 'Self buff', bonus_health: '100', damage: '+25% repulsor damage', duration: '8s', cooldown: '18s' },
    },
    {
      name: 'Micro-Missile Barrage',
      variant: 'iron-man',
      type: 'ability',
      button: 'f',
      description:
        'Launches a volley of small missiles that rain down over an area. Aim at a tank or a clump of heroes to soften them before a dive.',
      properties: { casting: 'Projectile volley', damage: '15 per missile, 20 missiles', radius: '2m per missile', duration: '3s', cooldown: '15s' },
    },
    {
      name: 'Invincible Pulse Cannon',
      variant: 'iron-man',
      type: 'ultimate',
      button: 'q',
      description:
        'Tony charges a huge beam from the suit and fires it in a line, detonating in a large blast where it lands. It is one of the best ultimates for wiping a team bunched on a point.',
      properties: { casting: 'Charged beam', damage: '1000 in the centre, less toward the edge', radius: '8m', cast_time: '1s', cost: '3400 ultimate charge' },
    },
    {
      name: 'Gamma Pulse Cannon',
      variant: 'iron-man',
      type: 'team-up',
      button: 'passive',
      description:
        'With Hulk on the team, Tony\u2019s suit takes in gamma energy so his Invincible Pulse Cannon becomes a larger gamma blast with extra damage.',
      properties: { casting: 'Passive', partners: 'Hulk (anchor), Doctor Strange', bonus: 'Larger ultimate radius', special_effect: 'Pulse Cannon deals extra gamma damage' },
    },
    {
      name: 'Stark Protocol',
      variant: 'iron-man',
      type: 'team-up',
      button: 'passive',
      description:
        'As the anchor of Stark Protocol, Tony shares a backdoor into Ultron\u2019s systems and gets a small boost to his own damage while Ultron is on the team.',
      properties: { casting: 'Passive', partners: 'Ultron', bonus: '+10% damage', seasons: 'Season 2.5 onward' },
    },
  ],
  details: {
    primaryJob: 'Aerial area-damage dealer',
    secondaryJob: 'Team-wipe ultimate threat',
    healing: 'Strategist focus and health packs; dips down to grab them',
    healingPriority: 3,
    notes:
      'Iron Man is hard to reach but also exposed in the sky. Healers with long-range beams or projectiles can keep him topped up while he hovers.',
    counters: ['hulk', 'groot', 'magik', 'peni-parker', 'wolverine'],
    counteredBy: ['hawkeye', 'hela', 'black-widow', 'the-punisher', 'spider-man'],
    synergies: ['hulk', 'ultron', 'doctor-strange', 'luna-snow', 'storm'],
    stats: [
      { name: 'Health', value: '250' },
      { name: 'Move speed', value: '6 m/s, 8 m/s flying' },
      { name: 'Difficulty', value: '2/5' },
      { name: 'Range', value: 'Mid to long' },
      { name: 'Damage type', value: 'Splash projectiles' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Fly just above your team, open a fight with missiles, then pop Armor Overdrive and keep repulsors on the enemy tank.' },
    { side: 'as', type: 'playbook', text: 'Fire the Pulse Cannon from a high angle while enemies bunch on the objective; the blast ignores much of their cover.' },
    { side: 'as', type: 'insight', text: 'Your splash damage builds ult charge very fast on big tanks, so do not feel bad about shooting the shield.' },
    { side: 'as', type: 'insight', text: 'Most hitscan heroes love a target that floats in a straight line. Change height and direction every few seconds.' },
    { side: 'as', type: 'avoid', text: 'Do not fly so far forward that your healers lose sight of you; you have no self-healing.' },
    { side: 'as', type: 'role', text: 'Iron Man is a poke duelist in the sky. He needs a tank to hold the ground and at least one healer who can aim up.' },
    { side: 'against', type: 'playbook', text: 'Bring a hitscan hero such as Hawkeye, Hela or The Punisher to keep him grounded.' },
    { side: 'against', type: 'playbook', text: 'When you hear his ultimate charging, spread out and move behind overhead cover.' },
    { side: 'against', type: 'insight', text: 'Armor Overdrive is his biggest threat. Wait until it ends and then focus him, since his health returns to normal.' },
    { side: 'against', type: 'avoid', text: 'Do not chase him with melee heroes who cannot fly; you will waste cooldowns while he shoots you.' },
    { side: 'with', type: 'playbook', text: 'Combine your crowd control with his ultimate: a freeze, lockdown or grouping ability guarantees a big Pulse Cannon.' },
    { side: 'with', type: 'insight', text: 'Hulk turns his ultimate into a gamma blast through Gamma Charge, and Ultron joins him through Stark Protocol.' },
    { side: 'with', type: 'avoid', text: 'Do not let divers reach him unchecked; one stun from a melee hero can drop him out of the sky.' },
    { side: 'with', type: 'role', text: 'Healers with long-range tools, like Luna Snow or Rocket, make his job much easier.' },
  ],
  teamUpBonuses: { 'Gamma Charge': 'Gamma Pulse Cannon', 'Stark Protocol': 'Stark Protocol' },
}
