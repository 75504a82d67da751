import type { MapGuideSeed } from '../types'
import { atCallout, atMarker, marker, utility } from './helpers'

export const guide: MapGuideSeed = {
  map: 'royal-palace',
  description:
    "A gleaming palace of gold and marble perched above the clouds of Yggsgard, where each round of domination is fought in a different wing of the royal grounds. The points sit in wide, ornate rooms ringed by balconies and galleries, so whoever owns the upper floors usually owns the fight. Walks from spawn are short, which means constant re-engagements and plenty of space for flyers to show off.",
  heroes: [
    {
      hero: 'magneto',
      side: 'def',
      reason:
        "His barrier and steady mid-range damage let him plant himself on a point and simply refuse to leave. The palace's compact capture zones suit a tank who wants to stand still and absorb pressure.",
    },
    {
      hero: 'invisible-woman',
      side: 'def',
      reason:
        "Her shields and knock-backs keep divers off a team that is anchored on the point. On the observatory round her pushes can send careless attackers over the open edges.",
    },
    {
      hero: 'winter-soldier',
      side: 'def',
      reason:
        'His hook drags lone heroes off balconies and away from their healers. He punishes anyone who tries to contest the point from a single doorway.',
    },
    {
      hero: 'hawkeye',
      side: 'def',
      reason:
        'The north balcony, the throne-room mezzanine and the telescope tower are all perfect archery perches. A confident Hawkeye can hold an entire entrance by himself.',
    },
    {
      hero: 'thor',
      side: 'atk',
      reason:
        'Thor dives onto balconies, bullies backline heroes and brings a team-wide fight onto the point. His mobility makes the vertical palace rooms easy to cross.',
    },
    {
      hero: 'venom',
      side: 'atk',
      reason:
        'Venom swings up to the galleries in a heartbeat and can pull a sniper down from a perch. He is ideal for breaking a team that relies on high ground.',
    },
    {
      hero: 'psylocke',
      side: 'atk',
      reason:
        "The colonnades and hidden corridors give her constant safe routes to a strategist's back. Her ultimate is devastating on the tightly packed points.",
    },
    {
      hero: 'star-lord',
      side: 'atk',
      reason:
        'He zips between balconies and strafes exposed healers from angles the other team rarely watches. Great for softening a defence before your tanks commit.',
    },
    {
      hero: 'doctor-strange',
      side: 'both',
      reason:
        'A big shield and portals that link spawn to the high ground make him useful whether you are holding or retaking. Every round has a portal that saves precious seconds.',
    },
    {
      hero: 'luna-snow',
      side: 'both',
      reason:
        'Strong burst healing and a fight-winning ultimate for the long overtime brawls the palace produces. She is comfortable on both the indoor and open-air rounds.',
    },
    {
      hero: 'mantis',
      side: 'both',
      reason:
        'Her damage boosts turn a close fight on the point in your favour, and she is light enough to hide behind pillars and fountains between heals.',
    },
    {
      hero: 'hela',
      side: 'both',
      reason:
        "Long indoor sightlines and balconies over every point let her score picks from a safe distance. She is equally dangerous protecting a point or peeling one open.",
    },
  ],
  sections: [
    {
      name: 'Golden Courtyard',
      markers: [
        marker('spawn-door', 0.06, 0.5, 1, "The west team's gate opens onto a short stone ramp. Gather at the top for a couple of seconds so all six of you reach the fountain together instead of trickling in one at a time."),
        marker('spawn-door', 0.94, 0.52, 1, "The east gate sits a little further from the circle, so this side often arrives second to the opening fight. Use those seconds to agree on which balcony your divers will take."),
        marker('objective', 0.5, 0.52, 2, "The capture circle wraps around a gilded fountain that splits the point into two halves. Tanks should stand on the half facing the enemy so the fountain blocks sightlines to their own healers."),
        marker('high-ground', 0.42, 0.18, 2, "The north balcony overlooks the whole circle and is reached by the stairs behind the hedge. A hitscan duelist perched here punishes anyone who steps onto the point without a shield."),
        marker('high-ground', 0.62, 0.85, 1, "The flat roof of the south gallery is lower than the balcony but much safer, since a single ramp leads up. A strategist healing from here stays out of reach of most melee heroes."),
        marker('choke-point', 0.27, 0.5, 1, "The west archway funnels everyone leaving that spawn through one doorway. Area damage and traps here delay a regroup far more effectively than fighting on the point itself."),
        marker('choke-point', 0.73, 0.47, 0, "The east arch is a pair of doors split by a thick pillar. A barrier planted just in front of the pillar can cover both openings while your team banks capture progress."),
        marker('flank-route', 0.34, 0.88, 1, "The southern colonnade runs almost the full width of the courtyard behind a row of pillars. Flankers can use it to reach the enemy backline, but the gallery roof watches it closely."),
        marker('flank-route', 0.66, 0.12, 0, "A hedge-lined path along the north wall links the east spawn to the balcony stairs. Check it whenever your healers start taking damage from an angle nobody called out."),
        marker('sightline', 0.18, 0.32, 1, "From the top of the west stairs you can see straight across the fountain to the east arch. Long-range heroes can chip the other team as they come through the doors, before the real fight begins."),
        marker('sightline', 0.82, 0.7, 0, "A diagonal lane from the east gallery corner reaches the southern half of the circle. It is the best angle for hitting anyone hiding behind the fountain on the western side."),
        marker('hp-large', 0.5, 0.21, 0, "Large health pack tucked beneath the north balcony. Whoever owns the balcony effectively owns this pack too, so only fall back here when your team holds the floor above."),
        marker('hp-small', 0.3, 0.74, 0, "Small health pack at the foot of the colonnade; grab it on your way to the point or after winning a quick duel on the flank."),
        marker('hp-small', 0.7, 0.27, 0, "Small health pack beside the east arch, handy for a tank who soaked the opening burst and needs a top-up before stepping back in."),
        marker('destructible', 0.45, 0.64, 1, "The golden urns ringing the fountain shatter under sustained fire. Once they are gone, the fountain itself is the only real cover left on the capture circle."),
        marker('ultimate-spot', 0.5, 0.4, 2, "Players bunch up on the fountain rim while contesting. A wide area ultimate dropped here during overtime can catch nearly everyone standing on the point."),
        marker('ultimate-spot', 0.58, 0.2, 1, "Leaping from the north balcony gives a clear view of the whole circle, which makes it an excellent launch spot for dive ultimates aimed at the backline."),
      ],
      powerPosition: {
        defDescription:
          'Once you own the point, anchor your tank on the eastern half of the fountain and keep a hitscan on the north balcony. The balcony covers both arches, so the other team must spend cooldowns clearing it before they can even touch the circle.',
        atkDescription:
          'To take the courtyard back, treat the north balcony as your first objective rather than the fountain. Send a diver up the hedge path while your tanks lean on the east arch, then collapse onto the point the moment the high ground falls.',
      },
      breakout: {
        defDescription:
          'If the other team has the balcony and you are stuck inside your arch, rotate through the southern colonnade instead of walking into the same crossfire again. Making them turn toward the gallery roof splits their attention and lets your tank walk back onto the fountain.',
        atkDescription:
          'When the fountain and balcony are both locked down, bait out cooldowns from the west stairs sightline, then push through both arches at the same moment. Two entrances at once is more than a single barrier can cover.',
      },
      transformations: [
        { description: 'The golden urns around the fountain break apart during the round, turning the southern half of the circle into bare, open ground.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'def', "Tuck the revive beacon behind the fountain on your own side of the circle; it is hidden from both arches and brings a fallen teammate straight back onto the point.", atCallout('Fountain')),
        utility('rocket-raccoon', 'atk', "Set the beacon deep in the southern colonnade before a retake, so any ally you revive is already on the flank route toward the gallery roof.", atMarker(7)),
        utility('peni-parker', 'def', "Build the spider-nest under the north balcony next to the large health pack; it guards the pack and gives Peni a covered spot from which to hold the circle.", atMarker(11)),
        utility('peni-parker', 'def', "Scatter mines just inside the west archway. Anyone sprinting out of that spawn trips them before they can even see the fountain.", atMarker(5)),
        utility('the-punisher', 'def', "Mount the turret on the south gallery roof facing the east arch. It sweeps the doorway and half the circle, and only one ramp leads up to you.", atCallout('Gallery Roof')),
        utility('the-punisher', 'both', "Zipline onto the north balcony and plant the turret at its railing to shred a team sitting around the fountain, whichever side you are on.", atCallout('North Balcony')),
        utility('doctor-strange', 'atk', "Open a portal from your spawn ramp to the hedge path so your divers reach the balcony before the other team notices the high ground is under attack.", atMarker(8)),
        utility('doctor-strange', 'both', "Link the west stairs to the gallery roof for instant rotations between the two raised positions. The portal works for everyone, so close it out quickly once the fight moves on.", atCallout('West Stairs')),
      ],
    },
    {
      name: 'Throne Room',
      markers: [
        marker('spawn-door', 0.05, 0.45, 1, "The west doors open straight into the lower hall. The walk is so short that a beaten team is back within seconds, so never chase a kill into this doorway."),
        marker('spawn-door', 0.95, 0.55, 1, "The east spawn exits behind the throne itself. Players from this side get an elevated first look at the dais, which makes their opening peek slightly stronger."),
        marker('objective', 0.5, 0.5, 2, "The point is a raised dais in the centre of the hall with two shallow steps on each side. The top step gives a small height edge but leaves you visible from both mezzanines."),
        marker('high-ground', 0.5, 0.14, 2, "The north mezzanine runs the length of the hall above the pillars. It is the strongest seat in the room for ranged damage, although its thin railing offers little protection from flyers."),
        marker('high-ground', 0.48, 0.87, 1, "The south mezzanine is narrower and broken in the middle by a collapsed section, so heroes up here need a jump or a grapple to cross from one half to the other."),
        marker('choke-point', 0.22, 0.46, 1, "The west colonnade narrows into three gaps between pillars. Brawlers thrive here: shields and close-range damage decide who gets to set foot on the dais."),
        marker('choke-point', 0.8, 0.6, 0, "The steps down from the throne are the east side's only wide entry. A tank standing at their foot forces the other team to jump down into close range."),
        marker('choke-point', 0.64, 0.72, 0, "The gap between the last pillar and the south mezzanine stairs is barely two heroes wide. Blocking it with a barrier stops flankers coming out of the treasury cold."),
        marker('flank-route', 0.3, 0.08, 1, "A narrow armory corridor behind the north wall connects the west spawn to the mezzanine stairs. It is the quickest way to the high ground without crossing the hall floor."),
        marker('flank-route', 0.7, 0.93, 1, "The treasury passage along the south wall lets flankers pop out right beside the dais. Listen for footsteps on its metal grating before parking your healers near that exit."),
        marker('sightline', 0.12, 0.7, 0, "From the southwest corner you can look straight down the hall to the throne steps. Snipers use this lane to pick off anyone lingering at the east entrance."),
        marker('sightline', 0.88, 0.25, 1, "The corner beside the throne sees the entire western colonnade. It is a great spot for calling out when the other team is regrouping for another push."),
        marker('hp-large', 0.35, 0.88, 0, "Large health pack in the treasury alcove. Flankers love it because it lets them recover mid-duel without retreating to the dais."),
        marker('hp-small', 0.62, 0.12, 0, "Small health pack at the east end of the north mezzanine, ideal for a hitscan who took chip damage while holding the railing."),
        marker('hp-small', 0.4, 0.62, 0, "Small health pack behind the pillar closest to the dais; one quick step off the point picks it up without giving away much capture time."),
        marker('ultimate-spot', 0.52, 0.33, 2, "Players on the dais gather behind the throne-facing steps to hide from the north mezzanine. A pull or stun ultimate here catches them with nowhere to run."),
        marker('ultimate-spot', 0.25, 0.25, 1, "The space under the north mezzanine stairs is a safe pocket in which to charge an ultimate, and it leads straight into the hall when the fight starts."),
      ],
      powerPosition: {
        defDescription:
          'Hold the throne steps with your tank and keep a duelist on the north mezzanine. Together those two spots see both colonnade gaps and every route onto the dais, so the other team is always fighting uphill.',
        atkDescription:
          'Climb the north mezzanine through the armory corridor before committing to the dais. Once your ranged heroes own that railing, the holding team loses its safest healing spot and the point becomes a trap for them.',
      },
      breakout: {
        defDescription:
          'If you are pinned behind the throne, send one hero through the treasury passage to draw attention south, then drop your tank down the throne steps while the other team turns around. A two-pronged return beats walking through the colonnade one by one.',
        atkDescription:
          'When the dais is locked down, slip one flanker into the armory corridor and push the other five through the pillar gaps as a tight group. The noise on the mezzanine buys your main group the moment it needs to step on the point.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'def', "Place the revive beacon under the north mezzanine stairs: close to the dais, yet hidden from every sniper lane in the hall.", atCallout('Stair Pocket')),
        utility('rocket-raccoon', 'atk', "Drop the beacon inside the armory corridor before you push, so anyone revived comes back already on the path to the high ground.", atMarker(8)),
        utility('peni-parker', 'def', "Spin the spider-nest on the throne steps where the east entrance narrows; drones that spawn there catch divers jumping down from the mezzanine.", atMarker(6)),
        utility('peni-parker', 'both', "Mines on the collapsed stretch of the south mezzanine punish anyone who tries to jump the gap, no matter which team they are on.", atMarker(4)),
        utility('the-punisher', 'def', "Set the turret at the east end of the north mezzanine; one sweep covers the whole colonnade and the dais.", atMarker(13)),
        utility('the-punisher', 'atk', "From the southwest corner sightline, the turret suppresses the throne steps while your teammates walk onto the point.", atMarker(10)),
        utility('doctor-strange', 'atk', "Portal from the west doors to the treasury alcove so your flankers arrive beside the dais with the large health pack at their backs.", atMarker(12)),
        utility('doctor-strange', 'def', "A portal between the throne and the north mezzanine lets your team relocate instantly the moment the high ground starts to slip away."),
      ],
    },
    {
      name: 'Starlit Observatory',
      markers: [
        marker('spawn-door', 0.08, 0.3, 1, "The west spawn exits onto a raised walkway that curves down toward the point. Use the height on the way in to scout which flank the other team is taking."),
        marker('spawn-door', 0.92, 0.7, 1, "The east spawn opens beside the telescope tower. A quick climb up the tower stairs on your way out can secure the best perch in the round before the first fight."),
        marker('objective', 0.5, 0.5, 2, "The point is a round platform beneath a giant brass orrery. It has no walls at all, so whichever team controls the surrounding ledges decides who gets to stand on it."),
        marker('high-ground', 0.82, 0.3, 2, "The telescope tower is the tallest perch in the round and watches the point and both bridges. Only one spiral stair leads up, so it turns into a trap once divers cut it off."),
        marker('high-ground', 0.22, 0.7, 1, "A raised star-chart terrace on the west side offers a lower but safer angle onto the point, with solid walls to duck behind between shots."),
        marker('choke-point', 0.35, 0.35, 1, "The west bridge is long, thin and completely bare. Knock-back heroes can punish anyone crossing it by shoving them over the edge."),
        marker('choke-point', 0.66, 0.66, 0, "The east ramp meets the platform through a narrow gate between two lantern posts. A barrier placed here stops an entire push in its tracks."),
        marker('flank-route', 0.5, 0.9, 1, "A maintenance ring runs underneath the platform and lets flankers come up behind the point. It is dark and cramped, so a single trap is enough to cover it."),
        marker('flank-route', 0.55, 0.1, 0, "The rooftop path arcs over the library dome and lands beside the telescope tower. Mobile duelists can use it to take the tower from behind."),
        marker('sightline', 0.15, 0.5, 1, "From the edge of the west walkway you can see across open sky to the telescope. Keep pressure on the tower from here so the enemy sniper never gets comfortable."),
        marker('sightline', 0.7, 0.45, 0, "A clear lane runs from the east gate to the star-chart terrace. Holding it stops the other team's healers from settling in behind the terrace walls."),
        marker('hp-large', 0.9, 0.9, 0, "Large health pack at the base of the telescope tower stairs. Holding the tower means holding this pack, which is why fights around the stairs get so heated."),
        marker('hp-small', 0.2, 0.88, 0, "Small health pack under the west terrace, within reach of the maintenance ring. Flankers heading underneath the platform should top up here before they surface behind the point."),
        marker('hp-small', 0.45, 0.26, 0, "Small health pack at the far end of the west bridge. It is badly exposed, so only grab it when the orrery arms are blocking the view from the tower."),
        marker('destructible', 0.3, 0.42, 1, "Part of the west bridge railing breaks under heavy fire, leaving a gap that turns every knock-back into a possible elimination."),
        marker('ultimate-spot', 0.5, 0.42, 2, "Teams contesting in overtime crowd beneath the orrery's hub. An area ultimate on the centre of the platform hits almost everyone, since there is no wall to hide behind."),
        marker('ultimate-spot', 0.78, 0.5, 1, "Dropping off the telescope tower gives flyers and divers a direct line onto the backline on the terrace; save your engage ultimate for this jump."),
      ],
      powerPosition: {
        defDescription:
          'Owning the telescope tower and the east gate at the same time is the strongest setup in this round. Your sniper watches every approach while your tanks hold the narrow gate, and the large pack at the stairs keeps everyone topped up.',
        atkDescription:
          'Take the star-chart terrace first, since it is easy to reach and hard to dive. From there, lean on the tower with ranged damage until its sniper leaves, then push the gate with your tanks.',
      },
      breakout: {
        defDescription:
          'When you are pinned on the tower side, drop through the maintenance ring and surface behind the terrace. Their healers rarely watch the ring, and making them turn opens the gate for your tanks.',
        atkDescription:
          'Do not cross the west bridge in single file. Send flyers over the rooftop path while the ground team waits at the end of the bridge, then cross all together the moment the tower is busy.',
      },
      transformations: [
        { description: "The giant orrery above the point slowly turns, and its arms periodically block the view from the telescope tower across the platform." },
        { description: 'A stretch of the west bridge railing can be destroyed, opening a drop into the sky that knock-back heroes can exploit.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'def', "Put the beacon at the foot of the telescope tower stairs so revived allies land right next to the large health pack.", atMarker(11)),
        utility('rocket-raccoon', 'atk', "Hide the beacon on the star-chart terrace behind the low wall; it is out of sight from the tower and close to the platform.", atMarker(4)),
        utility('peni-parker', 'def', "Lay mines at the bottom of the maintenance ring ladder to catch flankers before they surface behind the point.", atMarker(7)),
        utility('peni-parker', 'def', "Anchor the spider-nest against the lantern posts at the east gate; together with a tank it makes the gate almost impassable.", atMarker(6)),
        utility('the-punisher', 'both', "A turret on the west terrace wall covers the platform and the end of the bridge without exposing you to the tower.", atCallout('Star-Chart Terrace')),
        utility('the-punisher', 'def', "Zipline up the telescope tower and set the turret facing the west bridge to punish anyone trying to cross.", atMarker(3)),
        utility('doctor-strange', 'atk', "A portal from the west spawn to the rooftop path lets divers reach the tower while the other team is busy watching the bridge.", atMarker(8)),
        utility('doctor-strange', 'both', "Link the maintenance ring to the star-chart terrace and the route under the platform becomes a quick rotation for your whole team."),
      ],
    },
  ],
}
