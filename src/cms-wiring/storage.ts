import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

/**
 * Where uploads live. With S3_BUCKET set, Media goes to an S3-compatible bucket (AWS S3, MinIO, R2, ...) through
 * @payloadcms/storage-s3, so every instance serves every upload; the addresses stay /cms-api/media/file/...,
 * streamed from the bucket, so the same caching headers apply. Without it, uploads stay on the local disk
 * ($GUIDE_DATA_DIR/media), as on a single machine.
 */
export type S3Settings = {
  bucket: string
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

export function s3Settings(env: Record<string, string | undefined> = process.env): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the AWS SDK default credentials).')
  }
  return {
    bucket,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // MinIO and most self-hosted stores need path-style addresses (http://host/bucket/key).
    forcePathStyle: ['1', 'true', 'yes'].includes((env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
  }
}

export function s3ClientConfig(settings: S3Settings) {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  }
}

export function storagePlugins(env: Record<string, string | undefined> = process.env): Plugin[] {
  const settings = s3Settings(env)
  // Always present, enabled or not, and with its fields always in the schema: the generated import map,
  // types and migrations are the same with or without a bucket.
  return [
    s3Storage({
      enabled: Boolean(settings),
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: settings?.bucket ?? '',
      config: settings ? s3ClientConfig(settings) : {},
    }),
  ]
}

let bucketClient: { bucket: string; client: import('@aws-sdk/client-s3').S3Client } | undefined

/**
 * Whether the uploads bucket answers (a HeadBucket within `timeoutMs`), or null without S3_BUCKET: for
 * /api/health?detail=1. One client per process.
 */
export async function bucketIsUp(timeoutMs = 3_000): Promise<boolean | null> {
  const settings = s3Settings()
  if (!settings) return null
  const { HeadBucketCommand, S3Client } = await import('@aws-sdk/client-s3')
  bucketClient ??= { bucket: settings.bucket, client: new S3Client({ ...s3ClientConfig(settings), maxAttempts: 1 }) }
  try {
    await bucketClient.client.send(new HeadBucketCommand({ Bucket: bucketClient.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) })
    return true
  } catch {
    return false
  }
}
