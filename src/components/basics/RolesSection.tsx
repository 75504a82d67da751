import { useTranslations } from 'next-intl'

import type { BasicsRoleGuide } from '@/data/basics'

import { GuideSection } from './GuideSection'
import { RoleGuide } from './RoleGuide'

/** The three roles and their playstyles. */
export function RolesSection({ roles }: { roles: BasicsRoleGuide[] }) {
  const t = useTranslations('Basics')
  return (
    <GuideSection id="roles" title={t('filter.roles')} kicker={t('rolesKicker')} testId="basics-roles">
      {roles.map((role) => (
        <RoleGuide key={role.role} role={role} />
      ))}
    </GuideSection>
  )
}
