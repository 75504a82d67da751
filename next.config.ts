import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { cacheHeaders } from './src/cache/cache-policy'
import { COMPILER_CACHE_ENV } from './src/startup/compiler-cache'
import { LANGUAGES } from './src/i18n/languages'
import { clientHintsForAdminOnly } from './src/edge/client-hints'
import { securityHeaders } from './src/edge/security-headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // No X-Powered-By (withPayload adds its own "Next.js, Payload" only while this is not false).
  poweredByHeader: false,
  // No image optimizer: nothing renders next/image (uploads come in Payload's own renditions), and its
  // /_next/image endpoint answered anyone with a 500 for a missing file. Off, it is a 404.
  images: { unoptimized: true },
  // The type check belongs to CI (`npm run typecheck`) and to `npm run build`; a local `npm start` builds without
  // waiting for it (scripts/guide.ts sets GUIDE_QUICK_BUILD=1 on that path only), and CI's own build does not check
  // again what `tsc --noEmit` checked over the whole project just before it (.ci/run sets GUIDE_TYPES_CHECKED=1).
  typescript: { ignoreBuildErrors: process.env.GUIDE_QUICK_BUILD === '1' || process.env.GUIDE_TYPES_CHECKED === '1' },
  // Pages, route answers and the data layer's reads: Next's file-system cache with the guide's two rules
  // (no entries for unknown slugs, nothing trusted from before the server started), or with REDIS_URL one cache
  // in Redis or Valkey shared by every instance (read at build and at start, so it is the operator's choice).
  // Next's own in-memory layer is off then, so no instance keeps what another one expired.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve(dirname, 'src/cache/cache-handler-redis.mjs'), cacheMaxMemorySize: 0 }
    : { cacheHandler: path.resolve(dirname, 'src/cache/cache-handler.mjs') }),
  // Browser security headers (src/edge/security-headers.ts) and Cache-Control (src/cache/cache-policy.ts) on every answer.
  headers: async () => [...securityHeaders(), ...cacheHeaders()],
  // A search with words is a page cached per query (src/app/(frontend)/search/for/[q]/page.tsx). Words with a
  // character that would break the path (/ # % ? \) stay on /search, rendered per request.
  rewrites: async () => ({
    beforeFiles: LANGUAGES.map(({ prefix }) => ({
      source: `${prefix}/search`,
      has: [{ type: 'query' as const, key: 'q', value: '(?<words>[^/#%?\\\\]+)' }],
      destination: `${prefix}/search/for/:words`,
    })),
    afterFiles: [],
    fallback: [],
  }),
  // The trace packages (src/observability/traces.ts) patch pg, node-redis and the AWS SDK through Node's own
  // module loader; they run as published, unbundled, and load only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  serverExternalPackages: [
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/instrumentation',
    '@opentelemetry/instrumentation-aws-sdk',
    '@opentelemetry/instrumentation-pg',
    '@opentelemetry/instrumentation-redis',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace-node',
  ],
  experimental: {
    // Payload names its errors after their classes (Forbidden, NotFound, ...) and picks log levels by those
    // names; minified server code would rename them all to one letter.
    serverMinification: false,
    // Stylesheets follow the module graph: each page gets the CSS of the components it renders, in a few shared
    // files, not Turbopack's default one file with every component's CSS of the whole site (63 KB on /basics, of
    // which it used a third). Parsing and matching those rules was a long task of its own on a phone (issue 49).
    // requestCost: the bytes one more stylesheet request is worth, so small files are still merged.
    cssChunking: { type: 'graph', requestCost: 20000 },
    // Turbopack's file-system cache: on, as Next ships it, except for a local start's first build
    // (src/startup/compiler-cache.ts says why).
    turbopackFileSystemCacheForBuild: process.env[COMPILER_CACHE_ENV] !== '0',
  },
  // Payload's TS sources import siblings with .js extensions; let webpack find the .ts file.
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: {
    root: path.resolve(dirname),
    // The browser gets the guide's own small build of what its client components use of next-intl
    // (src/i18n/browser.tsx says why, tests/e2e/language-budget.e2e.ts keeps it small); the server keeps next-intl.
    resolveAlias: {
      'next-intl': { browser: './src/i18n/browser.tsx' },
      'use-intl/react': { browser: './src/i18n/browser.tsx' },
    },
  },
}

// Each page's catalogue comes from src/i18n/request.ts, in the language its route file sets (src/i18n/screens.tsx).
const withLanguages = createNextIntlPlugin('./src/i18n/request.ts')

const withCms = withPayload(withLanguages(nextConfig), { devBundleServerPackages: false })

// Payload's colour-scheme client hints only where its admin reads them (src/edge/client-hints.ts says why).
export default { ...withCms, headers: async () => clientHintsForAdminOnly((await withCms.headers?.()) ?? []) } satisfies NextConfig
