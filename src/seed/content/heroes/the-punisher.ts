import type { HeroGuideSeed } from '../types'

export const guide: HeroGuideSeed = {
  hero: 'the-punisher',
  abilities: [
    {
      name: 'Adjudication',
      variant: 'the-punisher',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Frank\u2019s assault rifle: accurate, fully automatic and reliable at mid range. Keep your bursts on the head and it shreds tanks and squishies alike.',
      properties: { casting: 'Hitscan', damage: '22 per bullet', fire_rate: '8 per second', ammo: '40', falloff_start: '30m', critical_hit: 'Yes' },
    },
    {
      name: 'Deliverance',
      variant: 'the-punisher',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Swap to the shotgun for close-quarters work. Each blast throws a wide spread of pellets that punishes divers who get too close.',
      properties: { casting: 'Hitscan spread', damage: '10 per pellet, 12 pellets', fire_rate: '1.5 shots per second', ammo: '8', special_effect: 'Swap with the weapon switch key' },
    },
    {
      name: 'Scourge Grenade',
      variant: 'the-punisher',
      type: 'ability',
      button: 'shift',
      description:
        'Tosses a smoke grenade at his own feet and launches him away from it. The cloud blocks vision, which makes it an escape tool and a cheeky way to reposition.',
      properties: { casting: 'Thrown grenade', damage: '20 on impact', special_effect: 'Smoke cloud blocks sight for enemies; small launch', duration: '4s smoke', cooldown: '10s' },
    },
    {
      name: 'Vantage Connection',
      variant: 'the-punisher',
      type: 'ability',
      button: 'e',
      description:
        'Fires a zipline between two points he can see, then rides it. Other players can ride it too, so it doubles as a quick route to high ground for the team.',
      properties: { casting: 'Placed zipline', range: '40m', duration: '10s', special_effect: 'Usable by allies and enemies', cooldown: '12s' },
    },
    {
      name: 'Culling Turret',
      variant: 'the-punisher',
      type: 'ability',
      button: 'f',
      description:
        'Deploys a heavy turret that Frank mans himself. It has a frontal shield and enormous damage, but he is stationary while using it.',
      properties: { casting: 'Deployable', damage: '18 per bullet', fire_rate: '15 per second', shield_health: '400 front plate', duration: '8s', cooldown: '20s' },
    },
    {
      name: 'Final Judgement',
      variant: 'the-punisher',
      type: 'ultimate',
      button: 'q',
      description:
        'Frank hovers slightly and unloads twin gatlings plus a salvo of missiles on everything in front of him. He takes reduced damage while firing, so he can hold a choke alone for a few seconds.',
      properties: { casting: 'Channel', damage: '15 per bullet plus missiles', duration: '8s', special_effect: 'Damage reduction while active', cost: '3300 ultimate charge' },
    },
    {
      name: "Warrior's Gaze",
      variant: 'the-punisher',
      type: 'passive',
      button: 'passive',
      description:
        'Frank senses wounded enemies through walls. Low-health targets nearby appear outlined to him and his team so nobody escapes around a corner.',
      properties: { casting: 'Passive', range: '35m', special_effect: 'Reveals enemies below 30% health', update_rate: 'Continuous' },
    },
    {
      name: 'Ammo Overload',
      variant: 'the-punisher',
      type: 'team-up',
      button: 'passive',
      description:
        'Rocket\u2019s ammo device lets Frank fire without reloading and a little faster while he stays in its field. Pair it with the turret for an absurd amount of lead.',
      properties: { casting: 'Passive', partners: 'Rocket Raccoon (anchor)', bonus: 'Unlimited ammo and +20% fire rate in the field', duration: '8s field' },
    },
    {
      name: 'Operation: Microchip',
      variant: 'the-punisher',
      type: 'team-up',
      button: 'passive',
      description:
        'As anchor, Frank coordinates with Black Widow and gains a small health bonus; Widow gets hacked-in support tech to scout for him.',
      properties: { casting: 'Passive', partners: 'Black Widow', bonus: '+25 max health', seasons: 'Season 1 to 4.5' },
    },
    {
      name: 'Bestial Hunt',
      variant: 'the-punisher',
      type: 'team-up',
      button: 'c',
      description:
        'With Daredevil on the team, Frank can tag a hunting zone where enemies are revealed to him and take a little extra damage from his rifle.',
      properties: { casting: 'Placed zone', partners: 'Daredevil (anchor)', radius: '10m', special_effect: 'Reveals enemies; +10% damage from Frank', cooldown: '30s' },
    },
  ],
  details: {
    primaryJob: 'Sustained hitscan damage',
    secondaryJob: 'Area lockdown with his turret',
    healing: 'Health packs and strategist focus',
    healingPriority: 3,
    notes:
      'Frank is forgiving: his rifle is easy to aim and the shotgun handles divers. Keep him alive and his damage adds up quickly over a long fight.',
    counters: ['hulk', 'venom', 'groot', 'spider-man', 'magneto'],
    counteredBy: ['doctor-strange', 'hela', 'hawkeye', 'black-widow', 'storm'],
    synergies: ['rocket-raccoon', 'black-widow', 'daredevil', 'magneto', 'mantis'],
    stats: [
      { name: 'Health', value: '275' },
      { name: 'Move speed', value: '6 m/s' },
      { name: 'Difficulty', value: '1/5' },
      { name: 'Range', value: 'Mid' },
      { name: 'Damage type', value: 'Hitscan' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Stay with your tank and pour rifle fire into the enemy front line; switch to the shotgun the moment a diver lands next to you.' },
    { side: 'as', type: 'playbook', text: 'Zip to high ground with Vantage Connection, then drop the turret behind cover where it can rake their backline.' },
    { side: 'as', type: 'insight', text: 'Warrior\u2019s Gaze tells you when someone is running away hurt. Follow the outline to finish them before they reach a health pack.' },
    { side: 'as', type: 'insight', text: 'Final Judgement reduces damage but does not stop stuns. Fire it from behind a corner so only part of the enemy team can see you.' },
    { side: 'as', type: 'avoid', text: 'Do not deploy the turret in the open; the shield only covers the front and any flanker will punish you.' },
    { side: 'as', type: 'role', text: 'The Punisher is a poke duelist with steady output. He shines when the enemy tank is a big, easy target.' },
    { side: 'against', type: 'playbook', text: 'Flank the turret from the side or from above; Frank cannot turn it fast and is stuck until he leaves it.' },
    { side: 'against', type: 'playbook', text: 'Use shields or long-range pokes to trade with him at range where his rifle falls off.' },
    { side: 'against', type: 'insight', text: 'Frank\u2019s only escape is his smoke grenade. Bait it and then commit while it is on cooldown.' },
    { side: 'against', type: 'avoid', text: 'Do not stand in front of his ultimate. Break line of sight right away rather than trying to out-shoot it.' },
    { side: 'with', type: 'playbook', text: 'Ride his ziplines to high ground together; the route lasts a few seconds and is free for your whole team.' },
    { side: 'with', type: 'insight', text: 'Rocket\u2019s Ammo Overload gives him unlimited ammo, Black Widow links with him via Operation: Microchip, and Daredevil unlocks Bestial Hunt.' },
    { side: 'with', type: 'avoid', text: 'Do not leave him alone on a flank; he has only one escape and no self-healing.' },
    { side: 'with', type: 'role', text: 'A shield tank in front of Frank lets him fire nearly without pause, which is where he outdamages almost anyone.' },
  ],
  teamUpBonuses: {
    'Ammo Overload': 'Ammo Overload',
    'Operation: Microchip': 'Operation: Microchip',
    'Bestial Hunt': 'Bestial Hunt',
  },
}
