import { describe, expect, it } from 'vitest'

import { DEFAULT_DB_POOL_MAX, dbPoolMax } from '@/cms-wiring/db-pool'
import { s3ClientConfig, s3Settings } from '@/cms-wiring/storage'

describe('GUIDE_DB_POOL_MAX', () => {
  it('keeps the default when unset and takes a whole number', () => {
    expect(dbPoolMax(undefined)).toBe(DEFAULT_DB_POOL_MAX)
    expect(dbPoolMax('')).toBe(DEFAULT_DB_POOL_MAX)
    expect(dbPoolMax('4')).toBe(4)
  })

  it('refuses what is not a pool size, naming the variable', () => {
    for (const bad of ['0', '-3', '2.5', 'ten']) expect(() => dbPoolMax(bad)).toThrow(/GUIDE_DB_POOL_MAX/)
  })
})

describe('S3 settings', () => {
  it('none set means disk, as on one machine', () => {
    expect(s3Settings({})).toBeUndefined()
  })

  it('reads every S3_* variable', () => {
    const settings = s3Settings({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(settings).toEqual({
      bucket: 'media',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    })
    expect(s3ClientConfig(settings!)).toMatchObject({ credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true })
  })

  it('defaults the region, leaves path style off and credentials to the SDK when unset', () => {
    const settings = s3Settings({ S3_BUCKET: 'media' })!
    expect(settings).toMatchObject({ region: 'us-east-1', forcePathStyle: false })
    expect(s3ClientConfig(settings)).not.toHaveProperty('credentials')
  })

  it('refuses half a key pair', () => {
    expect(() => s3Settings({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/)
  })
})
