import { createHash, KeyObject } from 'node:crypto';
import { DataSource, LessThan } from 'typeorm';
import { deriveKey, open, seal } from '../crypto/sealed-box';
import { IdempotencyRecord } from './idempotency-record.entity';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const IN_FLIGHT_LEASE_MS = 5 * 60 * 1000;

export type ClaimResult =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in_flight' }
  | { kind: 'mismatch' };

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The key table. A claim is an INSERT that only one of many concurrent requests can win; the
 * others see the winner's row and replay, wait-and-retry (409) or are told the key was reused.
 *
 * Stored responses can carry tokens and other values shown once, so the table keeps only a hash
 * of each Idempotency-Key and the body sealed (AES-256-GCM) under a key derived from the service
 * secret and the raw Idempotency-Key: a copy of the database alone opens nothing.
 */
export class IdempotencyStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly serviceKey: KeyObject,
  ) {}

  async claim(scope: string, rawKey: string, requestHash: string, now: Date): Promise<ClaimResult> {
    const key = keyDigest(rawKey);
    const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
    const lockedUntil = new Date(now.getTime() + IN_FLIGHT_LEASE_MS);
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(IdempotencyRecord)
      .values({ scope, key, requestHash, state: 'in_flight', lockedUntil, expiresAt })
      .orIgnore()
      .returning(['scope'])
      .execute();
    if (inserted.raw.length > 0) return { kind: 'claimed' };

    const existing = await this.dataSource.getRepository(IdempotencyRecord).findOneBy({ scope, key });
    if (!existing) return this.claim(scope, rawKey, requestHash, now);
    const stale = existing.expiresAt <= now || (existing.state === 'in_flight' && existing.lockedUntil <= now);
    if (stale) {
      // Take over an expired key or an abandoned claim; the conditional update lets only one win.
      const taken = await this.dataSource
        .createQueryBuilder()
        .update(IdempotencyRecord)
        .set({ requestHash, state: 'in_flight', lockedUntil, expiresAt, responseStatus: null, responseHeaders: null, responseBody: null })
        .where('scope = :scope AND key = :key AND state = :state AND request_hash = :hash', {
          scope,
          key,
          state: existing.state,
          hash: existing.requestHash,
        })
        .andWhere('(expires_at <= :now OR locked_until <= :now)', { now })
        .execute();
      return taken.affected ? { kind: 'claimed' } : { kind: 'in_flight' };
    }
    if (existing.requestHash !== requestHash) return { kind: 'mismatch' };
    if (existing.state === 'in_flight') return { kind: 'in_flight' };
    return {
      kind: 'replay',
      response: {
        status: existing.responseStatus ?? 200,
        headers: existing.responseHeaders ?? {},
        body: existing.responseBody ? open(this.bodyKey(rawKey), existing.responseBody, aad(scope, key)) : Buffer.alloc(0),
      },
    };
  }

  async complete(scope: string, rawKey: string, response: StoredResponse): Promise<void> {
    const key = keyDigest(rawKey);
    await this.dataSource.getRepository(IdempotencyRecord).update(
      { scope, key },
      {
        state: 'completed',
        responseStatus: response.status,
        responseHeaders: response.headers,
        responseBody: seal(this.bodyKey(rawKey), response.body, aad(scope, key)),
      },
    );
  }

  private bodyKey(rawKey: string): Buffer {
    return deriveKey(this.serviceKey, rawKey, 'back-office/idempotent-response/v1');
  }

  /** A failed attempt (5xx) leaves no trace, so the client's retry runs again. */
  async release(scope: string, rawKey: string): Promise<void> {
    await this.dataSource.getRepository(IdempotencyRecord).delete({ scope, key: keyDigest(rawKey), state: 'in_flight' });
  }

  async deleteExpired(now: Date): Promise<number> {
    const result = await this.dataSource.getRepository(IdempotencyRecord).delete({ expiresAt: LessThan(now) });
    return result.affected ?? 0;
  }
}

function keyDigest(rawKey: string): string {
  return createHash('sha256').update(rawKey).digest('hex');
}

function aad(scope: string, keyHash: string): Buffer {
  return Buffer.from(`${scope}\n${keyHash}`);
}
