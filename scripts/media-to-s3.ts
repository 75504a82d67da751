/**
 * `npm run media:to-s3`: copies the uploads kept on disk ($GUIDE_DATA_DIR/media, default .data/media) into the
 * S3 bucket of the S3_* variables, once, before an instance starts with them. Each file goes to the key the
 * storage adapter reads (its file name; Media has no prefix), with its content type. A file already in the
 * bucket with the same size is left alone, so running it again copies only what is missing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { MEDIA_CONTENT_TYPES } from '../src/collections/Media/file-response'
import { s3ClientConfig, s3Settings } from '@/cms-wiring/storage'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const say = (line: string) => console.log(`[media:to-s3] ${line}`)

async function sizeInBucket(client: S3Client, bucket: string, key: string): Promise<number | undefined> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return head.ContentLength
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status === 404) return undefined
    throw error
  }
}

async function main() {
  for (const name of ['.env', '.env.local']) if (fs.existsSync(path.join(root, name))) process.loadEnvFile(path.join(root, name))
  const settings = s3Settings()
  if (!settings) throw new Error('S3_BUCKET is not set: set the S3_* variables of the bucket to copy into (docs/operations.md, "Running at scale").')
  const dir = path.resolve(root, process.env.GUIDE_DATA_DIR ?? '.data', 'media')
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isFile()) : []
  say(`${files.length} file(s) in ${dir}; bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}.`)
  const client = new S3Client(s3ClientConfig(settings))
  let copied = 0
  let present = 0
  for (const name of files) {
    const file = path.join(dir, name)
    const size = fs.statSync(file).size
    if ((await sizeInBucket(client, settings.bucket, name)) === size) {
      present += 1
      continue
    }
    await client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: name,
        Body: fs.readFileSync(file),
        ContentLength: size,
        ContentType: MEDIA_CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      }),
    )
    copied += 1
  }
  client.destroy()
  say(`Done: copied ${copied}, already there ${present}.`)
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`[media:to-s3] failed: ${error.message}`)
    process.exit(1)
  },
)
