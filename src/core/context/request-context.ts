import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { readOnlyManager } from '../db/read-replicas';
import type { Logger } from '../config/logger';
import type { Runtime } from '../runtime';
import type { Principal } from '../auth/principal';
import type { Permission } from '../auth/permissions';
import { AppError, unauthorized } from '../errors/app-error';
import { currentUnitOfWork, deferredWrites, inTransaction, type UnitOfWork } from '../db/unit-of-work';
import { Loaders } from './loaders';
import { runSql, type SqlOptions } from '../db/run-sql';
import type { ClientGoneHook } from '../db/cancel-when-gone';
import { effectCommittedMark, type IdempotencyClaimRef } from '../idempotency/idempotency-store';
import { decodeEffectResult, encodeEffectResult } from '../idempotency/effect-result-codec';
import type { CallTransport } from './call-transport';

export interface RequestMeta {
  requestId?: string;
  ip?: string | null;
  origin?: string | null;
  userAgent?: string | null;
  /** Which transport carried the call: shown in the audit trail. */
  transport?: `${CallTransport}`;
  /** Tells when the caller went away before its answer (HTTP); reads then cancel their statements. */
  whenClientGone?: ClientGoneHook;
}

/**
 * Everything a service needs to act for one caller: who (principal), where (organisation,
 * branch), how to reach the database (transaction-aware), loaders, time and logging. Services
 * take it as their first argument; nothing reaches tenant data without it.
 */
export class RequestContext {
  readonly requestId: string;
  readonly loaders = new Loaders();
  readonly ip: string | null;
  readonly origin: string | null;
  readonly userAgent: string | null;
  readonly transport: NonNullable<RequestMeta['transport']>;
  /**
   * Set for HTTP requests: list pages and reads through `query` outside a transaction cancel their
   * statement when the client disconnects (see cancelWhenGone; PostgreSQL only).
   */
  readonly whenClientGone: ClientGoneHook | undefined;
  /**
   * `errored` is set when a GraphQL answer carries any error (the rebuilt answer of a replay is
   * stored only without one; see EffectReplay). `faulted` is set when the request hit an unhandled fault that its transport still answers
   * with 200 (a GraphQL INTERNAL error): the idempotency layer then forgets the key instead of
   * replaying the fault. An object, not a flag: Apollo runs each operation on a shallow copy of
   * the context, and a write to the copy's own property would not reach the HTTP layer.
   */
  readonly outcome: { faulted: boolean; errored: boolean } = { faulted: false, errored: false };
  private childLogger: Logger | undefined;
  /** Values shown to the caller once that must never be stored (see withholdFromStorage). */
  readonly withheldValues: string[] = [];
  /**
   * The Idempotency-Key claim this request runs under (set by the idempotency middleware). Every
   * transaction the request commits marks the claim in the same transaction, so a retry after a
   * crash knows whether the effect happened (see effectCommittedMark).
   */
  idempotencyClaim: IdempotencyClaimRef | undefined;
  /** Set by readFromReplica: where this context's reads outside a transaction go. */
  private readManager: EntityManager | undefined;
  /**
   * Set instead of a claim when this request rebuilds the answer of an earlier attempt whose
   * effect committed but whose response was never stored: its transactions are not run again but
   * answered, in order, with the results the attempt committed (see effectCommittedMark).
   */
  idempotencyReplay: EffectReplay | undefined;

  constructor(
    readonly runtime: Runtime,
    readonly principal: Principal | null,
    /** Why a presented credential was refused; reported only where authentication is required. */
    readonly authError: AppError | null,
    meta: RequestMeta = {},
  ) {
    this.requestId = meta.requestId ?? randomUUID();
    this.ip = meta.ip ?? null;
    this.origin = meta.origin ?? null;
    this.userAgent = meta.userAgent ?? null;
    this.transport = meta.transport ?? 'rest';
    this.whenClientGone = meta.whenClientGone;
  }

  get isAuthenticated(): boolean {
    return this.principal !== null;
  }

  /** The principal, or the reason the caller is not one (401). */
  requirePrincipal(): Principal {
    if (!this.principal) throw this.authError ?? unauthorized();
    return this.principal;
  }

  get organizationId(): string {
    return this.requirePrincipal().organizationId;
  }

  /** The active branch; branch-scoped operations cannot run without one. */
  get branchId(): string {
    const principal = this.requirePrincipal();
    if (!principal.branchId) {
      throw new AppError('VALIDATION', 'This operation needs a branch: sign in to a branch or send the X-Branch-Id header.', {
        fields: { branchId: ['A branch is required for this operation (X-Branch-Id header for API keys).'] },
      });
    }
    return principal.branchId;
  }

