import type { HeroGuideSeed } from '../types'

export const guide: HeroGuideSeed = {
  hero: 'magik',
  abilities: [
    {
      name: 'Soulsword',
      variant: 'magik',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Fast sword combos with a wide swing. The third hit of each combo lunges forward, so her melee reach is better than it looks.',
      properties: { casting: 'Melee combo', damage: '40 / 40 / 60', range: '4m', special_effect: 'Third swing lunges slightly forward' },
    },
    {
      name: 'Magik Slash',
      variant: 'magik',
      type: 'ability',
      button: 'right-click',
      description:
        'Sends a ranged slash wave across the ground. Use it to finish a target that gets out of sword range or to start a combo before dashing in.',
      properties: { casting: 'Projectile wave', damage: '70', range: '12m', cooldown: '6s' },
    },
    {
      name: 'Stepping Discs',
      variant: 'magik',
      type: 'ability',
      button: 'shift',
      description:
        'Magik drops into Limbo for a moment, becoming untouchable, then pops back out a few meters away. It is her main dodge for stuns and ultimates.',
      properties: { casting: 'Teleport', duration: '1s in Limbo', special_effect: 'Invulnerable while in Limbo', cooldown: '8s' },
    },
    {
      name: 'Umbral Incursion',
      variant: 'magik',
      type: 'ability',
      button: 'e',
      description:
        'A quick straight-line dash that cuts through enemies in the way. Good for closing distance or passing through a group to reach their healer.',
      properties: { casting: 'Dash', damage: '40', range: '10m', charges: '2', cooldown: '6s per charge' },
    },
    {
      name: 'Eldritch Whirl',
      variant: 'magik',
      type: 'ability',
      button: 'f',
      description:
        'Spins with the Soulsword, hitting everyone around her and lifting them slightly into the air. It is her best tool for finishing two targets at once.',
      properties: { casting: 'Spin', damage: '30 per tick', radius: '5m', special_effect: 'Light knock-up', cooldown: '12s' },
    },
    {
      name: 'Darkchild',
      variant: 'magik',
      type: 'ultimate',
      button: 'q',
      description:
        'Magik becomes her demonic Darkchild form, regaining health and swapping her abilities for stronger, wider versions. During the form her cooldowns refresh quickly and each hit carries more weight.',
      properties: { casting: 'Transformation', bonus_health: '350', duration: '10s', special_effect: 'Empowered sword and faster cooldowns', cost: '3000 ultimate charge' },
    },
    {
      name: "Limbo's Might",
      variant: 'magik',
      type: 'passive',
      button: 'passive',
      description:
        'Landing abilities on enemies grants Magik temporary bonus health, letting her stay in melee a few seconds longer than a normal duelist.',
      properties: { casting: 'Passive', bonus_health: '25 per ability hit', max_bonus: '75', duration: '4s' },
    },
    {
      name: 'Dimensional Shortcut',
      variant: 'magik',
      type: 'team-up',
      button: 'passive',
      description:
        'As anchor, Magik shares a Limbo portal trick with Black Panther and gets a small damage boost herself while he is on the team.',
      properties: { casting: 'Passive', partners: 'Black Panther', bonus: '+10% damage', special_effect: 'Black Panther can shortcut through Limbo' },
    },
    {
      name: 'Arcane Rune',
      variant: 'magik',
      type: 'team-up',
      button: 'c',
      description:
        'With Doctor Strange on the team, Magik can carve a rune circle that pulls enemies together before bursting. Open with it, then spin through the crowd with Eldritch Whirl.',
      properties: { casting: 'Area trap', partners: 'Doctor Strange (anchor), Scarlet Witch', radius: '6m', damage: '80 on burst', cooldown: '30s' },
    },
  ],
  details: {
    primaryJob: 'Backline dive assassin',
    secondaryJob: 'Cleanup after her team\u2019s engage',
    healing: 'Bonus health from Limbo\u2019s Might, Darkchild\u2019s heal and health packs',
    healingPriority: 4,
    notes:
      'Magik spends most of her time far from her healers. She sustains herself through ability hits, so strategists should heal her only when she comes back to regroup.',
    counters: ['hela', 'hawkeye', 'the-punisher', 'luna-snow', 'doctor-strange'],
    counteredBy: ['mantis', 'peni-parker', 'magneto', 'wolverine', 'namor'],
    synergies: ['doctor-strange', 'black-panther', 'scarlet-witch', 'venom', 'psylocke'],
    stats: [
      { name: 'Health', value: '250' },
      { name: 'Move speed', value: '6 m/s' },
      { name: 'Difficulty', value: '4/5' },
      { name: 'Range', value: 'Melee' },
      { name: 'Playstyle', value: 'Dive' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Pick a lone strategist, dash in with Umbral Incursion, chain your sword combo and leave with Stepping Discs before help arrives.' },
    { side: 'as', type: 'playbook', text: 'Save Darkchild for the middle of a fight, when the enemy has spent their stuns and your team is pushing in.' },
    { side: 'as', type: 'insight', text: 'Stepping Discs makes you untouchable for a moment, so it can dodge big ultimates if you time it to the first frames.' },
    { side: 'as', type: 'insight', text: 'Every ability hit feeds Limbo\u2019s Might. Weaving Slash and Whirl into combos keeps your bonus health rolling.' },
    { side: 'as', type: 'avoid', text: 'Do not dive without an exit; jumping in with Stepping Discs on cooldown usually ends with you back at spawn.' },
    { side: 'as', type: 'role', text: 'Magik is a dive duelist. Pair her with a dive tank so the enemy\u2019s attention splits between two threats.' },
    { side: 'against', type: 'playbook', text: 'Keep your strategists close together so Magik cannot isolate one of them.' },
    { side: 'against', type: 'playbook', text: 'Hold crowd control until she reappears from Limbo, then lock her down.' },
    { side: 'against', type: 'insight', text: 'When she goes Darkchild she regains health and gets much stronger. Back off for a few seconds and make her chase you.' },
    { side: 'against', type: 'avoid', text: 'Do not fight her alone in narrow halls; her Whirl and slashes are strongest in tight spaces.' },
    { side: 'with', type: 'playbook', text: 'Follow her dive with your own damage on the same target so she can escape faster.' },
    { side: 'with', type: 'insight', text: 'Black Panther benefits from Dimensional Shortcut with her, and Doctor Strange gives her an Arcane rune through Arcane Order.' },
    { side: 'with', type: 'avoid', text: 'Do not expect peel from her; she will usually be on the other side of the fight.' },
    { side: 'with', type: 'role', text: 'Use a poke duelist and a shield tank to pressure from the front while Magik creates chaos behind the enemy lines.' },
  ],
  teamUpBonuses: { 'Dimensional Shortcut': 'Dimensional Shortcut', 'Arcane Order': 'Arcane Rune' },
}
