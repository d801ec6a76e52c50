import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/*
 * Key string: bo_<environment>_<lookupId>_<secret>_<checksum>
 *   environment  live | test
 *   lookupId     12 base62 characters (~71 bits), public, indexed: finds the stored hash
 *   secret       32 base62 characters (~190 bits of entropy)
 *   checksum     6 base62 characters of CRC-32 over everything before it, so typos and
 *                garbage are refused without a database lookup and secret scanners can verify
 *                a candidate offline.
 * Example: bo_live_8fK2pQ9xZr1m_Qm3c…(32)…_0aZ9kP
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const LOOKUP_LENGTH = 12;
export const SECRET_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = /^bo_(live|test)_([0-9A-Za-z]{12})_([0-9A-Za-z]{32})_([0-9A-Za-z]{6})$/;

export interface ParsedKey {
  environment: string;
  lookupId: string;
}

function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

function base62(value: number, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

export function checksumOf(body: string): string {
  return base62(crc32(body) >>> 0, CHECKSUM_LENGTH);
}

export interface GeneratedKey {
  key: string;
  lookupId: string;
  prefix: string;
  lastFour: string;
  hash: string;
}

export function generateKey(environment: string): GeneratedKey {
  const lookupId = randomBase62(LOOKUP_LENGTH);
  const prefix = `bo_${environment}_${lookupId}`;
  const body = `${prefix}_${randomBase62(SECRET_LENGTH)}`;
  const key = `${body}_${checksumOf(body)}`;
  return { key, lookupId, prefix, lastFour: key.slice(-4), hash: hashKey(key) };
}

/** The lookup part of a well-formed key with a correct checksum, or null. */
export function parseKey(value: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(value);
  if (!match) return null;
  const body = value.slice(0, value.length - CHECKSUM_LENGTH - 1);
  if (checksumOf(body) !== match[4]) return null;
  return { environment: match[1], lookupId: match[2] };
}

/**
 * SHA-256 of the whole key. The secret carries ~190 random bits, so a fast hash is safe (there is
 * nothing to brute-force) and keeps verification in microseconds.
 */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function hashesEqual(storedHex: string, candidateHex: string): boolean {
  const a = Buffer.from(storedHex, 'hex');
  const b = Buffer.from(candidateHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
