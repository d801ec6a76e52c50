import { createHash, type KeyObject } from 'node:crypto';
import { type DataSource, type EntityManager } from 'typeorm';
import { deriveKey, open, seal } from '../crypto/sealed-box';
import { IdempotencyRecord } from './idempotency-record.entity';
import { runSql } from '../db/run-sql';
import { inTransaction, writeAlone } from '../db/unit-of-work';
import type { DeferredStatement } from '../db/deferred-writes';

const STORE_ANSWER = `UPDATE idempotency_records SET state = 'completed', response_status = $3, response_headers = $4, response_body = $5, effect_results = NULL
 WHERE scope = $1 AND key = $2`;

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const IN_FLIGHT_LEASE_MS = 5 * 60 * 1000;

/** Who runs the claims: this instance, and which instances are dead (their claims are abandoned). */
export interface ClaimOwner {
  readonly id: string;
  deadInstanceIds(): Promise<string[]>;
}

/** A claim as a request context carries it: the record's scope and hashed key. */
export interface IdempotencyClaimRef {
  scope: string;
  key: string;
  /** Seals a transaction result for the claim's row, as the stored body is sealed (only the raw key opens it). */
  sealResult(plain: Buffer): Buffer;
}

export type ClaimResult =
  | { kind: 'claimed'; ref: IdempotencyClaimRef }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in_flight' }
  /**
   * The first attempt committed its effect, but its process died before the response was stored:
   * `results` are its transactions' results, in order, to rebuild the answer from (null: one that
   * could not be stored; see effect-result-codec.ts).
   */
  | { kind: 'lost'; results: Array<Buffer | null> }
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
    private readonly owner?: ClaimOwner,
  ) {}

  async claim(scope: string, rawKey: string, requestHash: string, now: Date): Promise<ClaimResult> {
    const key = keyDigest(rawKey);
    const ref: IdempotencyClaimRef = { scope, key, sealResult: (plain) => seal(this.bodyKey(rawKey), plain, resultAad(scope, key)) };
    const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
    const lockedUntil = new Date(now.getTime() + IN_FLIGHT_LEASE_MS);
    const ownerInstance = this.owner?.id ?? null;
    // As SQL (here and in complete): one claim and one stored answer per write request, each a
    // statement committed on its own (writeAlone), visible to a concurrent retry at once.
    const inserted = await writeAlone<{ scope: string }>(
      this.dataSource,
      `INSERT INTO idempotency_records (scope, key, request_hash, state, locked_until, expires_at, owner_instance)
       VALUES ($1, $2, $3, 'in_flight', $4, $5, $6) ON CONFLICT DO NOTHING RETURNING scope`,
      [scope, key, requestHash, lockedUntil, expiresAt, ownerInstance],
    );
    if (inserted.length > 0) return { kind: 'claimed', ref };

    const existing = await this.dataSource.getRepository(IdempotencyRecord).findOneBy({ scope, key });
    if (!existing) return this.claim(scope, rawKey, requestHash, now);
    const expired = existing.expiresAt <= now;
    let abandoned = false;
    if (!expired && existing.state === 'in_flight' && existing.requestHash === requestHash) {
      // The claim's process is gone (killed, crashed) or its lease ran out (hung).
      abandoned = existing.lockedUntil <= now || (existing.ownerInstance !== null && (await this.deadOwners()).includes(existing.ownerInstance));
      // Its effect was committed but its response never stored: running again would do it twice.
      if (abandoned && existing.effectCommittedAt) {
        const results = (existing.effectResults ?? []).map((box) => (box ? open(this.bodyKey(rawKey), box, resultAad(scope, key)) : null));
        return { kind: 'lost', results };
      }
    }
    if (expired || abandoned) {
      // Take over an expired key or an abandoned claim that committed nothing; the conditional
      // update lets only one of several concurrent retries win.
      const dead = await this.deadOwners();
      const taken = await this.write((manager) =>
        manager
          .createQueryBuilder()
          .update(IdempotencyRecord)
          .set({
            requestHash,
            state: 'in_flight',
            lockedUntil,
            expiresAt,
            ownerInstance,
            effectCommittedAt: null,
            effectResults: null,
            responseStatus: null,
            responseHeaders: null,
            responseBody: null,
          })
          .where('scope = :scope AND key = :key AND state = :state AND request_hash = :hash', {
            scope,
            key,
            state: existing.state,
            hash: existing.requestHash,
          })
          .andWhere("(expires_at <= :now OR (state = 'in_flight' AND effect_committed_at IS NULL AND (locked_until <= :now OR owner_instance = ANY(:dead))))", {
            now,
            dead,
          })
          .execute(),
      );
      return taken.affected ? { kind: 'claimed', ref } : { kind: 'in_flight' };
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
    await writeAlone(this.dataSource, STORE_ANSWER, this.answerParameters(scope, rawKey, response));
  }

  private async store(manager: EntityManager, scope: string, rawKey: string, response: StoredResponse): Promise<void> {
    await runSql(manager, STORE_ANSWER, this.answerParameters(scope, rawKey, response));
  }

  private answerParameters(scope: string, rawKey: string, response: StoredResponse): unknown[] {
    const key = keyDigest(rawKey);
    return [scope, key, response.status, JSON.stringify(response.headers), seal(this.bodyKey(rawKey), response.body, aad(scope, key))];
  }

  /** One unit of work of the key table's own of several statements (a takeover, a release), apart from the request's. */
  private write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    // These units of work queue no after-commit task, so there is no task failure to report.
    return inTransaction(
      this.dataSource,
      (uow) => work(uow.manager),
      () => undefined,
    );
  }

  private async deadOwners(): Promise<string[]> {
    return this.owner ? this.owner.deadInstanceIds() : [];
  }

  private bodyKey(rawKey: string): Buffer {
    return deriveKey(this.serviceKey, rawKey, 'back-office/idempotent-response/v1');
  }

  /**
   * A failed attempt (5xx) leaves no trace, so the client's retry runs again, unless it had
   * already committed an effect: then the fault is stored and replayed, never run twice.
   */
  async release(scope: string, rawKey: string, response: StoredResponse): Promise<void> {
    await this.write(async (manager) => {
      const removed = await manager
        .createQueryBuilder()
        .delete()
        .from(IdempotencyRecord)
        .where("scope = :scope AND key = :key AND state = 'in_flight' AND effect_committed_at IS NULL", { scope, key: keyDigest(rawKey) })
        .execute();
      if (!removed.affected) await this.store(manager, scope, rawKey, response);
    });
  }
}

/**
 * Marks a claim's effect as committed, inside the transaction that commits the effect: either
 * both are durable or neither is. A retry after a crash then never runs a committed request again;
 * it rebuilds the answer from the transaction's result stored here with the mark (sealed; null
 * when the result could not be encoded). A request that commits several transactions appends one
 * result per transaction. A deferred write (deferred-writes.ts): it joins the statement written
 * just before the COMMIT.
 */
export function effectCommittedMark(claim: IdempotencyClaimRef, sealedResult: Buffer | null): DeferredStatement {
  return (param) =>
    `UPDATE idempotency_records SET effect_committed_at = coalesce(effect_committed_at, now()), effect_results = array_append(effect_results, ${param(sealedResult)}::bytea)` +
    ` WHERE scope = ${param(claim.scope)} AND key = ${param(claim.key)} AND state = 'in_flight'`;
}

function keyDigest(rawKey: string): string {
  return createHash('sha256').update(rawKey).digest('hex');
}

function aad(scope: string, keyHash: string): Buffer {
  return Buffer.from(`${scope}\n${keyHash}`);
}

function resultAad(scope: string, keyHash: string): Buffer {
  return Buffer.from(`${scope}\n${keyHash}\neffect-result`);
}