  /** The acting user for audit columns (API keys act for the user who created them). */
  get actorId(): string | null {
    return this.principal?.userId ?? null;
  }

  /**
   * Marks a value in this response (a newly issued API-key secret) as shown once: the stored copy
   * of the response kept for Idempotency-Key replays carries null in its place.
   */
  withholdFromStorage(value: string): void {
    this.withheldValues.push(value);
  }

  can(permission: Permission): boolean {
    return this.principal?.permissions.has(permission) ?? false;
  }

  now(): Date {
    return this.runtime.clock.now();
  }

  get logger(): Logger {
    this.childLogger ??= this.runtime.logger.child({ requestId: this.requestId });
    return this.childLogger;
  }

  /**
   * The open transaction's manager when inside one, otherwise the pool's: the primary's, or a
   * replica's after readFromReplica.
   */
  get db(): EntityManager {
    return currentUnitOfWork()?.manager ?? this.readManager ?? this.runtime.db.dataSource.manager;
  }

  /**
   * For read-only work (an export's rows): from now on this context's reads outside a
   * transaction go to a read replica that has replayed every write committed on the primary
   * before this call, when one fits (docs/operations.md, "Read replicas"); transactions still run
   * on the primary. Answers the replica's host:port, or null when the reads stay on the primary.
   * Never for a request's own reads: this costs a round trip to the primary and one to the replica.
   */
  async readFromReplica(): Promise<string | null> {
    const chosen = await readOnlyManager(this.runtime.db.dataSource, this.runtime.db.replicas);
    this.readManager = chosen.replica ? chosen.manager : undefined;
    this.runtime.metrics.readOnlyWork.inc({ target: chosen.replica ? 'replica' : 'primary' });
    return chosen.replica;
  }

  /**
   * One parameterised statement, its rows returned: on the open transaction's connection when
   * inside one, otherwise straight on the pool (see runSql).
   */
  query<Row>(text: string, params: readonly unknown[], options?: SqlOptions): Promise<Row[]> {
    const manager = this.db;
    // Inside a transaction a write still commits when the client leaves; the embedded engine's one session has nothing to cancel.
    if (!this.whenClientGone || manager.queryRunner || this.runtime.db.embedded) return runSql<Row>(manager, text, params, options);
    return runSql<Row>(manager, text, params, { ...options, whenClientGone: this.whenClientGone });
  }

  transaction<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    const claim = this.idempotencyClaim;
    const outermost = !currentUnitOfWork();
    const dataSource = this.runtime.db.dataSource;
    const replay = this.idempotencyReplay;
    if (replay && outermost) return new Promise<T>((resolve) => resolve(replay.next(dataSource) as T));
    const marked =
      claim && outermost
        ? async (uow: UnitOfWork) => {
            const value = await work(uow);
            // Encoded now, before the caller can change the value; written with the transaction's
            // other deferred writes, in the statement before COMMIT.
            const encoded = encodeEffectResult(dataSource, value);
            deferredWrites(uow).statement(effectCommittedMark(claim, encoded && claim.sealResult(encoded)));
            return value;
          }
        : work;
    return inTransaction(dataSource, marked, (error) => this.logger.error({ err: error }, 'after-commit task failed'));
  }
}

/** The committed results an answer is rebuilt from (RequestContext.idempotencyReplay). */
export class EffectReplay {
  private used = 0;
  /** A transaction asked for a result that was not stored or cannot be restored. */
  failed = false;

  constructor(private readonly results: ReadonlyArray<Buffer | null>) {}

  /** The next transaction's result, as that transaction returned it. */
  next(dataSource: Parameters<typeof decodeEffectResult>[0]): unknown {
    const stored = this.results[this.used++];
    const decoded = stored ? decodeEffectResult(dataSource, stored) : { ok: false as const };
    if (decoded.ok) return decoded.value;
    this.failed = true;
    throw new AppError('CONFLICT', EFFECT_APPLIED_MESSAGE);
  }

  /** Every stored result was used, and none was missing: the rebuild followed the attempt's path. */
  get complete(): boolean {
    return !this.failed && this.used === this.results.length;
  }
}

/** What a retry is told when its committed attempt's answer can be neither replayed nor rebuilt. */
export const EFFECT_APPLIED_MESSAGE =
  'The request with this Idempotency-Key was applied, but the service stopped before its response was stored; it will not run again. Read the resource to see the result.';
