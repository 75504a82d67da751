import type { HeroGuideSeed } from '../types'

export const guide: HeroGuideSeed = {
  hero: 'doctor-strange',
  abilities: [
    {
      name: 'Daggers of Denak',
      variant: 'doctor-strange',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Strange flings a spread of glowing daggers that travel a short distance. The spread tightens up close, so the attack rewards standing right on top of the enemy front line.',
      properties: { casting: 'Projectile spread', damage: '7 per dagger, 5 daggers per throw', range: '20m', fire_rate: '2 throws per second', special_effect: 'Hits build Dark Magic' },
    },
    {
      name: 'Shield of the Seraphim',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'right-click',
      description:
        'Hold to raise a wide mystic barrier in front of Strange. It blocks projectiles and beams for the whole team and recovers on its own once lowered.',
      properties: { casting: 'Channelled barrier', shield_health: '1000', special_effect: 'Regenerates after a short delay when not in use', cooldown: '3s after breaking' },
    },
    {
      name: 'Cloak of Levitation',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'space',
      description:
        'Strange rises and hovers briefly with his cloak. Use it to peek over cover, reach a balcony or dodge a ground-based stun.',
      properties: { casting: 'Movement', duration: '2s hover', charges: '2', cooldown: '4s per charge' },
    },
    {
      name: 'Maelstrom of Madness',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'e',
      description:
        'Releases all stored Dark Magic in a burst around Strange. A full bar hits hard enough to finish weakened heroes caught around him.',
      properties: { casting: 'Area burst', damage: 'Scales with stored Dark Magic', radius: '8m', special_effect: 'Empties the Dark Magic gauge', cooldown: '12s' },
    },
    {
      name: 'Pentagram of Farallah',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'f',
      description:
        'Opens a linked pair of portals between Strange and a spot he can see. Anyone, friend or foe, can walk through it, which makes it a powerful engage or a dangerous gift.',
      properties: { casting: 'Placed portal', range: '50m', duration: '12s', special_effect: 'Usable by both teams', cooldown: '180s' },
    },
    {
      name: 'Eye of Agamotto',
      variant: 'doctor-strange',
      type: 'ultimate',
      button: 'q',
      description:
        'Strange pulls the souls of enemies in front of him out of their bodies. Damage dealt to the souls is shared with the bodies, so a single well-aimed spray from your team can wipe several targets.',
      properties: { casting: 'Cone', range: '10m', duration: '4s', special_effect: 'Damage to souls is copied to the linked bodies', cost: '3400 ultimate charge' },
    },
    {
      name: 'Price of Magic',
      variant: 'doctor-strange',
      type: 'passive',
      button: 'passive',
      description:
        'Dealing damage fills Strange with Dark Magic. If the gauge stays full for too long, he stops being able to attack until he spends it.',
      properties: { casting: 'Passive', gauge: 'Fills from dagger hits', penalty: 'Attacks disabled while overcharged', special_effect: 'Spend with Maelstrom of Madness to reset' },
    },
    {
      name: 'Arcane Order',
      variant: 'doctor-strange',
      type: 'team-up',
      button: 'passive',
      description:
        'As the anchor of the sorcerers\u2019 alliance, Strange shares his arcane knowledge with Scarlet Witch and Magik and gets a modest boost to his own damage while they fight beside him.',
      properties: { casting: 'Passive', partners: 'Scarlet Witch, Magik', bonus: '+10% damage', special_effect: 'Partners unlock an arcane team-up ability' },
    },
    {
      name: 'Gamma Maelstrom',
      variant: 'doctor-strange',
      type: 'team-up',
      button: 'passive',
      description:
        'With Hulk on the team, Strange soaks up gamma energy that turns his Maelstrom of Madness into a heavier, radioactive blast.',
      properties: { casting: 'Passive', partners: 'Hulk (anchor), Iron Man', bonus: 'Maelstrom deals extra gamma damage', special_effect: 'Larger burst radius' },
    },
  ],
  details: {
    primaryJob: 'Shield tank who holds sightlines',
    secondaryJob: 'Portal playmaker and ultimate combo setter',
    healing: 'Strategist focus behind his shield, plus health packs',
    healingPriority: 1,
    notes:
      'Strange is usually the team\u2019s only big barrier, so he takes a lot of damage. Keep him topped up and he will keep everyone else safe.',
    counters: ['hawkeye', 'the-punisher', 'hela', 'star-lord', 'winter-soldier'],
    counteredBy: ['magik', 'psylocke', 'black-panther', 'spider-man', 'venom'],
    synergies: ['scarlet-witch', 'magik', 'hulk', 'iron-man', 'mantis'],
    stats: [
      { name: 'Health', value: '650' },
      { name: 'Shield health', value: '1000' },
      { name: 'Move speed', value: '6 m/s' },
      { name: 'Difficulty', value: '3/5' },
      { name: 'Range', value: 'Close to mid' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Lead with the shield, drop it to spray daggers at anyone who peeks, and raise it again before the enemy reloads.' },
    { side: 'as', type: 'playbook', text: 'Track your Dark Magic bar and fire Maelstrom of Madness into a group once it is nearly full, then go straight back to daggers.' },
    { side: 'as', type: 'insight', text: 'Eye of Agamotto shines with a teammate who deals area damage; call it out so they can aim at the floating souls, not the bodies.' },
    { side: 'as', type: 'insight', text: 'A portal placed behind the enemy or onto their high ground lets your whole team flank at once, but it also works for them, so close the fight before it runs out.' },
    { side: 'as', type: 'avoid', text: 'Do not sit on a full Dark Magic gauge. Once it overcharges you lose your attacks right when you need them.' },
    { side: 'as', type: 'role', text: 'Strange is a main tank: stand at the front of your team and give your poke duelists a wall to shoot from.' },
    { side: 'against', type: 'playbook', text: 'Dive around the shield. Strange can only guard one direction, so flankers and heroes who ignore barriers make him panic.' },
    { side: 'against', type: 'playbook', text: 'Back away from the cone when Strange starts his ultimate, or break line of sight with a wall.' },
    { side: 'against', type: 'insight', text: 'Watch the purple glow around him: a full Dark Magic bar means a big Maelstrom is coming, so spread out.' },
    { side: 'against', type: 'avoid', text: 'Do not ignore an open portal. If your team is nearby, guard its exit or use it to punish his team instead.' },
    { side: 'with', type: 'playbook', text: 'Shoot from just behind his shield and stay in its shadow while he holds it up.' },
    { side: 'with', type: 'insight', text: 'Scarlet Witch and Magik gain extra tools from Arcane Order, and Hulk\u2019s Gamma Charge makes Strange\u2019s Maelstrom hit harder.' },
    { side: 'with', type: 'avoid', text: 'Do not wander out of the barrier to chase kills; Strange cannot protect a teammate who leaves his shield.' },
    { side: 'with', type: 'role', text: 'Pair him with a dive tank such as Hulk or Venom, who makes space while Strange holds the main line.' },
  ],
  teamUpBonuses: { 'Arcane Order': 'Arcane Order', 'Gamma Charge': 'Gamma Maelstrom' },
}
