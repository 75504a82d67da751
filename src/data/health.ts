import { getGuidePool } from '@/cms/payload'

/** Asks the database a trivial question, giving up after a few seconds rather than hanging the check. */
export async function databaseIsUp(timeoutMs = 3000): Promise<boolean> {
  const probe = (async () => {
    await (await getGuidePool()).query('SELECT 1')
    return true
  })()
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())
  return Promise.race([probe.catch(() => false), timeout])
}
