import config from '@payload-config'
import { getPayload } from 'payload'

/** The one Payload instance of this process (getPayload caches it). */
export function getGuidePayload() {
  return getPayload({ config })
}
