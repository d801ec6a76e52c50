import type { RequestContext } from '../context/request-context';
import type { Runtime } from '../runtime';
import { deferredWrites, type UnitOfWork } from '../db/unit-of-work';
import { eventCatalog } from '../events/event-catalog';
import { OutboxEvent } from './outbox-event.entity';

export interface DomainEvent {
  type: string;
  resourceId: string;
  data: Record<string, unknown>;
  /** Defaults to the caller's active branch when the caller has one. */
  branchId?: string | null;
}

/**
 * Work another feature does in the same unit of work when an event is emitted (a delivery
 * platform told of an order's new status): registered per event type by a FeatureModule's
 * `eventObservers`, run inside `emit`, so it commits or rolls back with the change itself.
 */
export type EventObserver = { types: readonly string[]; observe(uow: UnitOfWork, ctx: RequestContext, event: DomainEvent): Promise<void> };
const observers = new Map<string, EventObserver[]>();

export function registerEventObservers(list: readonly EventObserver[]): void {
  for (const observer of list) for (const type of observer.types) observers.set(type, [...(observers.get(type) ?? []), observer]);
}

/** Called after the commit with the runtime that wrote the events (so the right job queue is woken). */
type OutboxListener = (runtime: Runtime) => void;
const listeners = new Set<OutboxListener>();
/** Units of work that will already wake the listeners after their commit (once each, however many events). */
const waking = new WeakSet<UnitOfWork>();

/** Lets the dispatcher wake up right after a commit instead of waiting for its next poll. */
export function onOutboxWrite(listener: OutboxListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The outbox row of an event, as `emit` writes it (the type checked against the catalog). For a
 * statement that builds part of the row in SQL (a stock posting's event carries the movements its
 * own statement writes) and writes it itself; it then calls `wakeAfterCommit`.
 */
export function outboxValues(
  ctx: RequestContext,
  event: DomainEvent,
): Partial<OutboxEvent> & Pick<OutboxEvent, 'organizationId' | 'branchId' | 'type' | 'resourceType' | 'resourceId' | 'data' | 'actor' | 'requestId'> {
  const definition = eventCatalog.get(event.type);
  if (!definition) throw new Error(`Event type ${event.type} is not registered in the event catalog`);
  const principal = ctx.requirePrincipal();
  return {
    organizationId: principal.organizationId,
    branchId: event.branchId !== undefined ? event.branchId : principal.branchId,
    type: event.type,
    resourceType: definition.resourceType,
    resourceId: event.resourceId,
    data: event.data,
    actor: { kind: principal.kind, userId: principal.userId, apiKeyId: principal.apiKeyId },
    requestId: ctx.requestId,
    dispatchedAt: null,
  };
}

/** The dispatcher is woken after the commit of a transaction that wrote outbox events (once, however many). */
export function wakeAfterCommit(uow: UnitOfWork, ctx: RequestContext): void {
  if (waking.has(uow)) return;
  waking.add(uow);
  uow.afterCommit(() => listeners.forEach((listener) => listener(ctx.runtime)));
}

/**
 * Records a domain event inside the caller's transaction. The type must be in the catalog: an
 * unregistered event is a programming error and fails the write rather than going unnoticed.
 * The row is written with the transaction's other deferred writes just before the commit
 * (deferred-writes.ts); its id and time are the database's defaults.
 */
export async function emit(uow: UnitOfWork, ctx: RequestContext, event: DomainEvent): Promise<void> {
  deferredWrites(uow).insert<OutboxEvent>(OutboxEvent, outboxValues(ctx, event));
  wakeAfterCommit(uow, ctx);
  for (const observer of observers.get(event.type) ?? []) await observer.observe(uow, ctx, event);
}
