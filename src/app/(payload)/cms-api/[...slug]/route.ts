import '@payloadcms/next/css'

import { cmsRest } from '@/api/cms-rest'

// Payload's own REST API, at /cms-api (routes.api) so that /api/* stays the public contract; the guide's
// rules in front of it live in src/api/cms-rest.ts.
export const { GET, POST, DELETE, PATCH, PUT, OPTIONS } = cmsRest
