import type { NewsDeskSeed } from '../types'

/** The site's news author: a fictional fan editor persona. */
export const newsDesk: NewsDeskSeed = {
  authorName: 'Vex',
  bio: [
    {
      p: "Hi, I'm **Vex**, the one who writes the news around here. I have been playing team shooters since the days of splitscreen and dial-up, and I joined this project on launch day because I wanted one place that explained new seasons without the hype.",
    },
    {
      p: 'I mostly queue as a strategist, with a soft spot for Luna Snow and Rocket Raccoon, but I flex to vanguard whenever my team has five duelists (which is more often than I would like). My favourite map is Yggdrasill Path, and my least favourite moment is any overtime where nobody steps on the payload.',
    },
    {
      ul: [
        '**What I cover:** season launches, new heroes and maps, team-up rotations and site updates.',
        '**What I do not do:** leaks, datamining or rumours. If it is on this page, it is in the game or on the site.',
        '**Balance notes:** opinions from our own games, always labelled as such.',
      ],
    },
    {
      p: 'Got a tip, a correction or a question for the news desk? Use the lightbulb at the top of the page or the **Contact** link in the footer. I read everything, even the angry ones.',
    },
  ],
}
