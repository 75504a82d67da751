import type { MapGuideSeed } from '../types'
import { atCallout, atMarker, marker, utility } from './helpers'

export const guide: MapGuideSeed = {
  map: 'midtown',
  description:
    'Manhattan swallowed by an endless night, where crimson moonlight falls on abandoned taxis and gothic spires have sprouted from the office towers. The convoy route climbs a wide avenue, crosses a junction lit by broken billboards, passes the steps of a grand library and ends in a cathedral plaza. Long streets favour snipers, while fire escapes and rooftops give flankers plenty of options.',
  heroes: [
    {
      hero: 'hawkeye',
      side: 'def',
      reason:
        'The avenues are long and straight, so he can pick off escorts from rooftops long before they reach a corner.',
    },
    {
      hero: 'moon-knight',
      side: 'def',
      reason:
        'Walls, awnings and parked cars everywhere give his ricocheting attacks plenty of surfaces to bounce off, punishing escorts who huddle around the payload.',
    },
    {
      hero: 'squirrel-girl',
      side: 'def',
      reason:
        'Her bouncing projectiles are perfect for narrow spots like the scaffolding tunnel and the cathedral gate, and she can trap escorts in place.',
    },
    {
      hero: 'peni-parker',
      side: 'def',
      reason:
        'Every checkpoint has a narrow approach that her nest and mines can lock down, forcing attackers to waste time clearing webs.',
    },
    {
      hero: 'hulk',
      side: 'atk',
      reason:
        'He leaps onto fire escapes and rooftops to chase down snipers, and his monstrous form is great for the final brawl at the cathedral stairs.',
    },
    {
      hero: 'the-thing',
      side: 'atk',
      reason:
        'A stubborn brawler who holds the payload in cramped spots such as the scaffolding tunnel and the gate, shrugging off the crowd control defenders rely on.',
    },
    {
      hero: 'blade',
      side: 'atk',
      reason:
        'Fast and hard to pin down, he dives defenders in the tight junction and library streets and cuts into their healing.',
    },
    {
      hero: 'human-torch',
      side: 'atk',
      reason:
        'He flies over the avenues to hit rooftop defenders, and his fire zones keep defenders away from the payload in narrow spots.',
    },
    {
      hero: 'invisible-woman',
      side: 'both',
      reason:
        'Her shields make the long exposed streets much safer for escorts, and her knock-backs keep divers away from the backline on defence.',
    },
    {
      hero: 'gambit',
      side: 'both',
      reason:
        'A flexible strategist whose ricocheting cards and healing suit the corridor-like streets, whether you are holding a corner or pushing through it.',
    },
    {
      hero: 'cloak-dagger',
      side: 'both',
      reason:
        'Her vision-blocking cloud is invaluable on the long avenues, and her steady healing keeps escorts alive in long fights.',
    },
  ],
  sections: [
    {
      name: 'Crimson Avenue',
      markers: [
        marker('spawn-door', 0.06, 0.5, 1, "Attackers spawn in a boarded-up hotel lobby. Leave as one group; the avenue beyond is long and punishes anyone who strays out alone."),
        marker('spawn-door', 0.94, 0.2, 1, "The defender spawn sits far up the avenue. Anyone who falls in the first fight has a long walk back, so do not throw away lives early."),
        marker('objective', 0.14, 0.55, 1, "The payload starts outside the hotel under a flickering marquee. Get it rolling immediately while the defenders are still taking their positions."),
        marker('choke-point', 0.4, 0.5, 2, "A row of wrecked taxis narrows the avenue to a single lane. Defenders with a barrier can hold here for a long time, so bring area damage."),
        marker('choke-point', 0.85, 0.45, 0, "A scaffolding tunnel over the pavement near the end of the section squeezes escorts together and is ideal for traps."),
        marker('high-ground', 0.35, 0.15, 2, "Fire escapes on the northern apartment blocks climb three storeys. Defending snipers use them to fire over the wrecked taxis onto the payload."),
        marker('high-ground', 0.65, 0.85, 1, "A coffee shop roof on the south side of the avenue gives attackers a safe angle on the fire escapes. Its chimneys provide cover while you trade shots with the snipers."),
        marker('flank-route', 0.25, 0.88, 1, "A back alley behind the shops runs parallel to the avenue and comes out just past the taxis. Use it to strike the defenders' tanks from the side."),
        marker('flank-route', 0.7, 0.1, 0, "Wooden planks link the northern rooftops, letting mobile heroes move above the avenue unseen. Defending snipers on the fire escapes should check over their shoulders."),
        marker('sightline', 0.55, 0.5, 1, "The avenue runs perfectly straight here, so a sniper at the far end can see the payload for its whole journey through the section."),
        marker('sightline', 0.85, 0.62, 0, "From the doorway of an old bank, defenders can shoot down the southern pavement without exposing themselves to the fire escapes."),
        marker('hp-large', 0.45, 0.88, 0, "Large health pack inside a looted pharmacy on the south side, a good reset point after the fight at the taxis."),
        marker('hp-small', 0.2, 0.2, 0, "Small health pack at the foot of the first fire escape. Attackers climbing up to challenge the snipers can top off here before the ascent."),
        marker('hp-small', 0.8, 0.35, 0, "Small health pack under the scaffolding. Defenders guarding the tunnel can stay on it and heal between waves without giving up their position."),
        marker('destructible', 0.5, 0.44, 1, "An abandoned city bus across half the avenue can be destroyed, opening a wide gap in the defenders' cover."),
        marker('ultimate-spot', 0.42, 0.58, 2, "Defenders crowd behind the taxis to stop the payload. An attacking area ultimate here can clear the whole line."),
        marker('ultimate-spot', 0.75, 0.55, 1, "Escorts arriving at the scaffolding tunnel are packed together; defensive ultimates here can stall the payload for a long time."),
      ],
      powerPosition: {
        defDescription:
          'Put your snipers on the northern fire escapes and your tanks behind the wrecked taxis. The escape stairs cover the whole avenue, and the taxis force escorts into a single, slow lane.',
        atkDescription:
          'Take the coffee shop roof and trade with the fire escapes from there. Once the snipers are down, the taxi line becomes a simple shoving match in which your tanks have the edge.',
      },
      breakout: {
        defDescription:
          'If the payload has passed the taxis, regroup under the scaffolding rather than fighting in the open avenue. The tunnel forces attackers to come to you through a tight space.',
        atkDescription:
          'When the taxi line is locked, send a flanker through the back alley and another over the rooftop planks. The defence turns to face them, and that is the moment to roll the payload through.',
      },
      transformations: [
        { description: 'An abandoned bus blocking half the avenue can be destroyed, opening a much wider path for the payload fight.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Hide the beacon inside the hotel lobby doorway so revived teammates return close to the payload.", atMarker(0)),
        utility('rocket-raccoon', 'def', "Place the beacon in the bank doorway, where it is protected from the avenue sightline.", atMarker(10)),
        utility('peni-parker', 'def', "Build the spider-nest in the gap between the wrecked taxis, the only lane the payload can use.", atMarker(3)),
        utility('peni-parker', 'def', "Scatter mines at the exit of the back alley to catch flankers trying to slip past the taxis."),
        utility('the-punisher', 'def', "Zipline to the fire escapes and fire the turret over the taxis onto the payload.", atMarker(5)),
        utility('the-punisher', 'atk', "From the coffee shop roof, the turret suppresses the fire escapes while your tanks push the taxi line.", atCallout('Coffee Shop Roof')),
        utility('doctor-strange', 'atk', "A portal from spawn to the rooftop planks puts your divers above the defensive line.", atMarker(8)),
        utility('doctor-strange', 'both', "Link the pharmacy and the bank doorway so your team can rotate across the avenue without crossing open ground."),
      ],
    },
    {
      name: 'Billboard Junction',
      markers: [
        marker('objective', 0.1, 0.5, 1, "The payload enters the junction from the avenue. The wide intersection leaves escorts exposed from three directions."),
        marker('objective', 0.88, 0.62, 2, "The first checkpoint sits just past the subway construction barriers. Reaching it moves the attacker spawn up to the junction."),
        marker('spawn-door', 0.93, 0.9, 1, "Defenders now respawn in an office lobby near the checkpoint. It is a short trip, so expect them to return quickly."),
        marker('choke-point', 0.5, 0.55, 2, "Crashed delivery trucks in the middle of the intersection leave a single lane for the payload, the key fight of the section."),
        marker('choke-point', 0.75, 0.55, 0, "Subway construction barriers narrow the road right before the checkpoint. Defenders who fell back from the trucks should make their last stand between these barriers."),
        marker('high-ground', 0.5, 0.12, 2, "A catwalk behind the giant billboard overlooks the whole junction and is the defenders' strongest perch. Remember it can be brought down, so do not get too comfortable."),
        marker('high-ground', 0.25, 0.25, 1, "The top level of a parking structure on the west corner lets attackers duel the billboard catwalk. Win this trade before rolling the payload into the middle of the junction."),
        marker('flank-route', 0.3, 0.9, 1, "A subway entrance leads into a tunnel that comes up beside the construction barriers. Use it to get behind defenders guarding the checkpoint."),
        marker('flank-route', 0.7, 0.2, 0, "The second floor of a gutted department store connects the west corner to the billboard catwalk. Divers can reach the snipers from here without crossing the open street."),
        marker('sightline', 0.2, 0.55, 1, "Looking down the cross street from the western corner, you can hit defenders as they come back from their spawn. Slow them down here and the fight at the trucks gets easier."),
        marker('sightline', 0.6, 0.8, 0, "A southern cross street gives a clear diagonal line onto the construction barriers. Attackers can use it to soften the last stand before the checkpoint."),
        marker('hp-large', 0.4, 0.3, 0, "Large health pack behind a newsstand on the north corner. Both teams fight over it constantly, so never let an injured enemy tank walk to it unopposed."),
        marker('hp-small', 0.15, 0.8, 0, "Small health pack beside the subway entrance. Flankers heading into the tunnel should grab it first, since the next pack is on the defenders' side."),
        marker('hp-small', 0.82, 0.3, 0, "Small health pack near the department store exit. Defenders rotating down from the catwalk can top up here before joining the fight at the trucks."),
        marker('destructible', 0.55, 0.25, 1, "The supports of the giant billboard can be destroyed, sending it crashing down and removing the catwalk perch."),
        marker('destructible', 0.35, 0.65, 1, "Scaffolding on the south side collapses under fire, opening a new angle onto the trucks. Bring it down if defenders are using it as a hiding place."),
        marker('ultimate-spot', 0.5, 0.45, 2, "Both teams meet around the crashed trucks; whoever lands the first big ultimate here usually wins the junction."),
        marker('ultimate-spot', 0.85, 0.55, 1, "Defenders crowd the barriers to stop the payload right before the checkpoint; a perfect target for attacking ultimates."),
      ],
      powerPosition: {
        defDescription:
          'Hold the billboard catwalk with your ranged heroes and the trucks with your tanks. The catwalk sees every approach, so escorts have to fight through crossfire in the middle of the intersection.',
        atkDescription:
          'Take the parking structure and pressure the catwalk until its supports or its defenders give way. Once the high ground is clear, push the payload through the trucks together.',
      },
      breakout: {
        defDescription:
          'If attackers control the trucks, use the subway tunnel to appear beside the barriers and hit them from behind. The payload stops the moment they turn to face you.',
        atkDescription:
          'When the junction is held, send a diver through the department store to the catwalk while the tanks advance behind shields. Use your ultimates when the defenders jump down to stop the payload.',
      },
      transformations: [
        { description: 'The giant billboard above the junction can be brought down, removing its catwalk and leaving a pile of wreckage as new cover.' },
        { description: 'Scaffolding along the south side collapses under fire, opening a fresh angle onto the crashed trucks.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Place the beacon beside the subway entrance, close to the small health pack and out of view of the catwalk.", atMarker(12)),
        utility('rocket-raccoon', 'def', "Hide the beacon in the office lobby entrance beside your spawn so revived allies rejoin the barrier fight quickly.", atMarker(2)),
        utility('peni-parker', 'def', "Build the spider-nest inside the gap between the crashed trucks, the one lane the payload cannot avoid.", atMarker(3)),
        utility('peni-parker', 'both', "Mines at the top of the subway stairs punish anyone trying to use the tunnel, on either team.", atMarker(7)),
        utility('the-punisher', 'def', "Mount the turret on the billboard catwalk to cover the whole junction, but move it quickly if the billboard starts to fall.", atMarker(5)),
        utility('the-punisher', 'atk', "From the top of the parking structure, the turret keeps the catwalk under pressure.", atMarker(6)),
        utility('doctor-strange', 'atk', "A portal from the avenue to the department store second floor puts your divers next to the catwalk.", atMarker(8)),
        utility('doctor-strange', 'def', "Link the office lobby to the billboard catwalk so defenders reach the high ground right after respawning."),
      ],
    },
    {
      name: 'Library Steps',
      markers: [
        marker('spawn-door', 0.05, 0.2, 1, "After the first checkpoint, attackers spawn in the junction behind the payload. Wait for everyone before walking into the library street."),
        marker('spawn-door', 0.95, 0.1, 1, "Defenders spawn in a hotel beyond the second checkpoint; the walk is long enough that a bad trade here hurts."),
        marker('objective', 0.12, 0.6, 1, "The payload rolls past the front of the grand library right after the first checkpoint. Keep it moving while the defenders are still regrouping from the junction fight."),
        marker('objective', 0.9, 0.55, 2, "The second checkpoint is under the elevated road beyond the library. Reaching it moves the fight to the cathedral plaza."),
        marker('choke-point', 0.4, 0.6, 1, "Two stone lion statues narrow the street in front of the library steps. Defenders can hold behind them like a wall."),
        marker('choke-point', 0.72, 0.7, 1, "The underpass beneath the elevated road squeezes the route into a shadowy corridor. Escorts should clear it with area damage before following the payload in."),
        marker('high-ground', 0.5, 0.2, 2, "The library's columned portico towers above the street, and a sniper up here sees the whole section. The columns offer cover, so attackers need to approach it from inside the building."),
        marker('high-ground', 0.8, 0.25, 1, "The reading room windows on the library's east wing let defenders fire down into the underpass entrance. Attackers often forget these windows, so check them before pushing."),
        marker('flank-route', 0.3, 0.08, 1, "A corridor through the library interior connects the west entrance with the portico and the reading room."),
        marker('flank-route', 0.6, 0.92, 0, "A walled garden behind tall hedges runs along the south side and comes out beside the underpass. It is the quietest way to reach the defenders' tanks from behind."),
        marker('sightline', 0.25, 0.45, 1, "From the street corner west of the library you can see straight up the portico steps. Attacking hitscans can trade with the portico from here while the payload is still far away."),
        marker('sightline', 0.65, 0.4, 0, "The portico looks straight down the street to the underpass. Defending snipers who hold this lane make every metre of escorting painful."),
        marker('hp-large', 0.55, 0.35, 0, "Large health pack just inside the portico entrance. Owning the portico means owning this pack, another reason attackers should take the high ground before pushing the street."),
        marker('hp-small', 0.2, 0.8, 0, "Small health pack by the hedges at the start of the section. Attackers can heal here out of the portico's view while waiting for the rest of the team."),
        marker('hp-small', 0.88, 0.8, 0, "Small health pack under the elevated road beside the checkpoint. Defenders holding the underpass can hug it and stay topped up during the final contest."),
        marker('ultimate-spot', 0.45, 0.55, 2, "Defenders hiding behind the lion statues are packed together, which makes the spot ideal for attacking area ultimates."),
        marker('ultimate-spot', 0.85, 0.62, 1, "Escorts in the underpass cannot spread out; defensive ultimates here can stop the payload just short of the checkpoint."),
      ],
      powerPosition: {
        defDescription:
          'Keep a sniper on the portico and your tanks behind the lion statues. From the portico you see the whole street and the underpass, so escorts are exposed from the moment they arrive.',
        atkDescription:
          'Send two heroes through the library interior to take the portico from the inside. Once it falls, the lion statues are no longer a safe wall for the defence.',
      },
      breakout: {
        defDescription:
          'If attackers take the portico, slip through the walled garden and hit them at the underpass entrance. Turning them around stops the payload before the checkpoint.',
        atkDescription:
          'When the lion statues are held, send your flankers through the hedge garden and over the portico at the same time. The defence cannot cover both, and the street opens up.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Place the beacon by the hedges beside the small health pack, hidden from the portico.", atMarker(13)),
        utility('rocket-raccoon', 'def', "Hide the beacon inside the portico entrance next to the large health pack, where revived allies are shielded by the columns.", atMarker(12)),
        utility('peni-parker', 'def', "Build the spider-nest between the lion statues, where the payload must pass and attackers have to stop to destroy it.", atMarker(4)),
        utility('peni-parker', 'def', "Mines in the library interior corridor stop attackers sneaking up to the portico.", atMarker(8)),
        utility('the-punisher', 'def', "Zipline to the portico and fire the turret down the street toward the junction as the escorts arrive.", atMarker(6)),
        utility('the-punisher', 'both', "The reading room windows are a strong turret spot for whichever team holds the library.", atMarker(7)),
        utility('doctor-strange', 'atk', "A portal from your spawn to the library interior corridor gets your team onto the portico quickly.", atMarker(8)),
        utility('doctor-strange', 'def', "Link the reading room and the hedge garden so defenders can move between the high ground and the street instantly."),
      ],
    },
    {
      name: 'Cathedral Plaza',
      markers: [
        marker('spawn-door', 0.07, 0.8, 1, "The attackers' final spawn lies under the elevated road. Group up in its shadow before stepping out, because the plaza beyond offers no cover on the way to the payload."),
        marker('spawn-door', 0.93, 0.12, 1, "Defenders spawn behind a side door of the cathedral, only a few steps from the final point. Attackers should expect a steady trickle of returning defenders and keep one duelist watching that door."),
        marker('objective', 0.15, 0.65, 1, "The payload enters the plaza from the underpass into an open square with no cover at all. Bring a shield to the front and keep the backline tucked behind it until the gate."),
        marker('objective', 0.82, 0.4, 2, "The final delivery point is at the cathedral doors. Every metre counts, so never leave the payload alone."),
        marker('choke-point', 0.45, 0.55, 1, "A wrought-iron gate in the middle of the plaza forces the payload through a narrow opening. Defenders who hold just beyond it can fire at every escort squeezing through."),
        marker('choke-point', 0.68, 0.45, 1, "The cathedral stairs are the last choke, and defenders at the top enjoy a big height advantage. Attackers should flank around the side garden rather than charging straight up the steps."),
        marker('high-ground', 0.6, 0.12, 2, "The bell tower looms over the whole plaza and sees every approach to the doors. Whoever holds it controls the final fight, so contest it before the payload reaches the gate."),
        marker('high-ground', 0.3, 0.3, 1, "A gargoyle ledge on an old mausoleum lets attackers pressure the bell tower from the west. Park a hitscan here early so the tower sniper is busy before the payload arrives."),
        marker('flank-route', 0.5, 0.9, 1, "A crypt tunnel runs beneath the plaza and comes out beside the cathedral stairs. One quick flanker through here can split the defence right when the payload reaches the gate."),
        marker('flank-route', 0.2, 0.12, 0, "A hotel balcony walkway on the north side leads toward the bell tower. Divers who take it can reach the tower's sniper without crossing the open plaza."),
        marker('sightline', 0.35, 0.55, 1, "The plaza lane from the underpass to the gate is wide open, perfect for defenders firing from the stairs."),
        marker('sightline', 0.75, 0.75, 0, "From the side garden of the cathedral you can shoot along the gate from an unexpected angle. Defenders who use it catch escorts whose shields are pointed at the stairs."),
        marker('hp-large', 0.6, 0.7, 0, "Large health pack at the crypt entrance, close enough for both teams to fight over. Denying it to the defence during the final push is worth a few seconds of your time."),
        marker('hp-small', 0.25, 0.85, 0, "Small health pack near the underpass exit. Attackers can heal here before each push, safely out of sight of the bell tower."),
        marker('hp-small', 0.88, 0.6, 0, "Small health pack in the cathedral's side garden. Defenders holding the stairs can step back to it without leaving the fight around the payload."),
        marker('destructible', 0.55, 0.35, 1, "Scaffolding around a stained-glass window can be destroyed, exposing defenders who hide behind it. Shoot it down early so the stairs have one less safe corner."),
        marker('ultimate-spot', 0.78, 0.45, 2, "In overtime, defenders pile onto the cathedral stairs around the payload. A team-wide ultimate here decides the match."),
        marker('ultimate-spot', 0.45, 0.45, 1, "Escorts squeezing through the iron gate are packed shoulder to shoulder. A defensive ultimate here can stop the push cold and buy time for your respawns."),
      ],
      powerPosition: {
        defDescription:
          'Put a sniper in the bell tower and your tanks at the top of the cathedral stairs. The tower sees the whole plaza and the stairs force attackers to fight uphill in the open.',
        atkDescription:
          'Take the gargoyle ledge and trade with the bell tower until it is empty. Then push through the iron gate together while your backline covers the stairs.',
      },
      breakout: {
        defDescription:
          'If attackers reach the stairs, drop through the crypt tunnel and surface behind their backline. The payload stops the moment the escorts turn around.',
        atkDescription:
          'When the gate is held, send a diver across the hotel balcony walkway to the bell tower while the tanks push forward. Save your ultimates for when the defenders jump onto the payload.',
      },
      transformations: [
        { description: 'Scaffolding around a stained-glass window on the cathedral front collapses under fire, exposing anyone who was hiding behind it.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Hide the beacon near the underpass exit beside the small health pack; revived allies come back out of the bell tower's view.", atMarker(13)),
        utility('rocket-raccoon', 'def', "Place the beacon in the side garden next to the cathedral, close to the final point.", atCallout('Side Garden')),
        utility('peni-parker', 'def', "Build the spider-nest at the foot of the cathedral stairs, directly in the payload route.", atMarker(5)),
        utility('peni-parker', 'def', "Mines at the crypt tunnel exit catch flankers before they reach the stairs and warn your team that the tunnel is in use."),
        utility('the-punisher', 'def', "Zipline to the bell tower and fire the turret down on the iron gate while the escorts are squeezed into the opening.", atMarker(6)),
        utility('the-punisher', 'atk', "From the gargoyle ledge, the turret keeps both the bell tower and the top of the stairs busy while your tanks walk the payload forward.", atCallout('Gargoyle Ledge')),
        utility('doctor-strange', 'atk', "A portal from the underpass to the crypt tunnel brings your team up beside the cathedral stairs.", atCallout('Crypt Entrance')),
        utility('doctor-strange', 'both', "Link the bell tower and the crypt entrance to move between high ground and the payload fight instantly."),
      ],
    },
  ],
}
