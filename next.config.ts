import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { securityHeaders } from './src/lib/security-headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // No X-Powered-By (withPayload adds its own "Next.js, Payload" only while this is not false).
  poweredByHeader: false,
  // Browser security headers on every answer, in one module (src/lib/security-headers.ts).
  headers: async () => securityHeaders(),
  experimental: {
    // Payload names its errors after their classes (Forbidden, NotFound, ...) and picks log levels by those
    // names; minified server code would rename them all to one letter.
    serverMinification: false,
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
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
