import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
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
  // Several instances share one cache in Redis or Valkey (src/lib/cache-handler.mjs); read at `next start`
  // as well as at build, so REDIS_URL is an operator's choice at start. Without it, Next's own cache, as ever.
  ...(process.env.REDIS_URL ? { cacheHandler: path.resolve(dirname, 'src/lib/cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}),
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
