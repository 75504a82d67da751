import type { BasicsRoleGuide } from '@/data/basics'

import { GuideSection } from './GuideSection'
import { RoleGuide } from './RoleGuide'

/** The three roles and their playstyles. */
export function RolesSection({ roles }: { roles: BasicsRoleGuide[] }) {
  return (
    <GuideSection id="roles" title="Roles" kicker="Who does what in a team of six" testId="basics-roles">
      {roles.map((role) => (
        <RoleGuide key={role.role} role={role} />
      ))}
    </GuideSection>
  )
}
