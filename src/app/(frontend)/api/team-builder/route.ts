import { getTeamBuilderData } from '@/data/team-builder'
import { signedGet } from '@/api/handler'
import { otherMethods } from '@/api/respond'
import { BadRequestError } from '@/contract/errors'
import type { TeamBuilderAnswer } from '@/contract/types'
import { analyseLineup, parseLineup, TEAM_SIZE } from '@/rules/team-lineup'

/**
 * GET /api/team-builder?team=…&vs=…&map=… (an addition; docs/api-contract.md): the team builder's analysis. Every
 * lineup is answered from one cached read; a lineup the page would trim (unknown heroes or section, a hero twice,
 * more than six a side) is a 400 that names what is wrong.
 */
export const GET = signedGet(async (_params, request): Promise<TeamBuilderAnswer> => {
  const query = new URL(request.url).searchParams
  const data = await getTeamBuilderData()
  const { lineup, dropped } = parseLineup(
    { team: query.get('team'), vs: query.get('vs'), map: query.get('map') },
    new Set(data.roster.map((hero) => hero.slug)),
    new Set(data.sections.map((section) => section.key)),
  )
  const problems = [
    dropped.unknown.length && `Unknown heroes: ${dropped.unknown.join(', ')}.`,
    dropped.unknownMap && `Unknown section: ${dropped.unknownMap} (map is {map}.{section}).`,
    dropped.repeated.length && `A hero can be in a lineup once: ${[...new Set(dropped.repeated)].join(', ')}.`,
    dropped.overflow.length && `At most ${TEAM_SIZE} heroes a side: ${dropped.overflow.join(', ')} left over.`,
  ].filter(Boolean)
  if (problems.length) throw new BadRequestError(problems.join(' '))

  const analysis = analyseLineup(data, lineup)
  return {
    team: lineup.team,
    vs: lineup.vs,
    map: lineup.map,
    team_ups: analysis.teamUps.map((teamUp) => ({ slug: teamUp.slug, name: teamUp.name, heroes: teamUp.members })),
    roles: analysis.roles,
    missing_roles: analysis.missingRoles,
    counters: analysis.answers.map(({ enemy, by }) => ({ enemy, countered_by: by })),
    threats: analysis.threats.map(({ hero, by }) => ({ hero, countered_by: by })),
    section: analysis.section && {
      map: analysis.section.map,
      section: analysis.section.section,
      name: analysis.section.name,
      recommended: analysis.recommended.map(({ hero, side, inTeam }) => ({ hero, side, in_team: inTeam })),
    },
  }
})
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
