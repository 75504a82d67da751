import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './src/collections'
import { Users } from './src/collections/Users'
import { globals } from './src/globals'
import { answerClientFaults, ROUTED_ERROR_NAMES } from './src/lib/cms-errors'
import { dbPoolMax } from './src/lib/db-pool'
import { isJobsRunner } from './src/lib/job-runner'
import { storagePlugins } from './src/lib/storage'
import { livePreviewUrl } from './src/lib/preview'
import { LIVE_PREVIEW_COLLECTIONS, previewPathOf } from './src/lib/preview-paths'
import { siteUrl, trustedOrigins } from './src/lib/site-url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    // Gravatar would call out to a third party for every editor's face; the built-in avatar does not.
    avatar: 'default',
    importMap: {
      baseDir: path.resolve(dirname, 'src'),
    },
    meta: {
      titleSuffix: ' · Fan Guide admin',
    },
    components: {
      // Counts per area, unread feedback, missing guides and the latest edits, above Payload's own tiles.
      beforeDashboard: ['/components/admin/EditorDesk#EditorDesk'],
    },
    // The real public page beside the form, in draft mode (src/app/(frontend)/preview), refreshed on every
    // autosave. A relative address: the admin's own origin serves it.
    livePreview: {
      collections: [...LIVE_PREVIEW_COLLECTIONS],
      url: async ({ collectionConfig, data, req }) =>
        collectionConfig ? livePreviewUrl(await previewPathOf(collectionConfig.slug, data, req)) : undefined,
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 375, height: 800 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  // The site's own address (GUIDE_SITE_URL) when set; Payload accepts a session cookie only from these
  // origins, and src/lib/cms-rest.ts refuses cookie-authenticated writes from anywhere else.
  serverURL: siteUrl()?.origin ?? '',
  csrf: trustedOrigins(),
  routes: {
    admin: '/admin',
    // /api/* is the public contract; Payload's own REST lives beside it.
    api: '/cms-api',
  },
  // Nothing uses GraphQL; keeping it off shrinks what the server exposes.
  graphQL: {
    disable: true,
  },
  collections,
  globals,
  jobs: {
    // Scheduled publishing queues jobs (Payload adds its schedulePublish task itself). The server's own
    // runner (src/lib/job-runner.ts, started by src/instrumentation.ts) runs them every few seconds, one
    // instance at a time under an advisory lock. Only it may call /cms-api/payload-jobs/run: a run by hand
    // would bypass the lock and could run a job twice.
    access: { run: ({ req }) => isJobsRunner(req.headers) },
  },
  editor: lexicalEditor(),
  // scripts/guide.ts provides a generated development secret; production must set its own.
  secret: process.env.PAYLOAD_SECRET ?? '',
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
  },
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL,
      // Connections per instance; instances x this must stay under the server's max_connections (README).
      max: dbPoolMax(),
    },
    // Schema changes go through committed migrations only, in every environment.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  // A visitor knocking on a closed door is routine, not a server error worth a stack trace. The classes that
  // may be bad input or a real fault are logged by answerClientFaults instead, which tells them apart.
  loggingLevels: {
    AuthenticationError: 'info',
    Forbidden: 'info',
    NotFound: 'info',
    ValidationError: 'info',
    LockedAuth: 'info',
    QueryError: 'info',
    ...(Object.fromEntries(ROUTED_ERROR_NAMES.map((name) => [name, false])) as Record<string, false>),
    ...({ UnauthorizedError: 'info' } as Record<string, 'info'>),
  },
  hooks: { afterError: [answerClientFaults] },
  // Media on an S3-compatible bucket when S3_BUCKET is set (src/lib/storage.ts); on disk otherwise.
  plugins: [...storagePlugins()],
  sharp,
  telemetry: false,
})
