import type { HeroGuideSeed } from '../types'

export const guide: HeroGuideSeed = {
  hero: 'rocket-raccoon',
  abilities: [
    {
      name: 'Repair Mode',
      variant: 'rocket-raccoon',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Rocket fires bouncing healing orbs that patch up every ally they pass. Bank them off walls and floors to reach teammates around corners.',
      properties: { casting: 'Bouncing projectile', healing: '60 per orb', bounces: 'Up to 3 surfaces', ammo: '12', fire_rate: '2 per second' },
    },
    {
      name: 'Bombard Mode',
      variant: 'rocket-raccoon',
      type: 'ability',
      button: 'right-click',
      description:
        'Switches to a fast rifle spray with small explosive rounds. His damage is modest, but it is enough to finish low targets or scare off a flanker.',
      properties: { casting: 'Projectile', damage: '20 per round plus small splash', fire_rate: '10 per second', ammo: '40', special_effect: 'Minor splash on impact' },
    },
    {
      name: 'Jetpack Dash',
      variant: 'rocket-raccoon',
      type: 'ability',
      button: 'shift',
      description:
        'A quick burst of jet thrust in any direction. Dash into the air to reach walls or away from a diver who thinks you are easy prey.',
      properties: { casting: 'Movement', distance: '8m', charges: '2', cooldown: '6s per charge' },
    },
    {
      name: 'Battle Rebirth Beacon',
      variant: 'rocket-raccoon',
      type: 'ability',
      button: 'e',
      description:
        'Places a beacon that revives one fallen teammate on the spot and drops armor and rocket-boost packs around it. Hide it well, because enemies can shoot it down.',
      properties: { casting: 'Placed structure', health: '250', special_effect: 'Revives one fallen ally; spawns armor and speed packs', duration: 'Until used or destroyed', cooldown: '45s' },
    },
    {
      name: 'C.Y.A.',
      variant: 'rocket-raccoon',
      type: 'ultimate',
      button: 'q',
      description:
        'Rocket deploys his Cosmic Yarn Amplifier, a floating device that boosts the damage of every ally nearby. Turn it on right before your team commits, then stay out of the way.',
      properties: { casting: 'Placed device', radius: '12m', duration: '10s', special_effect: 'Allies in range deal +40% damage', cost: '3000 ultimate charge' },
    },
    {
      name: 'Flying Ace',
      variant: 'rocket-raccoon',
      type: 'passive',
      button: 'space',
      description:
        'Hold jump to hover slowly downward on his jetpack, perfect for drifting off a ledge while still firing healing orbs.',
      properties: { casting: 'Passive movement', duration: 'Up to 3s', special_effect: 'Can shoot while hovering', cooldown: 'Resets on landing' },
    },
    {
      name: 'Wild Crawl',
      variant: 'rocket-raccoon',
      type: 'passive',
      button: 'passive',
      description:
        'Rocket can sprint along walls for a short time. It is a sneaky way to reach high ground or get out of a doorway ambush.',
      properties: { casting: 'Passive movement', duration: '3s', special_effect: 'Wall running', cooldown: 'Resets on landing' },
    },
    {
      name: 'Ammo Overload',
      variant: 'rocket-raccoon',
      type: 'team-up',
      button: 'c',
      description:
        'With The Punisher on the team, Rocket can throw down an ammo device; allies inside it fire faster and never run out of ammo.',
      properties: { casting: 'Placed device', partners: 'The Punisher', radius: '8m', duration: '8s', special_effect: 'Unlimited ammo and faster fire rate', cooldown: '30s' },
    },
    {
      name: 'Groot Rider',
      variant: 'rocket-raccoon',
      type: 'team-up',
      button: 'c',
      description:
        'When Groot is on the team, Rocket can hop onto his shoulder and ride along. He keeps shooting and healing while Groot protects him from damage.',
      properties: { casting: 'Attach', partners: 'Groot (anchor), Jeff the Land Shark', special_effect: 'Rocket takes reduced damage while riding', duration: 'Until Rocket jumps off', cooldown: '10s' },
    },
    {
      name: 'Rocket Network',
      variant: 'rocket-raccoon',
      type: 'team-up',
      button: 'passive',
      description:
        'As anchor, Rocket links his gear with Peni Parker\u2019s nest so it produces armor packs, and he gets a small boost to his own healing.',
      properties: { casting: 'Passive', partners: 'Peni Parker', bonus: '+10% healing', special_effect: 'Peni\u2019s nest spawns armor packs' },
    },
  ],
  details: {
    primaryJob: 'Bank-shot area healer',
    secondaryJob: 'Revives and damage amplification',
    healing: 'Repair orbs bounced at his own feet, health packs and his fellow strategist',
    healingPriority: 2,
    notes:
      'Rocket is tiny and slippery, but a single diver can still kill him. Keep his beacon safe and cover him when he is on healing duty.',
    counters: ['the-punisher', 'venom', 'hulk', 'thor', 'captain-america'],
    counteredBy: ['black-panther', 'psylocke', 'magik', 'spider-man', 'hawkeye'],
    synergies: ['groot', 'the-punisher', 'peni-parker', 'hela', 'jeff-the-land-shark'],
    stats: [
      { name: 'Health', value: '250' },
      { name: 'Move speed', value: '6 m/s' },
      { name: 'Difficulty', value: '2/5' },
      { name: 'Range', value: 'Mid' },
      { name: 'Healing type', value: 'Bouncing orbs' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Stand behind your tank and bounce orbs off the floor in front of them, so each one passes through several teammates.' },
    { side: 'as', type: 'playbook', text: 'Tuck the Battle Rebirth Beacon in a corner behind your team before the fight, not in the middle of it.' },
    { side: 'as', type: 'insight', text: 'Your orbs heal you too; fire one at your own feet if a diver has you cornered.' },
    { side: 'as', type: 'insight', text: 'C.Y.A. boosts everyone in range, so drop it next to the duelist with the biggest ultimate ready.' },
    { side: 'as', type: 'avoid', text: 'Do not stay in Bombard Mode for too long; your team needs your healing more than your damage.' },
    { side: 'as', type: 'role', text: 'Rocket is a main healer. Pair him with a second strategist who has more burst healing or crowd control.' },
    { side: 'against', type: 'playbook', text: 'Dive Rocket before the fight starts; he has no escape besides his jetpack and no way to stun you.' },
    { side: 'against', type: 'playbook', text: 'Hunt for the beacon early and shoot it down before it can revive anyone.' },
    { side: 'against', type: 'insight', text: 'C.Y.A. has a visible device in the air. Kill it or back off while it is active.' },
    { side: 'against', type: 'avoid', text: 'Do not aim at his head from far away; he is small and moves unpredictably, so splash or close-range attacks work better.' },
    { side: 'with', type: 'playbook', text: 'Grab the armor and boost packs that spawn around his beacon; they are free value for the whole team.' },
    { side: 'with', type: 'insight', text: 'The Punisher gets unlimited ammo through Ammo Overload, Groot can carry him around through Planet X Pals and Peni\u2019s nest makes armor with Rocket Network.' },
    { side: 'with', type: 'avoid', text: 'Do not chase fights far from him; his orbs travel slowly and lose value at long range.' },
    { side: 'with', type: 'role', text: 'Hit-hard duelists like Hela or The Punisher get the most from C.Y.A., so build your team around that combination.' },
  ],
  teamUpBonuses: { 'Ammo Overload': 'Ammo Overload', 'Planet X Pals': 'Groot Rider', 'Rocket Network': 'Rocket Network' },
}
