import type { BasicsSeed } from '../types'

/** The Basics guide: quickstart, the three core modes and the three roles. */
export const basics: BasicsSeed = {
  quickstart: {
    overview:
      'Matches are 6v6 fights between two teams of heroes, played in third person. With 33+ heroes to choose from, every pick fills one of three roles, and a good team covers all of them: someone to hold space, someone to deal damage and someone to keep everyone alive. You win by playing the objective, not by topping the scoreboard. Heroes can be swapped in spawn between lives, so treat your pick as an answer to the current fight rather than a lifelong commitment.',
    roles: [
      {
        role: 'vanguard',
        label: 'Vanguard = Tank',
        summary:
          'The frontline. Vanguards have big health pools, shields or self-sustain, and their job is to create space, absorb pressure and lead the team onto the objective.',
      },
      {
        role: 'duelist',
        label: 'Duelist = Damage/DPS',
        summary:
          'The damage dealers. Duelists secure eliminations, pressure the enemy backline and punish anyone out of position, either up close by diving or from range by poking.',
      },
      {
        role: 'strategist',
        label: 'Strategist = Support/Healer',
        summary:
          'The support crew. Strategists heal, buff and protect teammates, and their ultimates often decide whether a teamfight is won or lost.',
      },
    ],
    modes: [
      {
        mode: 'domination',
        summary:
          'King of the hill over a best of three rounds. Both teams fight for a single control point, and the first team to reach 100% capture wins the round.',
      },
      {
        mode: 'convoy',
        summary:
          'One team escorts a moving payload past a series of checkpoints to the end of the route while the other team tries to stop it before time runs out.',
      },
      {
        mode: 'convergence',
        summary:
          'A hybrid mode. Attackers first capture a point, with progress locking in at 33%, 66% and 100%, and then escort a payload to the finish.',
      },
    ],
    arcadeModes: [
      {
        name: 'Doom Match',
        summary:
          'A free-for-all brawl for 8 to 12 players where everyone fights everyone. The first player to reach 16 kills wins, so it is a great place to practise aim and duels without worrying about the objective.',
      },
      {
        name: 'Conquest',
        summary:
          'Team deathmatch. Eliminations earn points for your team, and the first team to reach 50 points wins. Good for learning how to trade and when to group up.',
      },
    ],
    howToWin: [
      '**Play the objective.** Standing on the point or next to the payload wins matches; chasing kills across the map does not.',
      '**Group up before you fight.** Six players arriving together beat six players arriving one after another, nearly every time.',
      '**Track enemy ultimates.** Once their big ultimate is used, take the fight; while it is charged, play patiently.',
      '**Protect your strategists.** A healthy backline keeps your whole team alive, so turn around and help when they get dived.',
      '**Use team-ups.** Certain hero pairings unlock bonus abilities, so check who your teammates picked and adjust if it is easy.',
    ],
    howToLose: [
      '**Trickle in one at a time** after dying, instead of waiting a few seconds to regroup with the rest of your team.',
      '**Ignore the objective** because you are winning your own little duel on the other side of the map.',
      '**Run three or more duelists** with nobody willing to heal or take space.',
      '**Blow every ultimate in the same fight** and walk into the next one with nothing left.',
      '**Refuse to swap** when the enemy composition clearly hard-counters your hero.',
    ],
    stagger:
      'Staggering means returning to the fight at different times. It happens when players die one by one and then walk back from spawn alone, meeting a full enemy team each time. A staggered team can lose several fights in a row without ever fighting six against six. The fix is simple but takes discipline: if most of your team is dead, back off, wait for respawns and re-engage together. On the flip side, if the enemy is staggering, hold a strong position and pick off each player as they arrive.',
    practice:
      'Start with the practice range to learn each ability and its cooldown before taking a hero into a real match. Doom Match and Conquest are great for warming up your aim and learning duels without objective pressure. Pick two or three heroes per role and learn them well instead of trying the whole roster at once. Finally, watch a replay of a game you lost and look for the moment your team first split up; you will often find the fight was lost there, not at the end.',
    healthBarColours: [
      { colour: 'White', meaning: 'Your own regular health, and the base health of heroes you are looking at.' },
      { colour: 'Blue', meaning: 'Teammates: their health bars and names above their heads are shown in your team colour.' },
      { colour: 'Red', meaning: 'Enemies: opponent health bars and outlines, so you know who to shoot at a glance.' },
      { colour: 'Yellow', meaning: 'Shields and bonus barriers that soak up damage before your regular health is touched.' },
      { colour: 'Green', meaning: 'Overhealth granted by abilities on top of your maximum health; it usually fades after a short time.' },
      {
        colour: 'Flashing or deep red',
        meaning: 'Low health. A bar that drops to a sliver or starts flashing means that hero is one hit from going down, whether it is an ally to save or an enemy to finish.',
      },
    ],
    glossary: [
      { term: 'Peel', definition: 'Turning back to protect a teammate, usually a strategist, from enemies who are attacking them.' },
      { term: 'Dive', definition: 'A style of play where mobile heroes jump straight onto the enemy backline to pick off vulnerable targets.' },
      { term: 'Poke', definition: 'Chipping away at enemies from long range before committing to a full fight.' },
      { term: 'Ult', definition: 'Short for ultimate: a hero\'s most powerful ability, charged by dealing damage, healing and taking part in fights.' },
      { term: 'CC', definition: 'Crowd control: stuns, knockbacks, slows, pulls and anything else that takes control away from the target.' },
      { term: 'Flank', definition: 'Taking a side route to attack the enemy from behind or the side instead of head-on.' },
      { term: 'Off-angle', definition: 'A position away from your team\'s main line, forcing the enemy to watch two directions at once.' },
      { term: 'Point', definition: 'The capture area that teams fight over in domination and the first phase of convergence.' },
      { term: 'Payload', definition: 'The vehicle that attackers escort in convoy and convergence. Also called the cart.' },
      { term: 'Overtime', definition: 'Extra time granted while the objective is contested when the clock runs out. The match continues until the contest ends.' },
      { term: 'Stagger', definition: 'Players returning to the fight one at a time instead of together. Also used as a verb: "they staggered, push now".' },
      { term: 'High ground', definition: 'Elevated positions with wide sightlines. Holding them makes you harder to hit and easier to heal.' },
      { term: 'Trade', definition: 'An exchange of eliminations or resources. A good trade is losing one player to take out two.' },
      { term: 'Focus', definition: 'The whole team attacking the same target so it goes down quickly. Often called out as "focus the healer".' },
      { term: 'Cooldown', definition: 'The waiting time before an ability can be used again. "Cooldowns" also refers to a hero\'s abilities in general.' },
      { term: 'Backline', definition: 'The players standing furthest from the fight, usually strategists and long-range duelists.' },
      { term: 'Frontline', definition: 'The players leading the fight and absorbing damage, usually the vanguards.' },
      { term: 'Team-up', definition: 'A bonus ability or effect unlocked when specific heroes are on the same team.' },
      { term: 'Spawn advantage', definition: 'Being closer to your respawn point than the enemy is to theirs, so your team regroups faster after a fight.' },
    ],
  },
  modes: [
    {
      mode: 'convoy',
      description:
        'Convoy is a moving fight. The attacking team escorts a payload along a fixed route, passing checkpoints that add time to the clock, while the defenders try to stall it until time runs out. Each checkpoint changes the terrain, so the best positions shift as the payload advances.',
      coreStrategy:
        'Convoy rewards teams that think one section ahead. Win the fight first, then move the payload; pushing the payload while teammates are still fighting elsewhere only delays the inevitable. Defenders want to fight from positions the payload has not reached yet, and attackers want to push the defenders off those positions before the cart arrives.',
      defending:
        'Take high ground that overlooks the route and fight slightly in front of the payload so the attackers have to walk into your sightlines. Fall back to the next strong position when a fight goes badly, rather than dying on open ground. Touching the payload stops it from moving, so even one defender on the cart buys valuable seconds.',
      attacking:
        'Clear the defenders off their high ground before the payload rolls into it. Keep at least one player touching the payload at all times and add more escorts when it is safe, because extra escorts make the payload move faster. Plan your ultimates for the choke points just before checkpoints.',
      recommendedDefenders: ['magneto', 'the-punisher', 'luna-snow'],
      recommendedAttackers: ['doctor-strange', 'star-lord', 'rocket-raccoon'],
      mechanics:
        'The payload moves only while attackers are next to it and no defender is contesting it. It speeds up with more escorts, up to three; a fourth teammate adds nothing. Reaching a checkpoint adds time to the clock. When time runs out while attackers are still contesting the payload, the match goes into overtime and continues until the payload is left alone.',
    },
    {
      mode: 'convergence',
      description:
        'Convergence is two modes in one. The attackers first capture a control point, then escort a payload from that point to the end of the route. Defenders have to hold the point as long as possible, then slow the payload just like in convoy.',
      coreStrategy:
        'The capture phase is about winning clean fights on the point and banking progress at each threshold. Once the payload unlocks, the fight turns into a convoy push, so think about which heroes work for both halves. Teams often swap heroes between phases.',
      defending:
        'Fight on or just in front of the point and never leave it empty, because progress locks in at 33%, 66% and 100%. Slowing the capture before a tick lands is worth more than slowing it right after one. If the point falls, regroup at the first strong position on the payload route instead of chasing a lost fight.',
      attacking:
        'Win the fight first, then stand on the point. Push hard to reach the next capture tick, since progress past each threshold is safe even if you lose the following fight. Once the payload starts moving, keep up to three escorts on it and move the fight ahead of the cart.',
      recommendedDefenders: ['peni-parker', 'hela', 'mantis'],
      recommendedAttackers: ['thor', 'magik', 'cloak-dagger'],
      mechanics:
        'Capture progress ticks at 33%, 66% and 100%, and progress beyond each tick is kept even if the attackers are pushed off. After the point is captured, the payload phase follows with the same escort rules as convoy: it speeds up with up to three escorts and stops when a defender contests it. Overtime triggers whenever the objective is contested as time runs out.',
    },
    {
      mode: 'domination',
      description:
        'Domination is a king-of-the-hill mode played as a best of three rounds. Both teams fight over the same control point, and capture progress builds while only one team stands on it. The first team to reach 100% capture wins the round.',
      coreStrategy:
        'Controlling the point early builds a lead, but the real skill is knowing when to fight for it and when to regroup. Because the point sits in the middle of the map, both teams have similar walk times, so a lost fight means a short wait rather than a lost round, unless the other team is close to 100%.',
      defending:
        'Once your team owns the point, hold positions around it rather than standing in the middle of it, and punish anyone who steps on. Keep at least one player able to contest at all times. When the enemy has a big ultimate ready, spread out so it cannot catch everyone.',
      attacking:
        'Retaking a point means breaking an entrenched team. Group up, wait for your whole team, and enter from more than one angle at once. Use crowd control and area-denial ultimates to force the holders off the point, then step on together.',
      recommendedDefenders: ['groot', 'squirrel-girl', 'invisible-woman'],
      recommendedAttackers: ['hulk', 'spider-man', 'jeff-the-land-shark'],
      mechanics:
        'Matches are best of three rounds, each won by the first team to reach 100% capture. Progress only builds when the point is held without contest; if both teams are on it, nobody gains. When the leading team is about to finish but the point is contested, the round goes into overtime and only ends once one side clears the other off.',
    },
  ],
  roles: [
    {
      role: 'vanguard',
      overview:
        'Vanguards are the tanks. They have far more health than other heroes, and most carry a shield, damage reduction or strong self-healing on top of it. Their job is to create space: stepping forward so the rest of the team can follow, soaking the attention of enemy duelists and deciding where each fight happens. Most teams run one or two vanguards, and a confident vanguard is often the difference between a team that waits and a team that takes the objective.',
      subtypes: [
        {
          name: 'Main Vanguard',
          paragraph:
            'Main vanguards anchor the frontline. They walk first, block damage for the team with shields or huge health pools and stay in front of the objective for the whole fight. They rarely go for kills themselves; their value is measured by how much damage the rest of the team did not take.',
          exampleHeroes: ['doctor-strange', 'magneto', 'groot', 'emma-frost'],
          traits: [
            'Large barriers or walls that protect the whole team',
            'Very high health and steady durability over long fights',
            'Slower and less mobile, so positioning matters more than reaction speed',
            'Strong at holding choke points and objectives',
          ],
        },
        {
          name: 'Off Vanguard',
          paragraph:
            'Off vanguards are aggressive tanks. They dive into the enemy, disrupt the backline, and create chaos that the main vanguard and duelists can follow up on. They trade some team protection for mobility, crowd control and the ability to survive deep in enemy territory.',
          exampleHeroes: ['venom', 'thor', 'hulk', 'the-thing'],
          traits: [
            'High mobility to engage and escape',
            'Crowd control such as stuns, pulls or knockbacks',
            'Personal shields or damage reduction rather than team-wide barriers',
            'Excellent at peeling for strategists under pressure',
          ],
        },
      ],
    },
    {
      role: 'strategist',
      overview:
        'Strategists are the healers and supporters. They keep the team alive, boost damage or speed, and often carry the most game-changing ultimates on the roster. A strategist\'s positioning is everything: stand close enough to heal, far enough to survive, and always within reach of a teammate who can protect you. Most teams play two strategists, usually one focused on healing and one who mixes healing with utility or damage.',
      subtypes: [
        {
          name: 'Healer Strategist',
          paragraph:
            'Healer strategists are the backbone of sustain. They put out the most healing, keep vanguards standing through long fights and save teammates who are about to go down. They are usually the first target for enemy divers, so awareness and escape tools matter as much as healing numbers.',
          exampleHeroes: ['luna-snow', 'mantis', 'invisible-woman', 'jeff-the-land-shark'],
          traits: [
            'Highest sustained healing output',
            'Ultimates that heal or save the whole team in big fights',
            'Need protection from dive heroes',
            'Reward constant awareness of teammate health bars',
          ],
        },
        {
          name: 'Hybrid Strategists',
          paragraph:
            'Hybrid strategists split their time between healing and everything else: damage, shields, buffs or tricks that change a fight. They shine next to a dedicated healer, filling gaps while adding pressure the enemy has to respect.',
          exampleHeroes: ['loki', 'adam-warlock', 'ultron', 'cloak-dagger'],
          traits: [
            'Useful damage or utility alongside their healing',
            'Often bring revives, buffs or debuffs',
            'Lower raw healing than dedicated healers',
            'Flexible enough to adapt to many team compositions',
          ],
        },
      ],
    },
    {
      role: 'duelist',
      overview:
        'Duelists are the damage dealers, the largest role on the roster. Their job is to secure eliminations, pressure the enemy and punish mistakes. Most teams run two duelists, and the best duelists play around their vanguards: following up on the space their tanks create and picking targets that open the fight for everyone.',
      subtypes: [
        {
          name: 'Dive Duelists',
          paragraph:
            'Dive duelists use mobility to jump straight onto vulnerable targets, usually strategists and long-range duelists, then escape before the enemy can react. They thrive on timing and coordination and are strongest when they dive together with a vanguard.',
          exampleHeroes: ['spider-man', 'psylocke', 'black-panther', 'magik'],
          traits: [
            'Very high mobility and escape tools',
            'Burst damage that quickly takes out squishy targets',
            'Vulnerable to crowd control and focus fire',
            'Best when coordinated with an off vanguard',
          ],
        },
        {
          name: 'Poke Duelists',
          paragraph:
            'Poke duelists deal steady damage from range. They hold sightlines, whittle the enemy down before a fight begins and finish off anyone who wanders into view. Good positioning and high ground turn them into a constant threat the enemy cannot ignore.',
          exampleHeroes: ['hawkeye', 'the-punisher', 'hela', 'black-widow'],
          traits: [
            'Strong sustained or long-range damage',
            'Rely on high ground and sightlines',
            'Limited escape options when dived',
            'Great for controlling space before fights start',
          ],
        },
      ],
    },
  ],
}
