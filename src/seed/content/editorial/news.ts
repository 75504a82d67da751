import type { NewsSeed } from '../types'

/** News entries written by the site's news author, Vex. Newest first. */
export const news: NewsSeed[] = [
  {
    title: 'Community Tips and Balance Notes: Five Habits for Your Next Ranked Push',
    publishedAt: '2026-10-30T16:45:00Z',
    body: [
      {
        p: "Every few months we go through the feedback inbox and pull out the questions that keep coming back. This time the theme was clear: lots of you are mechanically solid but keep losing close games. So here is a short checklist of habits that won us more fights than any aim drill ever did.",
      },
      {
        ol: [
          '**Count the enemy ultimates you have already seen.** If their big fight-winner was used thirty seconds ago, that is your window to take space.',
          '**Walk to the fight together.** Trickling in one at a time is the most common way to lose a teamfight that never really started.',
          '**Say your cooldowns out loud.** A quick "shield down" or "no escape" helps your strategists decide who to save.',
          '**Pick one off-angle per map section and learn it properly.** Our [interactive maps](/maps) mark the ones we like best.',
          '**Swap when the plan stops working, not after three lost rounds.** Switching heroes is a tool, not an admission of defeat.',
        ],
      },
      {
        p: "A quick balance observation from our own games, with the usual caveat that our sample is small: **two dedicated healers still feel safest**, dive duelists punish a lone strategist harder than ever, and swapping your vanguard tends to fix a losing fight faster than swapping a duelist. Each hero page lists counters and synergies if you want to test that yourself.",
      },
      {
        p: "None of this is glamorous, but it compounds. If you want the vocabulary behind half of these tips, the glossary at the bottom of [the Basics guide](/basics) covers it. Good luck out there, and keep the suggestions coming.",
      },
    ],
  },
  {
    title: 'Site Update: Share Any Spot on the Interactive Maps',
    publishedAt: '2026-06-18T14:00:00Z',
    body: [
      {
        p: "This one has been on our wish list since launch week: **interactive maps now have share links**. Open any map section, click the marker you care about, and copy the link. Whoever opens it lands on the same map, the same section and the same marker, with the description already visible.",
      },
      {
        p: 'A few small improvements shipped alongside it:',
      },
      {
        ul: [
          'The legend and the fullscreen side navigation now remember whether you left them open or collapsed.',
          'Marker images open faster thanks to better caching on repeat visits.',
          'Section names in the map header now match the address bar, so bookmarks stay tidy.',
        ],
      },
      {
        p: "We built this mostly for team captains who explain setups in voice chat, so please tell us how it works for your group. Jump into [the map guide](/maps) and try it, and use the lightbulb at the top of any page if something looks off.",
      },
    ],
  },
  {
    title: 'Season 5.5: Rogue Joins the Vanguard Lineup',
    publishedAt: '2025-12-19T17:00:00Z',
    body: [
      {
        p: "The mid-season update brings **[Rogue](/heroes/rogue)** into the game as a vanguard. She is built for trading blows up close, and early games suggest she rewards players who stay in the middle of the fight rather than anchoring a shield line.",
      },
      {
        p: "She also slots straight into **Explosive Entanglement**, the team-up anchored by [Gambit](/heroes/gambit) that arrived last season alongside [Magneto](/heroes/magneto). Having all three on one team is a tall order, but even Gambit plus Rogue is worth trying in casual matches.",
      },
      {
        p: 'With Rogue in, the roster has grown well past the launch lineup. Her hero page is live now, and we will keep expanding her matchups as the community figures her out.',
      },
    ],
  },
  {
    title: 'Season 5: Gambit Deals In, and the Team-Up Roster Shuffles',
    publishedAt: '2025-11-14T17:30:00Z',
    body: [
      {
        p: "Season 5 adds **[Gambit](/heroes/gambit)** to the strategist lineup. He sits somewhere between a healer and a damage threat, which makes him a natural partner for a main healer who prefers to stay back.",
      },
      {
        p: 'The team-up list had one of its bigger rotations this season:',
      },
      {
        ul: [
          '**New:** Explosive Entanglement (Gambit with Magneto and Rogue) and Sword of Duality (Cloak & Dagger with Hawkeye and Psylocke).',
          '**Retired:** Lunar Force (Cloak & Dagger with Moon Knight) and Operation: Microchip (The Punisher with Black Widow) both ended with Season 4.5.',
        ],
      },
      {
        p: "If your go-to duo was built on one of the retired team-ups, it is worth revisiting the [Cloak & Dagger](/heroes/cloak-dagger) page for the new pairing ideas. Everything has been updated on the hero guides.",
      },
    ],
  },
  {
    title: 'Season 4.5: Daredevil Brings Close-Range Pressure',
    publishedAt: '2025-10-10T16:15:00Z',
    body: [
      {
        p: "**[Daredevil](/heroes/daredevil)** joins the duelists this mid-season. He plays best in tight spaces where sightlines are short, so maps with lots of corners and stairwells suit him far better than wide-open payload streets.",
      },
      {
        p: "He arrives with a new team-up, **Bestial Hunt**, alongside [The Punisher](/heroes/the-punisher). It pairs a close-range brawler with a steady damage anchor, and the two cover each other's weak ranges nicely.",
      },
      {
        p: 'Heads-up for duo players: Lunar Force and Operation: Microchip are listed through Season 4.5 only, so enjoy them while they last.',
      },
    ],
  },
  {
    title: "Season 4: Angela Descends and K'un-Lun Opens Its Gates",
    publishedAt: '2025-09-12T18:00:00Z',
    body: [
      {
        p: "Season 4 is a big one. **[Angela](/heroes/angela)** joins as a vanguard with plenty of mobility for a frontliner, and a brand new location arrives: **K'un-Lun**, home to the convergence map **Heart of Heaven**.",
      },
      {
        p: 'Two new team-ups come with the season:',
      },
      {
        ul: [
          '**Divine Armory:** Angela with Thor.',
          '**Deep Wrath:** Hela with Namor.',
        ],
      },
      {
        p: "Heart of Heaven already has its first sections charted in [the map guide](/maps). If convergence still feels confusing, our [convergence primer](/basics#convergence) explains the capture ticks and the escort phase.",
      },
    ],
  },
  {
    title: 'Season 3.5: Blade Takes the Night Shift',
    publishedAt: '2025-08-08T17:45:00Z',
    body: [
      {
        p: "The mid-season update adds **[Blade](/heroes/blade)** to the duelist roster. He is a sturdy, aggressive pick who likes long fights, which makes him a good choice when your team wants to brawl rather than poke.",
      },
      {
        p: "He also comes with **Blade of Khonshu**, a team-up with [Moon Knight](/heroes/moon-knight). Moon Knight players finally have a second partner to think about besides the Cloak & Dagger pairing.",
      },
    ],
  },
  {
    title: 'Season 3: Phoenix Rises Over a Brand New Klyntar Map',
    publishedAt: '2025-07-11T16:30:00Z',
    body: [
      {
        p: "Season 3 brings **[Phoenix](/heroes/phoenix)** into the duelist ranks and adds **Celestial Husk**, a new domination map set in Klyntar. The map has plenty of vertical space around its capture point, so expect fliers and high-ground specialists to shine.",
      },
      {
        p: 'This season also has a generous batch of new team-ups:',
      },
      {
        ul: [
          '**Primal Flame:** Phoenix with Wolverine.',
          '**Ever-Burning Bond:** Human Torch with Spider-Man.',
          '**Duality Dance:** Adam Warlock with Luna Snow.',
          '**Vibrant Vitality:** Mantis with Groot and Loki.',
        ],
      },
      {
        p: "Our domination section in [the Basics guide](/basics#domination) is a good refresher before you queue up on the new map.",
      },
    ],
  },
  {
    title: 'Season 2.5: Ultron Comes Online, Arakko Opens for Convoy',
    publishedAt: '2025-05-30T18:10:00Z',
    body: [
      {
        p: "The second half of the Hellfire Gala season adds **[Ultron](/heroes/ultron)** as a strategist. He is more of a hybrid than a pure healer, so pair him with someone who can carry the healing load during big fights.",
      },
      {
        p: "There is also a new convoy map, **Arakko**, joining Krakoa in the Hellfire Gala location. And Ultron brings a new team-up, **Stark Protocol**, with [Iron Man](/heroes/iron-man).",
      },
      {
        p: 'Arakko is in [the map guide](/maps) with its first set of markers. Let us know which routes you think we missed.',
      },
    ],
  },
  {
    title: 'Season 2: Emma Frost and the Hellfire Gala Arrive',
    publishedAt: '2025-04-11T17:00:00Z',
    body: [
      {
        p: "Season 2 opens a new location, the **Hellfire Gala**, and its first map is **Krakoa**, a domination map. Joining the vanguards is **[Emma Frost](/heroes/emma-frost)**, who can hold a line and still threaten the enemy backline.",
      },
      {
        p: "The new team-up this season is **Mental Projection**, pairing Emma with [Psylocke](/heroes/psylocke). It is one of the easier team-ups to set up in solo queue since both heroes are popular picks.",
      },
      {
        p: "As always, the hero page and the new map guide are live. Krakoa's point is compact, so brush up on your [domination basics](/basics#domination) before diving in.",
      },
    ],
  },
  {
    title: 'Season 1.5: The Fantastic Four Are Complete, Plus Central Park',
    publishedAt: '2025-02-21T18:30:00Z',
    body: [
      {
        p: "The mid-season update finishes the family reunion. **[The Thing](/heroes/the-thing)** joins the vanguards and **[Human Torch](/heroes/human-torch)** joins the duelists, which means the **Fantastic Four** team-up can now run with all four members.",
      },
      {
        p: "There is a new convergence map too: **Central Park**, the second map in the Empire of Eternal Night. Expect lots of close-quarters fighting around the capture point before the escort phase opens up.",
      },
      {
        p: "Both heroes already have guides on the site, and Central Park is charted in [the map guide](/maps).",
      },
    ],
  },
  {
    title: 'Season 1: Two Fantastic Heroes, Midtown and a Pile of New Team-Ups',
    publishedAt: '2025-01-10T17:15:00Z',
    body: [
      {
        p: "The first real season is here and it is packed. **[Mister Fantastic](/heroes/mister-fantastic)** joins as a duelist and **[Invisible Woman](/heroes/invisible-woman)** as a strategist. The new location, the **Empire of Eternal Night**, launches with **Midtown** for convoy and **Sanctum Sanctorum** for the Doom Match arcade mode.",
      },
      {
        p: 'New team-ups this season:',
      },
      {
        ul: [
          '**Fantastic Four:** Invisible Woman with Mister Fantastic, Human Torch and The Thing.',
          '**Storming Ignition:** Human Torch with Storm.',
          '**Rocket Network:** Rocket Raccoon with Peni Parker.',
          '**Chilling Assault:** Luna Snow with Hawkeye.',
          '**Symbiote Shenanigans:** Venom with Jeff the Land Shark.',
          '**Operation: Microchip:** The Punisher with Black Widow.',
          '**Jeff-Nado:** Storm with Jeff the Land Shark.',
        ],
      },
      {
        p: "Human Torch and The Thing are not playable yet, so the full Fantastic Four bonus will have to wait a little. In the meantime, Midtown has its own page in [the map guide](/maps).",
      },
    ],
  },
  {
    title: 'Launch Day: Welcome to the Guide',
    publishedAt: '2024-12-06T18:00:00Z',
    body: [
      {
        p: "The game is out, the servers are busy, and so are we. Welcome! I am Vex, and I will be writing the news here. This site is a fan project built by players who wanted one place for maps, hero guides and the basics, without wading through hour-long videos.",
      },
      {
        p: 'Here is what is ready today:',
      },
      {
        ul: [
          '[The Basics guide](/basics), covering roles, modes, tips and a glossary of slang.',
          '[Interactive maps](/maps) for the launch locations, from Yggsgard to Tokyo 2099.',
          '[Hero guides](/heroes) for the whole launch roster, grouped by role.',
        ],
      },
      {
        p: "If you are brand new, start with the quickstart, play a few games with [Luna Snow](/heroes/luna-snow) or [Captain America](/heroes/captain-america), and come back when the glossary starts making sense. See you in the queue.",
      },
    ],
  },
]
