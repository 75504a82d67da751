/**
 * The archive's optional encryption: the whole gzip stream becomes the payload of an age file
 * (age-encryption.org/v1, through the maintained `age-encryption` package), so the standard `age -d` reads it too.
 * age authenticates every 64 KiB chunk and the end of the stream, so a changed or cut encrypted archive is found
 * as surely as a plain one. The key (BACKUP_KEY, or the file BACKUP_KEY_FILE names) is one of:
 * - an age identity, `AGE-SECRET-KEY-1...`: backup encrypts to its public key, restore decrypts with it;
 * - an age recipient, `age1...`: backup only, so the machine that makes the archives cannot read them;
 * - anything else: a passphrase, stretched with scrypt (age's work factor, 2^18).
 */
import fs from 'node:fs'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import { Decrypter, Encrypter, identityToRecipient } from 'age-encryption'

export type ArchiveKey =
  | { kind: 'passphrase'; passphrase: string }
  | { kind: 'identity'; identity: string }
  | { kind: 'recipient'; recipient: string }

/** How every age file starts; a plain archive starts with gzip's two bytes instead. */
export const AGE_HEADER = 'age-encryption.org/v1\n'

/** Long enough that an offline guess at scrypt's cost stays out of reach. */
const PASSPHRASE_MIN = 16

/** A key the operator gave that cannot be used: missing, malformed, or not the one the archive was made with. */
export class KeyError extends Error {}

/**
 * The key from BACKUP_KEY's value (or a key file's text): comment lines and blank lines are skipped, so the file
 * `age-keygen -o` writes works as it is.
 */
export function parseKey(text: string | undefined): ArchiveKey | undefined {
  if (text === undefined) return undefined
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'))
  if (!lines.length) return undefined
  if (lines.length > 1) throw new KeyError('the backup key holds more than one line (give one key or passphrase)')
  const [value] = lines
  if (value.startsWith('AGE-SECRET-KEY-')) return { kind: 'identity', identity: value }
  if (/^age1[0-9a-z]+$/.test(value)) return { kind: 'recipient', recipient: value }
  if (value.length < PASSPHRASE_MIN) {
    throw new KeyError(
      `the backup key is too short for a passphrase (${value.length} characters; use ${PASSPHRASE_MIN} or more, ` +
        'e.g. `openssl rand -base64 24`, or an age key from `age-keygen`)',
    )
  }
  return { kind: 'passphrase', passphrase: value }
}

/** BACKUP_KEY, or the contents of the file BACKUP_KEY_FILE names; undefined when neither is set. */
export function keyFromEnvironment(env: Record<string, string | undefined> = process.env): ArchiveKey | undefined {
  if (env.BACKUP_KEY && env.BACKUP_KEY_FILE) throw new KeyError('both BACKUP_KEY and BACKUP_KEY_FILE are set; set one')
  if (env.BACKUP_KEY_FILE) {
    let text: string
    try {
      text = fs.readFileSync(env.BACKUP_KEY_FILE, 'utf8')
    } catch (error) {
      throw new KeyError(`BACKUP_KEY_FILE names ${env.BACKUP_KEY_FILE}, which cannot be read (${(error as Error).message})`)
    }
    const key = parseKey(text)
    if (!key) throw new KeyError(`BACKUP_KEY_FILE names ${env.BACKUP_KEY_FILE}, which holds no key`)
    return key
  }
  return parseKey(env.BACKUP_KEY)
}

export const describeKey = (key: ArchiveKey) =>
  key.kind === 'passphrase' ? 'a passphrase' : key.kind === 'identity' ? 'an age key' : `the age public key ${key.recipient}`

/** The archive's bytes, encrypted for the key as they stream by. */
export async function encrypting(key: ArchiveKey, plain: Readable): Promise<Readable> {
  const encrypter = new Encrypter()
  if (key.kind === 'passphrase') encrypter.setPassphrase(key.passphrase)
  else encrypter.addRecipient(key.kind === 'recipient' ? key.recipient : await identityToRecipient(key.identity))
  const web = Readable.toWeb(plain) as unknown as ReadableStream<Uint8Array>
  return Readable.fromWeb((await encrypter.encrypt(web)) as unknown as WebReadableStream<Uint8Array>)
}

/**
 * The plain bytes of an encrypted archive. The header is checked here (a missing or wrong key throws KeyError);
 * the payload as it streams, where a changed chunk makes the stream fail.
 */
export async function decrypting(key: ArchiveKey | undefined, encrypted: Readable): Promise<Readable> {
  if (!key) throw new KeyError('it is encrypted, and no key was given (set BACKUP_KEY or BACKUP_KEY_FILE)')
  if (key.kind === 'recipient') {
    throw new KeyError('it is encrypted, and the backup key is a public key (age1...), which can only encrypt; give its AGE-SECRET-KEY-1... identity')
  }
  const decrypter = new Decrypter()
  if (key.kind === 'passphrase') decrypter.addPassphrase(key.passphrase)
  else decrypter.addIdentity(key.identity)
  const web = Readable.toWeb(encrypted) as unknown as ReadableStream<Uint8Array>
  let plain: ReadableStream<Uint8Array>
  try {
    plain = await decrypter.decrypt(web)
  } catch (error) {
    const message = (error as Error).message
    if (/no identity matched/.test(message)) throw new KeyError('it is encrypted, and the backup key given does not open it')
    throw error
  }
  return Readable.fromWeb(plain as unknown as WebReadableStream<Uint8Array>)
}
