import type { HeroGuideSeed } from '../types'

export const guide: HeroGuideSeed = {
  hero: 'hulk',
  abilities: [
    // Bruce Banner
    {
      name: 'Gamma Ray Gun',
      variant: 'bruce-banner',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Bruce fires a handheld gamma emitter in short bursts. It is weak, but it lets him chip at a target while he waits for the right moment to turn green.',
      properties: { casting: 'Hitscan', damage: '10 per shot', fire_rate: '5 shots per second', ammo: '20', falloff_start: '20m' },
    },
    {
      name: 'Gamma Grenade',
      variant: 'bruce-banner',
      type: 'ability',
      button: 'right-click',
      description:
        'Lobs an unstable gamma canister that bursts on impact and shoves nearby enemies away. Handy for peeling a diver off Bruce before he transforms.',
      properties: { casting: 'Arcing projectile', damage: '40', radius: '3m', special_effect: 'Knocks enemies back', cooldown: '6s' },
    },
    {
      name: 'Puny Leap',
      variant: 'bruce-banner',
      type: 'passive',
      button: 'space',
      description:
        'Bruce can kick off a wall or ledge for a second small jump, enough to reach a health pack or a safe corner.',
      properties: { casting: 'Movement', charges: '1 extra jump', special_effect: 'Resets on landing', cooldown: 'None' },
    },
    {
      name: 'Let Loose',
      variant: 'bruce-banner',
      type: 'ability',
      button: 'q',
      description:
        'Bruce stops holding back and bursts into Hero Hulk with a fresh health pool. This does not spend ultimate charge, so transform early rather than dying as Bruce.',
      properties: { casting: 'Self transformation', cast_time: '1s', result: 'Becomes Hero Hulk', cost: 'No ultimate charge', special_effect: 'Brief damage immunity while transforming' },
    },

    // Hero Hulk
    {
      name: 'Heavy Blow',
      variant: 'hero-hulk',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Wide, heavy punches that hit everything in a short arc in front of Hulk. The swing is generous, so aim at the middle of a cluster rather than at one target.',
      properties: { casting: 'Melee arc', damage: '60 per hit', range: '4m', attack_speed: '1 swing per 0.7s' },
    },
    {
      name: 'Gamma Burst',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'right-click',
      description:
        'Hulk throws a short-range wave of gamma energy. Use it to finish a fleeing target or tag someone who is just outside punching range.',
      properties: { casting: 'Projectile', damage: '80', range: '15m', cooldown: '1.5s' },
    },
    {
      name: 'Incredible Leap',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'shift',
      description:
        'Charge up and jump a long distance, landing with a shockwave. A fully charged leap reaches most high ground and drags light enemies toward the impact.',
      properties: { casting: 'Charged leap', damage: '40 on landing', range: 'Up to 30m when fully charged', special_effect: 'Pulls light heroes and briefly knocks them up', cooldown: '8s' },
    },
    {
      name: 'Indestructible Guard',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'e',
      description:
        'Hulk wraps himself and nearby allies in gamma shields. Damage soaked by the shields feeds the green bar that fuels his ultimate.',
      properties: { casting: 'Area buff', shield: '200 on Hulk, 100 on allies', radius: '10m', duration: '3s', special_effect: 'Absorbed damage charges his ultimate', cooldown: '15s' },
    },
    {
      name: 'Radioactive Lockdown',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'f',
      description:
        'Fires a gamma bolt that traps enemies in place. Trapped heroes cannot act but also cannot be damaged, so use it to pull a threat out of a fight, not to set up a kill.',
      properties: { casting: 'Projectile', radius: '3m on impact', duration: '1.5s', special_effect: 'Immobilised targets are immune to damage', cooldown: '15s' },
    },
    {
      name: 'Hulk Smash!',
      variant: 'hero-hulk',
      type: 'ultimate',
      button: 'q',
      description:
        'Hulk lets the rage take over and becomes Monster Hulk, healing to a far larger health pool. Transforming also knocks away anyone standing next to him.',
      properties: { casting: 'Self transformation', bonus_health: '1500 as Monster Hulk', duration: '10s', special_effect: 'Shockwave on transform', cost: '3200 ultimate charge' },
    },
    {
      name: 'Gamma Charge',
      variant: 'hero-hulk',
      type: 'team-up',
      button: 'passive',
      description:
        'With Iron Man or Doctor Strange on the team, Hulk shares his surplus gamma with them and gains a little extra punch himself, making his Guard and Smash a launch pad for their big plays.',
      properties: { casting: 'Passive', partners: 'Iron Man, Doctor Strange', bonus: '+10% damage for Hulk', special_effect: 'Partners gain gamma-boosted abilities' },
    },
    {
      name: 'Fastball Special',
      variant: 'hero-hulk',
      type: 'team-up',
      button: 'c',
      description:
        'Hulk scoops up Wolverine or The Thing and throws them like a boulder. The passenger lands in a shockwave, so aim at the enemy backline or a strategist hiding on high ground.',
      properties: { casting: 'Throw', partners: 'Wolverine, The Thing', range: 'Long arc', damage: 'Impact shockwave on landing', cooldown: '30s' },
    },

    // Monster Hulk
    {
      name: 'Heavy Blow',
      variant: 'monster-hulk',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Monster Hulk swings with a wider arc and far more force. Two or three hits will flatten any squishy hero caught in front of him.',
      properties: { casting: 'Melee arc', damage: '100 per hit', range: '5m', attack_speed: '1 swing per 0.8s' },
    },
    {
      name: 'Gamma Burst',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'right-click',
      description:
        'A bigger, faster gamma wave that now splashes around the target. Great for hitting a strategist standing behind their tank.',
      properties: { casting: 'Projectile', damage: '120', radius: '3m splash', cooldown: '1s' },
    },
    {
      name: 'Incredible Leap',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'shift',
      description:
        'The leap recharges faster in Monster form and the landing hits harder, so you can chain leaps between targets for the whole transformation.',
      properties: { casting: 'Charged leap', damage: '80 on landing', special_effect: 'Knocks up light heroes', cooldown: '4s' },
    },
    {
      name: 'Indestructible Guard',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'e',
      description:
        'Monster Hulk throws out bigger shields for himself and his team. Use it to carry your backline through the enemy\u2019s counter-ultimate.',
      properties: { casting: 'Area buff', shield: '400 on Hulk, 150 on allies', radius: '12m', duration: '3s', cooldown: '10s' },
    },
    {
      name: 'Radioactive Lockdown',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'f',
      description:
        'The lockdown bolt gets a larger area. Catching several enemies at once splits their team for a precious second and a half.',
      properties: { casting: 'Projectile', radius: '5m on impact', duration: '1.5s', special_effect: 'Immobilised targets are immune to damage', cooldown: '10s' },
    },
    {
      name: 'World Breaker',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'q',
      description:
        'Monster Hulk grabs a single enemy and slams them into the ground again and again. It deletes light heroes and pins down tanks while your team works.',
      properties: { casting: 'Grab', damage: 'Heavy, over several slams', range: '4m', special_effect: 'Target cannot act while held', cooldown: 'Once per transformation' },
    },
    {
      name: 'Fading Rage',
      variant: 'monster-hulk',
      type: 'passive',
      button: 'passive',
      description:
        'Monster Hulk only lasts a short while before shrinking back to Hero Hulk. Any Monster health left over is lost, so spend the form aggressively.',
      properties: { casting: 'Passive', duration: '10s', result: 'Reverts to Hero Hulk', special_effect: 'Unused bonus health is lost' },
    },
  ],
  details: {
    primaryJob: 'Dive tank who lands in the backline',
    secondaryJob: 'Shield bot for allies under focus',
    healing: 'Health packs, strategist focus and fresh health from each transformation',
    healingPriority: 2,
    notes:
      'Hulk has three health bars in one life: Bruce, Hero Hulk and Monster Hulk. Strategists should top up Hero Hulk, since losing him puts your team back on a fragile Bruce.',
    counters: ['hela', 'the-punisher', 'squirrel-girl', 'luna-snow', 'hawkeye'],
    counteredBy: ['namor', 'mantis', 'iron-man', 'magneto', 'the-thing'],
    synergies: ['iron-man', 'doctor-strange', 'wolverine', 'the-thing', 'rocket-raccoon'],
    stats: [
      { name: 'Health', value: '250 / 650 / 1500' },
      { name: 'Move speed', value: '6 m/s' },
      { name: 'Difficulty', value: '2/5' },
      { name: 'Range', value: 'Close' },
      { name: 'Forms', value: '3' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Transform as soon as the fight starts; Bruce is there to survive a respawn walk, not to trade shots.' },
    { side: 'as', type: 'playbook', text: 'Leap onto an isolated strategist, punch twice, then hit Indestructible Guard the moment their team turns on you.' },
    { side: 'as', type: 'insight', text: 'Every point of damage your Guard absorbs charges Hulk Smash!, so pop it when the enemy is shooting hardest, not on cooldown.' },
    { side: 'as', type: 'insight', text: 'Radioactive Lockdown makes targets untouchable as well as stuck; freeze the enemy tank to separate them from the fight, not the duelist your team is killing.' },
    { side: 'as', type: 'avoid', text: 'Do not save Monster Hulk for a perfect moment that never comes. The form is short and the extra health vanishes when it ends.' },
    { side: 'as', type: 'role', text: 'Hulk is the team\u2019s diver among tanks: pair him with a steadier main tank so he can bounce between enemies without holding the point alone.' },
    { side: 'against', type: 'playbook', text: 'Burst Hulk down right after his Guard fades; he has no other way to mitigate damage for several seconds.' },
    { side: 'against', type: 'playbook', text: 'Keep mobility or a teleport ready when Hulk is about to leap in, and be far from walls so the landing pull does not drag you in.' },
    { side: 'against', type: 'insight', text: 'Each form is a separate health bar. Killing Hero Hulk only leaves a tiny Bruce, so finish him quickly before he can transform again.' },
    { side: 'against', type: 'avoid', text: 'Do not unload your ultimate into Monster Hulk. Kite him for ten seconds and he shrinks back on his own.' },
    { side: 'with', type: 'playbook', text: 'Stick close when Hulk casts Indestructible Guard; those shields are wasted if you are outside the bubble.' },
    { side: 'with', type: 'insight', text: 'Iron Man and Doctor Strange get extra power from Gamma Charge, and Wolverine or The Thing can be thrown straight into the enemy backline.' },
    { side: 'with', type: 'avoid', text: 'Do not expect Hulk to hold a choke for long. If he leaps away, someone else has to take space on the objective.' },
    { side: 'with', type: 'role', text: 'Follow a Hulk dive with burst damage; he creates chaos, and duelists who commit at the same time turn it into kills.' },
  ],
  teamUpBonuses: { 'Gamma Charge': 'Gamma Charge', 'Fastball Special': 'Fastball Special' },
}
