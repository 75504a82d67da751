import { inject } from 'vitest'

// payload.config.ts reads these when a test file first imports it.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = inject('payloadSecret')
process.env.GUIDE_DATA_DIR = inject('dataDir')
