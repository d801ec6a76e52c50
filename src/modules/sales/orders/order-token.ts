import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The guest's secret to follow one order (shown once); only its sha256 is stored. */
export function newOrderToken(): string {
  return `ot_${randomBytes(24).toString('base64url')}`;
}

export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function orderTokenMatches(presented: string | null | undefined, storedHash: string | null): boolean {
  if (!presented || !storedHash) return false;
  const a = Buffer.from(hashOrderToken(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
