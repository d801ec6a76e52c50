import { createCipheriv, createDecipheriv, hkdfSync, type KeyObject, randomBytes } from 'node:crypto';

/*
 * Authenticated encryption (AES-256-GCM) for values the service must read back but a copy of the
 * database must not reveal: webhook signing secrets, stored idempotent responses. Keys are derived
 * with HKDF-SHA256 from the service secret (JWT_SECRET) and a purpose, so each use has its own key.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function deriveKey(serviceKey: KeyObject, salt: string | Buffer, info: string): Buffer {
  // The KeyObject itself: exporting it copies the secret out on every call (once per idempotent write).
  return Buffer.from(hkdfSync('sha256', serviceKey, typeof salt === 'string' ? Buffer.from(salt) : salt, Buffer.from(info), 32));
}

/** iv ‖ tag ‖ ciphertext; `aad` binds the box to its context (a copied box does not open elsewhere). */
export function seal(key: Buffer, plaintext: Buffer, aad: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/** The plaintext; throws when the box was not sealed with this key and context. */
export function open(key: Buffer, box: Buffer, aad: Buffer): Buffer {
  if (box.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed value is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, box.subarray(0, IV_BYTES));
  decipher.setAAD(aad);
  decipher.setAuthTag(box.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(box.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
