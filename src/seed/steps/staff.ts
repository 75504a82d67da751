import { scrub } from '@/observability/log'

import type { Seeder } from '../seeder'

export const DEFAULT_ADMIN_EMAIL = 'admin@guide.local'
export const DEFAULT_ADMIN_PASSWORD = 'guide-admin-password'

/** The first admin account, only into a guide with no accounts at all: a later run never adds a second. */
export async function seedStaff({ exists, create, log }: Seeder, env: Record<string, string | undefined>) {
  const adminEmail = env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
  // Production gets no well-known password: the operator sets one, or creates the account at /admin.
  const adminPassword = env.ADMIN_PASSWORD ?? (env.NODE_ENV === 'production' ? undefined : DEFAULT_ADMIN_PASSWORD)
  if (!adminPassword) {
    log('No ADMIN_PASSWORD in production: skipping the admin account; create it at /admin.')
  } else if (!(await exists('users', {}))) {
    await create('users', { email: adminEmail, password: adminPassword, name: 'Site admin', role: 'admin' })
    // Its domain only, as in the log (src/observability/log.ts): start output ends up in log stores too.
    log(`Admin account: ${scrub(adminEmail)} (the address in ADMIN_EMAIL, or the default in README.md)`)
  }
}
