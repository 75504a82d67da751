import type { MapGuideSeed } from '../types'
import { atCallout, atMarker, marker, utility } from './helpers'

export const guide: MapGuideSeed = {
  map: 'shin-shibuya',
  description:
    'A neon-soaked district of a future Tokyo, where towering holographic billboards glow over a famous scramble crossing. Attackers first have to seize the crossing, then escort the payload through a covered arcade, beneath the skyrail and up the hill to a rooftop shrine. Tight alleys reward brawlers, while footbridges and rooftops give flyers and snipers plenty of room to work.',
  heroes: [
    {
      hero: 'emma-frost',
      side: 'def',
      reason:
        'Her barrier and crowd control are ideal for holding the arcade corridor and the torii gate, where the payload has only one way forward.',
    },
    {
      hero: 'namor',
      side: 'def',
      reason:
        'His turrets dropped around corners in the arcade and underpass make every step of the escort expensive for the attackers.',
    },
    {
      hero: 'the-punisher',
      side: 'def',
      reason:
        'Long straight streets and an open crossing suit his steady hitscan damage, and his zipline reaches the footbridge and the pagoda roof quickly.',
    },
    {
      hero: 'loki',
      side: 'def',
      reason:
        'Decoys scattered around the crossing and the shrine courtyard confuse attackers, and his healing keeps a stubborn hold alive.',
    },
    {
      hero: 'spider-man',
      side: 'atk',
      reason:
        'The district is packed with walls and signs to swing from. He can reach the footbridge, the balcony and the pagoda in seconds and pick off isolated healers.',
    },
    {
      hero: 'venom',
      side: 'atk',
      reason:
        'A dive tank who leaps onto high ground and survives long enough for the team to follow. He is great for breaking the defence on the footbridge.',
    },
    {
      hero: 'iron-man',
      side: 'atk',
      reason:
        'The open sky above the crossing and the skyrail lets him bombard defenders who hide behind kiosks and crates.',
    },
    {
      hero: 'psylocke',
      side: 'atk',
      reason:
        'Alleys and rooftop paths provide endless flank routes for her, and the crowded payload fights make her ultimate frightening.',
    },
    {
      hero: 'luna-snow',
      side: 'both',
      reason:
        'Reliable healing for long corridor fights and an ultimate that wins the key contests on the crossing and at the shrine.',
    },
    {
      hero: 'jeff-the-land-shark',
      side: 'both',
      reason:
        'He slips through the narrow arcade and underpass to heal from odd angles, and his ultimate can swallow a whole group off the payload.',
    },
    {
      hero: 'ultron',
      side: 'both',
      reason:
        'He flies over the crowded streets, keeps teammates topped up from range and adds pressure on defenders camped on rooftops.',
    },
  ],
  sections: [
    {
      name: 'Scramble Crossing',
      markers: [
        marker('spawn-door', 0.06, 0.85, 1, "Attackers leave through a subway entrance at street level. The crossing is straight ahead, but the stairs to the left lead to the footbridge, which is the better way in."),
        marker('spawn-door', 0.94, 0.1, 1, "The defender spawn opens onto a department store mezzanine. Only drop to street level once attackers have actually stepped onto the point."),
        marker('objective', 0.5, 0.5, 2, "The capture zone is the crossing itself, a huge open square painted with stripes. Progress locks in at each third, so even a partial capture is worth fighting for."),
        marker('high-ground', 0.5, 0.2, 2, "A glass footbridge spans the crossing diagonally. It overlooks the whole point and is the main battleground in the opening fight."),
        marker('high-ground', 0.8, 0.4, 1, "The department store awning gives defenders a covered ledge from which to fire down onto the point."),
        marker('choke-point', 0.25, 0.7, 1, "The subway stairs funnel every attacker through one exit. Defenders who pressure this spot delay the first contest by precious seconds."),
        marker('choke-point', 0.7, 0.28, 0, "A narrow gap between two kiosks is the defenders' shortest road to the point; a tank parked here controls it."),
        marker('flank-route', 0.15, 0.3, 1, "A side street on the west of the crossing loops behind the department store, letting flankers hit defenders on the awning from behind."),
        marker('flank-route', 0.85, 0.85, 0, "An underground shopping passage links the southeast corner to the defender side, perfect for rotating without being seen."),
        marker('sightline', 0.3, 0.45, 1, "From the cafe terrace on the west corner you can see straight across the crossing, a good post for hitscan heroes."),
        marker('sightline', 0.62, 0.75, 0, "The base of a billboard on the south side has a clear line to the kiosks where defenders like to hide."),
        marker('hp-large', 0.4, 0.85, 0, "Large health pack at the bottom of the subway stairs, a safe place for attackers to reset."),
        marker('hp-small', 0.55, 0.12, 0, "Small health pack at the east end of the footbridge. Whoever holds the bridge gets free sustain from it, so a long bridge fight usually favours the east side."),
        marker('hp-small', 0.9, 0.55, 0, "Small health pack just inside the store entrance for defenders trading from the awning."),
        marker('destructible', 0.58, 0.55, 1, "The holographic advert kiosks on the point collapse under fire, leaving the crossing completely bare."),
        marker('ultimate-spot', 0.45, 0.56, 2, "During overtime, defenders cluster behind the kiosks in the middle of the crossing, an inviting target for area ultimates."),
        marker('ultimate-spot', 0.5, 0.3, 1, "Jumping off the footbridge onto the point gives dive ultimates a perfect line on anyone standing in the capture zone."),
      ],
      powerPosition: {
        defDescription:
          'Hold the footbridge and the store awning together. Between them you can hit every metre of the crossing, while your tanks hold the kiosk gap to stop attackers gaining a foothold.',
        atkDescription:
          'Win the footbridge first by climbing the stairs beside your spawn instead of walking onto the open point. With the bridge in your hands, defenders on the awning are outgunned and the crossing is yours.',
      },
      breakout: {
        defDescription:
          'If attackers control the footbridge, stop fighting them from the street. Rotate through the underground passage and surface beneath the east end of the bridge, forcing them to turn while your tanks retake the point.',
        atkDescription:
          'When the defence has the bridge locked, send flankers down the west side street to hit the awning from behind. As soon as the defenders look back, take the stairs and contest the point together.',
      },
      transformations: [
        { description: 'The holographic kiosks on the crossing can be broken, removing the only cover inside the capture zone.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Set the beacon at the bottom of the subway stairs beside the large health pack, out of view from the awning.", atMarker(11)),
        utility('rocket-raccoon', 'def', "Tuck the beacon inside the store entrance so revived defenders come back next to the awning stairs.", atMarker(13)),
        utility('peni-parker', 'def', "Build the spider-nest under the east end of the footbridge to stop attackers from settling there.", atMarker(12)),
        utility('peni-parker', 'def', "Mines on the subway stairs slow the attackers as they leave spawn and buy your team time to reach the footbridge first.", atMarker(5)),
        utility('the-punisher', 'def', "Mount the turret on the awning facing the subway exit to punish every attempt at an opening push.", atMarker(4)),
        utility('the-punisher', 'atk', "From the cafe terrace the turret hits the kiosks and the awning at the same time.", atMarker(9)),
        utility('doctor-strange', 'atk', "Portal from your spawn to the west side street so part of the team arrives behind the department store.", atMarker(7)),
        utility('doctor-strange', 'both', "A portal from the footbridge to street level lets your team rotate down onto the point in an instant."),
      ],
    },
    {
      name: 'Neon Arcade',
      markers: [
        marker('objective', 0.08, 0.55, 1, "Once the crossing falls, the payload rolls from its edge into the arcade entrance. Escort it right away, because defenders need a few seconds to fall back."),
        marker('objective', 0.95, 0.5, 1, "The first escort checkpoint lies at the arcade's far exit. Reaching it moves the attacker spawn up to the arcade entrance."),
        marker('spawn-door', 0.92, 0.85, 1, "Defenders now spawn at the far end of the arcade, so they arrive quickly and often in waves. Thin them out before committing to the corridor."),
        marker('spawn-door', 0.05, 0.2, 0, "Attackers now respawn on the corner of the crossing. The walk to the payload is short, but check for defenders lingering around the kiosks."),
        marker('choke-point', 0.3, 0.55, 1, "The arcade entrance is framed by two heavy pillars. A barrier placed here blocks the whole street."),
        marker('choke-point', 0.7, 0.5, 1, "A claw-machine hall squeezes the route into a single-lane corridor; escorts must push through it shoulder to shoulder."),
        marker('high-ground', 0.45, 0.2, 2, "A second-floor balcony with windows over the route is the defenders' best perch in the arcade."),
        marker('high-ground', 0.6, 0.82, 1, "A capsule hotel rooftop on the south side offers attackers a strong angle into the balcony windows."),
        marker('flank-route', 0.2, 0.9, 1, "A back alley full of vending machines runs parallel to the arcade and exits just before the claw-machine hall."),
        marker('flank-route', 0.75, 0.12, 0, "A walkway across the arcade's glass roof lets mobile heroes drop in behind the defence. Defenders should keep an ear out for footsteps overhead."),
        marker('sightline', 0.5, 0.5, 1, "The arcade's central aisle is dead straight, so snipers at the far end can see the payload the whole way down."),
        marker('sightline', 0.85, 0.4, 0, "From the prize counter window, defenders can look into the claw-machine hall from the side."),
        marker('hp-large', 0.38, 0.75, 0, "Large health pack in a ramen bar next to the route, the attackers' best place to recover mid-push."),
        marker('hp-small', 0.55, 0.3, 0, "Small health pack on the balcony stairs. A defending sniper can hop down, grab it and be back at the window in a couple of seconds."),
        marker('hp-small', 0.88, 0.65, 0, "Small health pack near the defender spawn exit. Attackers who push this far should deny it by standing on the spot rather than letting defenders reset for free."),
        marker('ultimate-spot', 0.68, 0.55, 2, "The claw-machine hall traps escorts in a line, which makes it one of the best spots on the map for a defensive ultimate."),
        marker('ultimate-spot', 0.35, 0.45, 1, "Just inside the entrance, defenders stack up to stop the payload; attackers can punish that with an area ultimate."),
      ],
      powerPosition: {
        defDescription:
          'Put a sniper on the balcony and your tanks in the claw-machine hall. The payload has to crawl through a single-lane corridor while taking fire from above.',
        atkDescription:
          'Take the capsule hotel rooftop to challenge the balcony, then push the payload into the claw-machine hall with your shields in front.',
      },
      breakout: {
        defDescription:
          'If attackers reach the claw-machine hall, slip out over the glass roof walkway and drop down behind them. An escort that turns around is an escort that stops moving.',
        atkDescription:
          'If the entrance is blocked, send your duelists through the vending machine alley to come out beside the claw-machine hall. The defenders have to split, and the pillars stop being a wall.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Place the beacon in the ramen bar next to the large health pack, safely out of the central aisle.", atMarker(12)),
        utility('rocket-raccoon', 'both', "On the balcony stairs beside the small health pack, a beacon supports whoever currently holds the balcony.", atMarker(13)),
        utility('peni-parker', 'def', "Build the spider-nest inside the claw-machine hall, where escorts cannot walk around it.", atMarker(5)),
        utility('peni-parker', 'def', "Mines at the exit of the vending machine alley stop flankers before they reach your backline."),
        utility('the-punisher', 'def', "Turret on the balcony aimed down the central aisle to shred escorts in the corridor.", atMarker(6)),
        utility('the-punisher', 'atk', "Zipline to the capsule hotel rooftop and fire the turret into the balcony windows.", atMarker(7)),
        utility('doctor-strange', 'atk', "A portal from the crossing corner to the glass roof walkway drops your divers behind the defence.", atMarker(9)),
        utility('doctor-strange', 'def', "Link the defender spawn to the balcony so your team reaches the high ground immediately after respawning."),
      ],
    },
    {
      name: 'Skyrail Underpass',
      markers: [
        marker('spawn-door', 0.06, 0.4, 1, "After the first checkpoint, attackers respawn at the arcade exit. It is only a short jog to the payload, so regroup before pushing under the tracks."),
        marker('objective', 0.1, 0.7, 1, "The payload leaves the arcade and dips down beneath the elevated skyrail tracks. Keep escorts close, because defenders often hide in the shadows on either side."),
        marker('objective', 0.9, 0.45, 2, "The second checkpoint sits at the maintenance yard gates. Defenders should make their hardest stand just in front of it."),
        marker('choke-point', 0.45, 0.65, 2, "The underpass tunnel under the tracks is dark and narrow. Escorts move in a tight clump here, and defenders can flood it with damage."),
        marker('high-ground', 0.5, 0.15, 2, "The elevated skyrail station overlooks the underpass exit and the yard. It is the key perch for this whole leg of the escort."),
        marker('high-ground', 0.75, 0.8, 1, "A parking garage roof gives attackers a safe angle on the yard gates while the payload rolls forward."),
        marker('flank-route', 0.3, 0.1, 1, "Station stairs on the west side climb to the platform; attackers use them to take the skyrail from the defenders."),
        marker('flank-route', 0.6, 0.92, 0, "A drainage canal runs beneath the road and comes up behind the yard gates. Few players watch it, so it is perfect for a surprise attack on the defenders."),
        marker('sightline', 0.25, 0.55, 1, "From the tunnel mouth there is a straight line to the yard gates. Hitscans can shoot over their tanks from here."),
        marker('sightline', 0.7, 0.3, 0, "The end of the station platform looks straight down onto the yard gates and the payload route."),
        marker('hp-large', 0.55, 0.45, 0, "Large health pack in the ticket office under the station. It is contested by both teams all the time."),
        marker('hp-small', 0.2, 0.85, 0, "Small health pack beside the tunnel entrance. Attackers should top up here before entering the underpass, because the tunnel offers no other healing."),
        marker('hp-small', 0.85, 0.2, 0, "Small health pack at the top of the station stairs. A sniper holding the platform can step back to it without losing sight of the yard gates."),
        marker('destructible', 0.65, 0.6, 1, "A stack of shipping crates by the yard can be blown apart, opening a new lane onto the payload."),
        marker('destructible', 0.4, 0.35, 1, "The glass windbreaks on the station platform shatter under fire, exposing anyone camping behind them."),
        marker('ultimate-spot', 0.48, 0.7, 2, "Inside the tunnel, escorts cannot spread out, so a single area ultimate can catch the whole attacking team."),
        marker('ultimate-spot', 0.82, 0.5, 1, "Defenders mass at the yard gates to stop the payload; a well-timed attacking ultimate here clears the checkpoint."),
      ],
      powerPosition: {
        defDescription:
          'Keep a sniper on the skyrail station and your tanks at the yard gates. The station covers the tunnel exit and the gates, so attackers are shot at the moment they leave the underpass.',
        atkDescription:
          'Climb the station stairs with two heroes before the payload enters the tunnel. With the station in your hands, the yard gates are exposed from above and the escort becomes much easier.',
      },
      breakout: {
        defDescription:
          'If attackers have taken the station, use the drainage canal to reach the tunnel and hit them from behind. Forcing them to look down breaks their control over the yard.',
        atkDescription:
          'When the tunnel is held, send your flankers over the station and around the crates while the tank keeps the payload moving. Once the defenders are fighting on two fronts, the yard gates fall quickly.',
      },
      transformations: [
        { description: 'A skyrail train glides along the elevated track from time to time, briefly blocking the view across the top of the underpass.' },
        { description: 'The shipping crates beside the maintenance yard can be destroyed, opening a wider lane onto the payload route.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Hide the beacon beside the small health pack at the tunnel entrance, well away from the station sightline.", atMarker(11)),
        utility('rocket-raccoon', 'def', "Place the beacon behind the yard gates so revived defenders are right back at the checkpoint.", atCallout('Yard Gates')),
        utility('peni-parker', 'def', "Build the spider-nest in the middle of the tunnel, where escorts cannot avoid it.", atMarker(3)),
        utility('peni-parker', 'both', "Mines at the top of the station stairs punish anyone trying to take the platform.", atMarker(12)),
        utility('the-punisher', 'def', "Mount the turret at the end of the station platform to rake the tunnel exit and the yard gates.", atMarker(9)),
        utility('the-punisher', 'atk', "From the parking garage roof, the turret can suppress the yard while the payload rolls toward the checkpoint.", atMarker(5)),
        utility('doctor-strange', 'atk', "Portal from the tunnel mouth to the drainage canal to bring part of your team up behind the yard gates.", atMarker(7)),
        utility('doctor-strange', 'both', "Linking the ticket office to the station platform gives whoever controls it a fast route between the floor and the high ground."),
      ],
    },
    {
      name: 'Shrine Terminus',
      markers: [
        marker('spawn-door', 0.05, 0.75, 1, "The attackers' final forward spawn is at the bottom of the hill. Take a moment to group up before walking up the steep street."),
        marker('spawn-door', 0.92, 0.08, 1, "The defender spawn sits just behind the shrine, so defenders can reinforce within seconds. Trade carefully and avoid feeding."),
        marker('objective', 0.15, 0.6, 1, "The payload starts its last leg at the foot of a steep stairway street, the slowest stretch of the whole escort."),
        marker('objective', 0.85, 0.3, 2, "The final delivery point lies in the shrine courtyard. Defenders must fight on every step of the approach."),
        marker('choke-point', 0.4, 0.5, 1, "The steep stairway street narrows halfway up. Defenders with a barrier can stand at the top and force attackers to fight uphill."),
        marker('choke-point', 0.7, 0.4, 1, "The great torii gate is the last choke before the courtyard; win the fight here and the match is nearly over."),
        marker('high-ground', 0.55, 0.15, 2, "The pagoda roof towers above the final stretch, and a sniper up here can see the whole hill. Attackers must challenge it before the payload reaches the gate."),
        marker('high-ground', 0.3, 0.25, 1, "The rooftop garden of an apartment block lets attackers pressure the pagoda from a safe distance."),
        marker('flank-route', 0.6, 0.85, 1, "A narrow lantern alley runs alongside the street and comes out beside the torii gate. Flankers who use it can hit the defenders' tanks from the side."),
        marker('flank-route', 0.22, 0.08, 0, "A maintenance catwalk behind a giant neon sign connects the apartment rooftop to the pagoda. Divers use it to reach the sniper without walking up the hill."),
        marker('sightline', 0.5, 0.55, 1, "The street runs straight uphill, so defenders at the top see every escort coming up the stairs."),
        marker('sightline', 0.78, 0.65, 0, "From the shrine garden wall you can shoot sideways into the stairway street, catching escorts who look only ahead."),
        marker('hp-large', 0.65, 0.6, 0, "Large health pack in a tea house beside the route, valuable for both teams in the final fights."),
        marker('hp-small', 0.3, 0.8, 0, "Small health pack at the bottom of the stairway street. Grab it on your way up the hill, because the climb to the gate is a long walk under fire."),
        marker('hp-small', 0.9, 0.5, 0, "Small health pack inside the shrine courtyard. Defenders holding the last metres can heal here without stepping away from the payload."),
        marker('destructible', 0.62, 0.45, 1, "A row of holographic torii gates along the last slope flickers out when damaged, opening a side angle onto the payload."),
        marker('ultimate-spot', 0.8, 0.35, 2, "Defenders crowd around the payload in the shrine courtyard during overtime. A team-wide ultimate here decides the match."),
        marker('ultimate-spot', 0.42, 0.45, 1, "Escorts stack up on the stairway street; defensive area ultimates are devastating on the slope."),
      ],
      powerPosition: {
        defDescription:
          'Hold the pagoda roof and the torii gate together. The roof sees the whole hill and the gate stops the payload, so attackers must fight uphill while being shot from above.',
        atkDescription:
          'Take the apartment rooftop garden and challenge the pagoda from there. Once the roof is quiet, your tanks can push through the torii gate while the backline covers them.',
      },
      breakout: {
        defDescription:
          'If attackers reach the torii gate, slip into the lantern alley and hit their backline from the side. Forcing them to turn halts the payload just short of the courtyard.',
        atkDescription:
          'When the stairway is held, send a diver over the neon-sign catwalk to the pagoda while the rest push up the street. Save your ultimates for the moment the defenders collapse on the payload at the gate.',
      },
      transformations: [
        { description: 'The holographic torii gates lining the final slope switch off when damaged, opening a side angle onto the payload route.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', "Tuck the beacon next to the small health pack at the bottom of the hill, out of sight from the pagoda.", atMarker(13)),
        utility('rocket-raccoon', 'def', "Place the beacon inside the shrine courtyard so revived defenders return straight to the payload.", atMarker(14)),
        utility('peni-parker', 'def', "Build the spider-nest under the great torii gate, the last place the payload must pass.", atMarker(5)),
        utility('peni-parker', 'def', "Mines at the lantern alley exit stop flankers appearing beside your tanks at the torii gate."),
        utility('the-punisher', 'def', "Zipline up to the pagoda roof and fire the turret straight down the stairway street.", atMarker(6)),
        utility('the-punisher', 'atk', "Mount the turret in the apartment rooftop garden to suppress the pagoda and the gate.", atMarker(7)),
        utility('doctor-strange', 'atk', "A portal from the forward spawn to the tea house lets the team skip the lower half of the stairway street.", atMarker(12)),
        utility('doctor-strange', 'both', "Link the pagoda roof and the shrine courtyard so whoever holds the final stretch can move between high ground and payload instantly."),
      ],
    },
  ],
}
