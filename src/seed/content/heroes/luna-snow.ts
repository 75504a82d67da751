import type { HeroGuideSeed } from '../types'

export const guide: HeroGuideSeed = {
  hero: 'luna-snow',
  abilities: [
    {
      name: 'Light & Dark Ice',
      variant: 'luna-snow',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Luna fires rapid ice shards that heal allies or damage enemies, whichever they hit. Landing shots on enemies lets her chip in damage without stopping her healing rhythm.',
      properties: { casting: 'Projectile', damage: '25 per shard', healing: '30 per shard', fire_rate: '6 per second', ammo: '20', critical_hit: 'Yes' },
    },
    {
      name: 'Absolute Zero',
      variant: 'luna-snow',
      type: 'ability',
      button: 'right-click',
      description:
        'Throws a frozen orb that locks the first enemy it hits in a block of ice. Use it to stop a diver mid-combo or to hold a target still for your team.',
      properties: { casting: 'Projectile', damage: '45', special_effect: 'Freezes an enemy for 1.5s; taking damage breaks the ice early', self_heal: '100 on hit', cooldown: '12s' },
    },
    {
      name: 'Ice Arts',
      variant: 'luna-snow',
      type: 'ability',
      button: 'shift',
      description:
        'Luna skates forward and spins, flinging ice shards around her that heal allies and hurt enemies. It doubles as a quick reposition when a fight turns on her.',
      properties: { casting: 'Movement and area burst', healing: '30 per shard, 8 shards', damage: '20 per shard', duration: '3s', cooldown: '12s' },
    },
    {
      name: 'Share the Stage',
      variant: 'luna-snow',
      type: 'ability',
      button: 'e',
      description:
        'Marks an ally so that Luna\u2019s healing on anyone else is partly copied to them. Put it on your tank so every shard you land on a duelist keeps the front line healthy too.',
      properties: { casting: 'Ally link', special_effect: 'Marked ally receives a share of all healing Luna deals', range: '40m', duration: 'Until recast or the ally dies', cooldown: '1s' },
    },
    {
      name: 'Fate of Both Worlds',
      variant: 'luna-snow',
      type: 'ultimate',
      button: 'q',
      description:
        'Luna takes the stage and performs, choosing between a song that heals allies around her and a song that boosts their damage. She can switch between the two during the performance.',
      properties: { casting: 'Channelled aura', radius: '12m', healing: '200 per second to nearby allies', special_effect: 'Alternate track grants +25% damage', duration: '12s', cost: '4000 ultimate charge' },
    },
    {
      name: 'Cryo Heart',
      variant: 'luna-snow',
      type: 'passive',
      button: 'passive',
      description:
        'Luna slowly regenerates health on her own when she has not taken damage for a moment, so a brief retreat gets her back in shape.',
      properties: { casting: 'Passive', healing: '30 per second', delay: '2s after taking damage', special_effect: 'Stacks with strategist healing' },
    },
    {
      name: 'Chilling Charisma',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'passive',
      description:
        'As anchor, Luna lends her ice to Namor and Jeff the Land Shark and gets a small boost to her own healing while either of them is on the team.',
      properties: { casting: 'Passive', partners: 'Namor, Jeff the Land Shark', bonus: '+10% healing', special_effect: 'Partners gain frost-powered attacks' },
    },
    {
      name: 'Frozen Arrowhead',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'passive',
      description:
        'Luna chills Hawkeye\u2019s arrows for Chilling Assault. In return she gains a little extra health while he is on the team.',
      properties: { casting: 'Passive', partners: 'Hawkeye', bonus: '+50 max health', special_effect: 'Hawkeye gains freezing arrows' },
    },
    {
      name: 'Atlas Bond',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'c',
      description:
        'With Iron Fist on the team, Luna can channel his chi into a burst that heals allies around her and briefly grants them bonus health.',
      properties: { casting: 'Area burst', partners: 'Iron Fist (anchor)', healing: '150 to nearby allies', bonus_health: '50 for 3s', cooldown: '40s' },
    },
    {
      name: 'Duality Dance',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'c',
      description:
        'With Adam Warlock on the team, Luna can perform a short dance that links nearby allies; for a few seconds, healing landed on one of them spreads to the others.',
      properties: { casting: 'Area link', partners: 'Adam Warlock (anchor)', radius: '10m', duration: '4s', cooldown: '45s' },
    },
  ],
  details: {
    primaryJob: 'Main healer with strong single-target output',
    secondaryJob: 'Crowd control with her freeze',
    healing: 'Cryo Heart regeneration, the self-heal from Absolute Zero and her partner strategist',
    healingPriority: 1,
    notes:
      'Luna\u2019s ultimate decides many fights, so the enemy will try to dive her. Keep her alive and let her ult whenever the enemy commits theirs.',
    counters: ['spider-man', 'black-panther', 'venom', 'iron-fist', 'psylocke'],
    counteredBy: ['hela', 'hawkeye', 'magik', 'winter-soldier', 'black-widow'],
    synergies: ['namor', 'hawkeye', 'iron-fist', 'adam-warlock', 'jeff-the-land-shark'],
    stats: [
      { name: 'Health', value: '275' },
      { name: 'Move speed', value: '6 m/s' },
      { name: 'Difficulty', value: '3/5' },
      { name: 'Range', value: 'Mid to long' },
      { name: 'Healing type', value: 'Aimed shards' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Keep Share the Stage on your main tank all game, and aim your shards at whichever duelist is taking damage.' },
    { side: 'as', type: 'playbook', text: 'Hold Absolute Zero for divers; freeze them right as they land and your team will do the rest.' },
    { side: 'as', type: 'insight', text: 'Fate of Both Worlds can cancel out most enemy damage ultimates. Watch for theirs instead of using yours first.' },
    { side: 'as', type: 'insight', text: 'Your shards can land critical hits on enemies, so aim for the head when nobody needs healing.' },
    { side: 'as', type: 'avoid', text: 'Do not use Ice Arts only to heal; it is also your main escape, and you need it ready when a diver jumps you.' },
    { side: 'as', type: 'role', text: 'Luna is a main healer with a defensive ultimate. Pair her with a strategist who brings burst healing or mobility.' },
    { side: 'against', type: 'playbook', text: 'Pressure Luna from long range with hitscan heroes; she is easy to hit once she commits to healing.' },
    { side: 'against', type: 'playbook', text: 'Time your team\u2019s ultimate for when her performance has ended or when she has been forced away from the group.' },
    { side: 'against', type: 'insight', text: 'Absolute Zero breaks early when your teammates damage you; call for help when you are frozen.' },
    { side: 'against', type: 'avoid', text: 'Do not dive her without a plan for her freeze; a frozen diver usually dies before the ice breaks.' },
    { side: 'with', type: 'playbook', text: 'Fight within her line of sight so her shards can reach you.' },
    { side: 'with', type: 'insight', text: 'Namor and Jeff gain frost bonuses from Chilling Charisma, Hawkeye from Chilling Assault, and Iron Fist and Adam Warlock unlock extra moves for Luna.' },
    { side: 'with', type: 'avoid', text: 'Do not walk away from the performance when her ultimate starts; you only get the effect within its range.' },
    { side: 'with', type: 'role', text: 'Dive tanks and dive duelists love Luna, because her shards easily reach them even deep in the enemy backline.' },
  ],
  teamUpBonuses: {
    'Chilling Charisma': 'Chilling Charisma',
    'Chilling Assault': 'Frozen Arrowhead',
    'Atlas Bond': 'Atlas Bond',
    'Duality Dance': 'Duality Dance',
  },
}
