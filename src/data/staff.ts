import { isStaffUser } from '@/access'
import { getGuidePayload } from '@/cms/payload'

/** Whether a request carries a signed-in staff session (the admin's own cookie), read by Payload's auth. */
export async function isStaffRequest(headers: Headers): Promise<boolean> {
  const payload = await getGuidePayload()
  const { user } = await payload.auth({ headers })
  return isStaffUser(user)
}
