import type { MapGuideSeed } from '../types'
import { atCallout, atMarker, marker, utility } from './helpers'

export const guide: MapGuideSeed = {
  map: 'yggdrasill-path',
  description:
    'A convoy route that climbs along the roots of the World Tree, starting beneath a shimmering rainbow gateway and finishing deep inside the heartwood. The payload winds through a garden of floating rune stones and across a living root bridge, with plenty of vertical space for flyers and long sightlines for snipers. Defenders love the elevated ledges, so attackers need to win the high ground before the payload reaches each corner.',
  heroes: [
    {
      hero: 'groot',
      side: 'def',
      reason:
        'His walls turn narrow spots such as the gatehouse arch and the root bridge into dead ends. Few heroes stall a payload in a tight lane as well as he does.',
    },
    {
      hero: 'peni-parker',
      side: 'def',
      reason:
        'Her nest and mines are at their best where the payload has only one road, and this map is full of those. Attackers waste precious time clearing her webs.',
    },
    {
      hero: 'hela',
      side: 'def',
      reason:
        'The battlements, the pavilion roof and the overhanging branch all give her high, safe angles onto the payload. She wins the long-range duels this map is built around.',
    },
    {
      hero: 'hawkeye',
      side: 'def',
      reason:
        'Straight lanes down the bridge and through the garden let him pick off escorts long before they reach a checkpoint.',
    },
    {
      hero: 'captain-america',
      side: 'atk',
      reason:
        'His shield lets the team walk the payload through exposed stretches like the root bridge, and he can charge up to snipers who feel safe on a ledge.',
    },
    {
      hero: 'the-thing',
      side: 'atk',
      reason:
        'A sturdy brawler who thrives in the cramped arch and heartwood tunnel, where defenders cannot kite him. He keeps the payload moving while others fight around it.',
    },
    {
      hero: 'magik',
      side: 'atk',
      reason:
        'Her portals and quick dives let her reach a defending sniper on the battlements or the branch perch before they can react.',
    },
    {
      hero: 'storm',
      side: 'atk',
      reason:
        'She flies over the open garden and chasm with ease and shuts down the high perches. Her ultimate is brutal on the bridge, where escorts and defenders alike are crammed together.',
    },
    {
      hero: 'rocket-raccoon',
      side: 'both',
      reason:
        'Long pushes mean plenty of deaths, and his revive beacon keeps a team alive through drawn-out fights at every checkpoint.',
    },
    {
      hero: 'cloak-dagger',
      side: 'both',
      reason:
        'Steady healing, a vision-blocking cloud for the long sightlines and a strong ultimate for holding or retaking the payload.',
    },
    {
      hero: 'adam-warlock',
      side: 'both',
      reason:
        'A team-wide revive is priceless on a map where one lost fight can give up a whole section, and his soul link keeps scattered teammates alive.',
    },
  ],
  sections: [
    {
      name: 'Rainbow Gate',
      markers: [
        marker('spawn-door', 0.06, 0.82, 1, "The attacker spawn opens right beside the payload. Step onto it together with your tanks so it starts rolling the moment the doors open, instead of waiting for the whole team."),
        marker('spawn-door', 0.9, 0.12, 1, "At this stage the defender spawn is a long walk from the first fight. Anyone who falls early should regroup at the gatehouse rather than running back alone across the open plaza."),
        marker('objective', 0.12, 0.72, 1, "The payload starts in a sunken plaza beneath the rainbow arch. Keep at least one hero on it at all times: the opening metres are the cheapest you will earn all match."),
        marker('choke-point', 0.4, 0.55, 2, "The gatehouse arch is the first real choke. The payload rolls straight through it, and defenders holding the doorway with shields can stall here for a long time."),
        marker('choke-point', 0.85, 0.55, 0, "The route narrows again at a carved stairway near the end of the section. Defenders who fall back should reset here rather than on open ground."),
        marker('high-ground', 0.45, 0.3, 2, "The gatehouse battlements overlook the whole plaza. Defending hitscans up here can hit both the payload and the attacker spawn exit, so deal with them before pushing the arch."),
        marker('high-ground', 0.2, 0.4, 1, "A rocky outcrop on the plaza's north side is the attackers' answer to the battlements. From up here your ranged heroes can trade evenly with anyone on the wall."),
        marker('flank-route', 0.3, 0.15, 1, "A cliffside path along the northern edge bypasses the gatehouse entirely. Attackers use it to reach the battlements from behind; defenders should listen for footsteps on the stones."),
        marker('flank-route', 0.6, 0.88, 0, "The lower moat passage runs beneath the gatehouse and surfaces behind the defensive line on the far side. It is slow going, but hardly anyone thinks to watch it."),
        marker('sightline', 0.7, 0.5, 1, "Past the arch, a straight stretch of road gives defenders a clean line back toward the gatehouse. Snipers set up here to punish attackers who come through one at a time."),
        marker('sightline', 0.28, 0.65, 0, "From the plaza's stone benches you can see up into the battlements' arrow slits. Duelists with sharp aim can force defenders off the wall from here."),
        marker('hp-large', 0.52, 0.7, 0, "Large health pack in the guardroom just past the arch. Whoever wins the fight at the gate grabs it first, so fight for the arch rather than the open plaza."),
        marker('hp-small', 0.15, 0.25, 0, "Small health pack at the foot of the outcrop, useful for attackers trading shots with the wall."),
        marker('hp-small', 0.8, 0.3, 0, "Small health pack on the defending side of the road, where snipers can drop back to recover between picks."),
        marker('destructible', 0.38, 0.42, 1, "The stone crenellations on the battlements crumble after enough damage. Knocking them down strips away the defenders' cover and makes the wall a far less comfortable perch."),
        marker('ultimate-spot', 0.42, 0.6, 2, "Defenders collapse onto the payload inside the arch every time it rolls through. The walls keep everyone packed together, so an area ultimate here hits the entire defence."),
        marker('ultimate-spot', 0.75, 0.7, 1, "The open ground past the guardroom is a good place for defenders to launch a counter-ultimate while attackers spill out of the arch."),
      ],
      powerPosition: {
        defDescription:
          'Put two ranged heroes on the battlements and keep your tank in the arch. The wall sees the whole plaza while the arch stops the payload, so attackers have to split their effort between two angles.',
        atkDescription:
          'Take the outcrop first and trade with the wall until the crenellations break. Once the defenders on top are gone or forced down, the arch becomes a simple brawl you can win with numbers.',
      },
      breakout: {
        defDescription:
          'If the payload is already through the arch, fall back to the carved stairway and reset together. Fighting inside the guardroom with half a team just hands the attackers the large health pack.',
        atkDescription:
          'When the arch is sealed, send one diver up the cliffside path and start pushing the moment the battlements turn to deal with them. The defence cannot face both ways, and the payload slides through.',
      },
      transformations: [
        { description: 'The crenellations along the gatehouse battlements can be shot away, leaving defenders on the wall with almost no cover.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Set the beacon behind the stone benches in the plaza; it stays close to the payload but is covered from the battlements.", atMarker(10)),
        utility('rocket-raccoon', 'def', "Drop the beacon in the guardroom beside the large health pack so revived teammates return straight into the fight at the arch.", atMarker(11)),
        utility('peni-parker', 'def', "Attach the spider-nest to the arch's left wall. The payload has to pass right beside it, and its drones harass every escort.", atMarker(3)),
        utility('peni-parker', 'def', "Mines along the cliffside path behind the battlements catch flankers climbing toward your snipers.", atMarker(7)),
        utility('the-punisher', 'def', "Turret on the battlements aimed at the attacker spawn exit, so the attack has to start every push under fire.", atMarker(5)),
        utility('the-punisher', 'atk', "Zipline to the top of the outcrop and mount the turret facing the wall's arrow slits to keep the defenders' heads down.", atMarker(6)),
        utility('doctor-strange', 'atk', "A portal from the plaza to the cliffside path gets your divers onto the battlements within seconds.", atMarker(7)),
        utility('doctor-strange', 'both', "Linking the outcrop and the guardroom shortens the trip across the plaza for whichever team is currently winning the arch."),
      ],
    },
    {
      name: 'Rune Stone Garden',
      markers: [
        marker('objective', 0.1, 0.6, 1, "The payload enters the garden along a wide stone path beside the pond. This is the last open ground before the checkpoint, so push hard while the defenders are still falling back."),
        marker('objective', 0.85, 0.45, 2, "The first checkpoint lies at the foot of the pavilion steps. Reaching it moves the attacker spawn forward, so defenders must pour everything into stopping the payload before these steps."),
        marker('spawn-door', 0.95, 0.2, 1, "Defenders now respawn in a hillside shrine near the checkpoint. The exit drops you onto the pavilion roof, a handy shortcut to the high ground."),
        marker('high-ground', 0.6, 0.22, 2, "The pavilion roof sees the whole garden and pond. It is the defenders' favourite perch, but it is exposed to flyers coming in over the water."),
        marker('high-ground', 0.3, 0.2, 1, "The ridge above the rune quarry on the north side gives attackers a safe angle down onto the pavilion roof."),
        marker('choke-point', 0.5, 0.6, 1, "Between the pond and the rock wall, the path narrows to little more than the width of the payload. Defenders with a barrier can stall here, so clear it with area damage."),
        marker('choke-point', 0.72, 0.55, 0, "The moon-shaped gate just before the checkpoint is the final squeeze. Keep one hero on the payload while your tanks shove through the gate."),
        marker('flank-route', 0.45, 0.9, 1, "Stepping stones across the pond lead to a hidden grotto that opens beside the checkpoint. Fast duelists can use it to appear behind the defending tanks."),
        marker('flank-route', 0.18, 0.08, 0, "A quarry tunnel cuts through the northern ridge and comes out near the pavilion stairs, a quiet route for dive heroes."),
        marker('sightline', 0.35, 0.55, 1, "The rune stones floating over the pond leave a gap that gives a straight line from the garden entrance to the pavilion. Snipers on both sides duel across it."),
        marker('sightline', 0.78, 0.78, 0, "From the grotto exit you can see the moon gate side-on, a great angle for hitting tanks who are focused straight ahead."),
        marker('hp-large', 0.55, 0.4, 0, "Large health pack beneath the pavilion's lower eaves. Both teams want it, so fights often break out around it."),
        marker('hp-small', 0.22, 0.75, 0, "Small health pack beside the garden entrance for attackers recovering from the opening trade."),
        marker('hp-small', 0.88, 0.7, 0, "Small health pack near the checkpoint steps, used by defenders guarding the last few metres."),
        marker('destructible', 0.4, 0.35, 1, "Several floating rune stones can be shattered, widening the view across the pond. Break them if your team has the stronger long-range heroes."),
        marker('ultimate-spot', 0.8, 0.5, 2, "Defenders crowd the checkpoint steps during the final contest. An attacking area ultimate dropped on the steps usually wins the checkpoint outright."),
        marker('ultimate-spot', 0.48, 0.64, 1, "The narrow pond path pins escorts against the payload, so defensive ultimates that deny an area are brutal here."),
      ],
      powerPosition: {
        defDescription:
          'Set up with a sniper on the pavilion roof and your tanks at the narrow pond path. The roof covers every approach, while the path forces the payload into a slow, exposed crawl.',
        atkDescription:
          'Claim the quarry ridge first. From there you can pressure the pavilion roof and watch the pond path at the same time, letting your tanks walk the payload through the narrows under covering fire.',
      },
      breakout: {
        defDescription:
          'If the payload is past the pond path, do not chase it into the moon gate one by one. Group up on the checkpoint steps with the small health pack beside you and make the attackers come to you.',
        atkDescription:
          'When the pond path is walled off, send one duelist across the stepping stones and another through the quarry tunnel. The defence will turn to deal with them, which is your cue to roll the payload through.',
      },
      transformations: [
        { description: 'Some of the rune stones hovering over the pond can be destroyed, opening a much wider line of sight across the water.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Tuck the beacon inside the rune quarry, where it is hidden from the pavilion roof's view.", atMarker(8)),
        utility('rocket-raccoon', 'both', "Whichever team controls the pavilion can hide a beacon under its eaves beside the large health pack.", atMarker(11)),
        utility('peni-parker', 'def', "Build the spider-nest at the pond path narrows, directly beside the payload route, so attackers have to destroy it before escorting.", atMarker(5)),
        utility('peni-parker', 'def', "Mines at the grotto exit catch flankers who crossed the stepping stones before they reach your checkpoint defence.", atCallout('Grotto Exit')),
        utility('the-punisher', 'def', "Turret on the pavilion roof aimed at the garden entrance to punish escorts before they reach the pond.", atMarker(3)),
        utility('the-punisher', 'atk', "Mount the turret on the quarry ridge to suppress whoever is sitting on the pavilion roof.", atMarker(4)),
        utility('doctor-strange', 'atk', "Portal from the garden entrance to the grotto so part of your team appears behind the checkpoint defence.", atCallout('Grotto Exit')),
        utility('doctor-strange', 'def', "Link the hillside shrine to the pond path so respawning defenders are back at the choke immediately."),
      ],
    },
    {
      name: 'Root Bridge',
      markers: [
        marker('spawn-door', 0.05, 0.3, 1, "With the first checkpoint taken, attackers respawn in the shrine just behind it. Walk out as a group, because the bridge punishes anyone who arrives alone."),
        marker('objective', 0.15, 0.5, 1, "The payload leaves the garden and rolls onto the great root. Once it is on the bridge there is no side cover for escorts, so tanks have to shield from the front."),
        marker('objective', 0.85, 0.5, 1, "The second checkpoint sits at the far end of the root, where it meets the trunk. Getting here gives attackers a spawn inside the tree for the final push."),
        marker('choke-point', 0.5, 0.5, 2, "The middle of the root is the narrowest point on the whole map. One hero with a barrier can hold the payload here while teammates shoot down from the ledges."),
        marker('high-ground', 0.45, 0.15, 2, "A massive overhanging branch forms a natural perch above the bridge. Defenders up here can hit the payload from behind the attackers' shields."),
        marker('high-ground', 0.7, 0.82, 1, "A mossy platform just below the bridge rim gives attackers a safe angle up at the far end of the root."),
        marker('flank-route', 0.35, 0.85, 1, "A wooden walkway clings to the underside of the root, letting flankers cross the chasm without being seen from the deck."),
        marker('flank-route', 0.6, 0.08, 0, "Hanging vines along the upper branch connect to the trunk, and mobile heroes can climb them to reach the defenders' perch."),
        marker('sightline', 0.25, 0.45, 1, "From the near end of the bridge you have a straight line to the trunk doorway. Hitscans should hang back here and shoot over their own tanks."),
        marker('sightline', 0.78, 0.35, 0, "The trunk balcony looks straight back down the bridge. Defending snipers get free shots at anyone stepping onto the root."),
        marker('hp-large', 0.9, 0.75, 0, "Large health pack in the hollow at the base of the trunk, the defenders' lifeline during the stand at the checkpoint."),
        marker('hp-small', 0.12, 0.8, 0, "Small health pack at the near end of the bridge beside the shrine. Attackers should grab it before stepping onto the root, since there is nothing to heal with out on the deck."),
        marker('hp-small', 0.55, 0.25, 0, "Small health pack on the overhanging branch, a reward for whoever climbs up first."),
        marker('destructible', 0.4, 0.78, 1, "The walkway under the root can be shot apart. Defenders who destroy it take away the attackers' only hidden crossing."),
        marker('destructible', 0.72, 0.2, 1, "A dead branch above the far end can be brought down; once it falls it becomes fresh cover beside the payload route."),
        marker('ultimate-spot', 0.5, 0.42, 2, "Escorts bunch up tightly on the bridge because there is nowhere else to stand. A single area ultimate here can wipe out an entire push."),
        marker('ultimate-spot', 0.88, 0.42, 1, "Knock-back ultimates at the trunk end can hurl attackers off the bridge and into the mist below."),
      ],
      powerPosition: {
        defDescription:
          'Occupy the overhanging branch and the trunk balcony together so you are shooting at the bridge from two heights. Attackers on the root have nowhere to hide and take damage just for touching the payload.',
        atkDescription:
          'Win the mossy platform and the near-end sightline first; they let your damage heroes pressure the trunk without setting foot on the bridge. Only push the payload once the balcony sniper is down.',
      },
      breakout: {
        defDescription:
          "If the payload reaches the trunk end, fall back into the hollow with the large health pack and strike from inside, where the attackers' shields cannot cover every angle.",
        atkDescription:
          'When the middle of the root is locked down, send two flankers along the walkway beneath while your tank keeps shoving the payload forward. Defenders looking down cannot watch the deck at the same time.',
      },
      transformations: [
        { description: 'The wooden walkway beneath the root can be destroyed, removing the hidden crossing and leaving only a sheer drop.' },
        { description: 'A dead branch above the trunk end can be shot down, and once it lands it forms new cover next to the payload route.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Place the beacon at the near end beside the shrine, where revives are safe from the trunk balcony sniper.", atMarker(11)),
        utility('rocket-raccoon', 'both', "On the mossy platform below the rim, a beacon is hard to spot from either end of the bridge.", atMarker(5)),
        utility('peni-parker', 'def', "Build the spider-nest on the root's rim at the midpoint; attackers must destroy it before they can escort any further.", atMarker(3)),
        utility('peni-parker', 'def', "Mines at the top of the hanging vines stop climbers from reaching the branch perch.", atMarker(7)),
        utility('the-punisher', 'def', "Turret on the trunk balcony aimed straight down the bridge, where escorts have nothing to hide behind.", atMarker(9)),
        utility('the-punisher', 'atk', "Zipline up to the overhanging branch and fire the turret down into the trunk hollow.", atMarker(4)),
        utility('doctor-strange', 'atk', "A portal from the near end to the mossy platform lets your team skip the exposed part of the deck.", atMarker(5)),
        utility('doctor-strange', 'def', "Connect the trunk hollow to the overhanging branch so defenders can retake the high ground instantly."),
      ],
    },
    {
      name: 'Heartwood Hall',
      markers: [
        marker('spawn-door', 0.08, 0.62, 1, "The attackers' final spawn opens just inside the trunk. The hall is cramped, so wait for your tanks before rushing the lantern-lit corridor."),
        marker('spawn-door', 0.93, 0.15, 1, "The defender spawn overlooks the final stretch from a carved balcony, and you can drop straight down toward the altar."),
        marker('objective', 0.2, 0.5, 1, "The payload enters the heartwood through a tunnel of roots. Keep it moving while the defenders are still getting into position."),
        marker('objective', 0.82, 0.55, 2, "The delivery point is a glowing altar at the heart of the tree. Every metre counts now, so never leave the payload alone in overtime."),
        marker('choke-point', 0.35, 0.5, 1, "The mouth of the root tunnel barely fits the payload and two heroes. Defenders with area damage can hold it for a very long time."),
        marker('choke-point', 0.65, 0.62, 1, "The spiral ramp up to the altar is the final choke; win the fight here and the match is usually yours."),
        marker('high-ground', 0.55, 0.2, 2, "A ring of carved galleries circles the hall. Whoever owns the upper ring can see the entire final stretch."),
        marker('high-ground', 0.3, 0.2, 1, "The lantern loft above the tunnel lets attackers shoot into the galleries without having to climb the ramp."),
        marker('flank-route', 0.5, 0.88, 1, "A sap channel runs beneath the hall floor and surfaces near the altar, a sneaky route for divers."),
        marker('flank-route', 0.15, 0.2, 0, "A narrow stair beside the attacker spawn climbs to the lantern loft; take it if the tunnel is blocked."),
        marker('sightline', 0.45, 0.45, 1, "There is a straight line from the tunnel mouth to the altar. Defending snipers love it, so attackers should advance behind a shield."),
        marker('sightline', 0.72, 0.3, 0, "From the east gallery you can watch the sap channel exit and the ramp at the same time."),
        marker('hp-large', 0.4, 0.75, 0, "Large health pack in an alcove beside the tunnel, the attackers' main place to recover."),
        marker('hp-small', 0.7, 0.85, 0, "Small health pack by the sap channel exit. Divers can heal here after the crawl underneath the hall before popping up at the altar."),
        marker('hp-small', 0.85, 0.3, 0, "Small health pack on the defenders' carved balcony. Drop back to it between waves rather than leaving the altar to find healing elsewhere."),
        marker('ultimate-spot', 0.78, 0.6, 2, "Defenders pile onto the altar in overtime. A team-wide ultimate landed here usually ends the match."),
        marker('ultimate-spot', 0.5, 0.55, 1, "The centre of the hall floor is where both teams meet; zoning ultimates here can stall the payload long enough for your respawns to arrive."),
      ],
      powerPosition: {
        defDescription:
          'Own the upper gallery ring and keep your tank at the top of the spiral ramp. From there you can see the tunnel, the hall floor and the sap channel exit, so nothing reaches the altar unseen.',
        atkDescription:
          'Take the lantern loft with your ranged heroes and fight the galleries from there. Once the ring is cleared, the ramp becomes a brawl in which your tanks have the numbers.',
      },
      breakout: {
        defDescription:
          'If attackers have you pinned behind the ramp, drop one or two heroes through the sap channel and hit their backline near the tunnel. The payload stops every time they turn around.',
        atkDescription:
          'When the tunnel is blocked, send a diver up the narrow stair to the loft while the rest press the tunnel mouth. Hold your ultimates until the defenders commit to the ramp, then go all in together.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Keep the beacon in the alcove beside the large health pack so revived teammates recover before rejoining.", atMarker(12)),
        utility('rocket-raccoon', 'def', "Place the beacon on the carved balcony by your spawn so revived allies can drop right onto the altar.", atMarker(14)),
        utility('peni-parker', 'def', "Build the spider-nest at the top of the spiral ramp, right where attackers must climb to deliver the payload.", atMarker(5)),
        utility('peni-parker', 'def', "Mines at the mouth of the root tunnel catch escorts who wander ahead of the payload.", atMarker(4)),
        utility('the-punisher', 'def', "Turret on the east gallery covers both the spiral ramp and the sap channel exit with a single sweep.", atCallout('East Gallery')),
        utility('the-punisher', 'atk', "A turret in the lantern loft rakes the galleries and keeps defenders off the ring.", atMarker(7)),
        utility('doctor-strange', 'atk', "Portal from your spawn to the sap channel to flank the altar while your tanks hold the tunnel.", atMarker(8)),
        utility('doctor-strange', 'both', "Linking the lantern loft and the gallery ring turns the high ground into one connected space for whoever controls it."),
      ],
    },
  ],
}
