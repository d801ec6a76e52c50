import type { Runtime } from '../../../core/runtime';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { runSql } from '../../../core/db/run-sql';
import { RequestContext } from '../../../core/context/request-context';
import { systemPrincipal } from '../../../core/auth/principal';
import { adapterFor, type OutboundCall } from '../adapters/adapter';
import { DeliveryConnection } from '../connections/delivery-connection.entity';
import { deliveryConnectionService } from '../connections/delivery-connection.service';
import { recordCall } from '../calls/delivery-call.log';
import { deliveryMenuOf } from '../menus/delivery-menu.reader';
import { DeliveryCallDirection, DeliveryMessageKind, DeliveryMessageStatus, type DeliveryStoreState, type PlatformStatus } from '../shared/delivery-vocabulary';
import { DeliveryOutboundMessage } from './delivery-outbound-message.entity';
import { backoffMs, CIRCUIT_OPEN_MS, CIRCUIT_THRESHOLD, judge, MAX_ATTEMPTS, OUTBOUND_TIMEOUT_MS } from './outbound.rules';

export const SEND_JOB = 'delivery.send';
const LEASE_MS = OUTBOUND_TIMEOUT_MS * 3;

/** Enqueues the send job of a message (after the commit that queued it). */
export function kickSender(runtime: Runtime, messageId: string): void {
  if (!runtime.jobs.ready) return;
  runtime.jobs
    .enqueue(SEND_JOB, { messageId })
    .catch((error: unknown) => runtime.logger.warn({ err: error }, 'delivery: could not enqueue a send; the sweep will'));
}

async function callFor(runtime: Runtime, connection: DeliveryConnection, message: DeliveryOutboundMessage): Promise<OutboundCall | null> {
  const adapter = adapterFor(connection.platform);
  if (!adapter) return null;
  const ctx = new RequestContext(runtime, systemPrincipal(connection.organizationId, [], connection.branchId), null, { transport: 'job' });
  const view = deliveryConnectionService.forAdapter(ctx, connection);
  const payload = message.payload as Record<string, any>;
  const at = runtime.clock.now();
  switch (message.kind) {
    case DeliveryMessageKind.OrderStatus:
      return adapter.orderStatusCall(view, {
        platformOrderId: payload.platformOrderId as string,
        status: payload.status as PlatformStatus,
        reason: (payload.reason as string | null) ?? null,
        at,
      });
    case DeliveryMessageKind.Availability:
      return adapter.availabilityCall(view, payload.items as Array<{ platformItemId: string; productId: string; available: boolean }>, at);
    case DeliveryMessageKind.StoreState:
      return adapter.storeStateCall(view, { state: payload.state as DeliveryStoreState, preparationMinutes: payload.preparationMinutes as number }, at);
    case DeliveryMessageKind.Menu: {
      // Read as it is sent, so one push carries every change queued before it (docs/delivery.md, "Menu push").
      const menu = await deliveryMenuOf(ctx, connection);
      if (!menu) throw new Error("The connection's sales channel is inactive or gone.");
      return adapter.menuCall(view, menu, at);
    }
  }
}

/**
 * One attempt of one queued message: claimed with a lease; held back while the connection's
 * circuit is open or an older message about the same order is still pending (statuses arrive in
 * order); sent with a timeout; logged; then done, retried with backoff, or given up.
 */
export async function sendMessage(runtime: Runtime, messageId: string): Promise<void> {
  const now = runtime.clock.now();
  const claim = (dead: string[]) =>
    serviceTransaction(runtime, (uow) =>
      runSql<{ id: string }>(
        uow.manager,
        `UPDATE delivery_outbound_messages m SET lease_until = $2, lease_owner = $4
          WHERE m.id = $1 AND m.status = 'Pending' AND m.next_attempt_at <= $3
            AND (m.lease_until IS NULL OR m.lease_until < $3 OR m.lease_owner = ANY($5::uuid[]))
            AND NOT EXISTS (SELECT 1 FROM delivery_outbound_messages e WHERE e.connection_id = m.connection_id AND e.delivery_order_id = m.delivery_order_id
                            AND e.status = 'Pending' AND e.seq < m.seq)
          RETURNING m.id`,
        [messageId, new Date(now.getTime() + LEASE_MS), now, runtime.instance.id, dead],
      ),
    );
  // As the webhook sender does: the common case first (no live lease), then a dead holder's lease.
  let claimed = await claim([]);
  if (!claimed.length) {
    const dead = await runtime.instance.deadInstanceIds();
    if (dead.length) claimed = await claim(dead);
  }
  if (!claimed.length) return;
  const manager = runtime.db.dataSource.manager;
  const message = await manager.findOneByOrFail(DeliveryOutboundMessage, { id: messageId });
  const connection = await manager.findOneBy(DeliveryConnection, { id: message.connectionId });
  const finish = async (changes: Omit<Partial<DeliveryOutboundMessage>, 'payload'>) => {
    await serviceTransaction(runtime, (uow) => uow.manager.update(DeliveryOutboundMessage, { id: messageId }, { leaseUntil: null, ...changes }));
    if (changes.status) await kickNextOfOrder(runtime, message);
  };
  if (!connection || !connection.active)
    return void (await finish({ status: DeliveryMessageStatus.Failed, lastError: 'The connection is inactive or gone.', completedAt: now }));
  if (connection.circuitOpenUntil && connection.circuitOpenUntil > now) return void (await finish({ nextAttemptAt: connection.circuitOpenUntil }));
  let call: OutboundCall | null;
  try {
    call = await callFor(runtime, connection, message);
  } catch (failure) {
    // Nothing the platform could take can be built (a menu without its channel): given up, with the reason.
    const lastError = failure instanceof Error ? failure.message : String(failure);
    return void (await finish({ status: DeliveryMessageStatus.Failed, attempts: message.attempts + 1, lastError, completedAt: now }));
  }
  if (!call) return void (await finish({ status: DeliveryMessageStatus.Sent, lastError: 'Nothing to send for this connection.', completedAt: now }));

  const started = runtime.clock.now();
  const t0 = performance.now();
  let status: number | null = null;
  let responseBody: string | null = null;
  let error: string | null = null;
  const authorize = adapterFor(connection.platform)?.authorize;
  // An adapter that logs in (Delivery Hero) adds its headers; after a 401 it logs in again, once.
  const attempt = async (refresh: boolean) => {
    const headers = authorize
      ? {
          ...call.headers,
          ...(await authorize(adapterView(runtime, connection), (login) => sendLogin(runtime, connection, login), runtime.clock.now(), refresh)),
        }
      : call.headers;
    const response = await fetch(call.url, {
      method: call.method,
      headers,
      body: call.body,
      signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS),
      redirect: 'manual',
    });
    return { status: response.status, body: (await response.text()).slice(0, 65_536) };
  };
  try {
    let answer = await attempt(false);
    if (answer.status === 401 && authorize) answer = await attempt(true);
    status = answer.status;
    responseBody = answer.body;
  } catch (failure) {
    error = failure instanceof Error ? (failure.name === 'TimeoutError' ? `No answer within ${OUTBOUND_TIMEOUT_MS} ms` : failure.message) : String(failure);
  }
  const durationMs = performance.now() - t0;
  await recordCall(runtime, {
    organizationId: connection.organizationId,
    connectionId: connection.id,
    direction: DeliveryCallDirection.Out,
    operation: message.kind,
    method: call.method,
    url: call.url,
    requestHeaders: call.headers,
    requestBody: call.body,
    responseStatus: status,
    responseBody,
    error,
    startedAt: started,
    durationMs,
    deliveryOrderId: message.deliveryOrderId,
  }).catch((failure: unknown) => runtime.logger.warn({ err: failure }, 'could not log a delivery call'));

  const verdict = judge(status);
  const after = runtime.clock.now();
  const attempts = message.attempts + 1;
  const giveUp = verdict === 'fail' || attempts >= MAX_ATTEMPTS;
  await serviceTransaction(runtime, async (uow) => {
    if (verdict === 'ok') {
      await uow.manager.update(
        DeliveryOutboundMessage,
        { id: messageId },
        { status: DeliveryMessageStatus.Sent, attempts, leaseUntil: null, completedAt: after, lastError: null },
      );
      await uow.manager.update(DeliveryConnection, { id: connection.id }, { circuitFailures: 0, circuitOpenUntil: null });
      return;
    }
    await uow.manager.update(
      DeliveryOutboundMessage,
      { id: messageId },
      {
        attempts,
        leaseUntil: null,
        lastError: error ?? `HTTP ${status}`,
        ...(giveUp ? { status: DeliveryMessageStatus.Failed, completedAt: after } : { nextAttemptAt: new Date(after.getTime() + backoffMs(attempts)) }),
      },
    );
    if (verdict === 'retry') {
      // The circuit: consecutive failures of the platform; at the threshold its calls wait CIRCUIT_OPEN_MS.
      await runSql(
        uow.manager,
        `UPDATE delivery_connections SET circuit_failures = circuit_failures + 1,
           circuit_open_until = CASE WHEN circuit_failures + 1 >= $2 THEN $3::timestamptz ELSE circuit_open_until END
         WHERE id = $1`,
        [connection.id, CIRCUIT_THRESHOLD, new Date(after.getTime() + CIRCUIT_OPEN_MS)],
      );
    }
  });
  if (verdict === 'ok' || giveUp) await kickNextOfOrder(runtime, message);
}

/**
 * Once a message about an order is done (sent or given up), the next one about the same order,
 * held back until then so that statuses arrive in order, is sent at once rather than at the
 * next sweep.
 */
async function kickNextOfOrder(runtime: Runtime, message: DeliveryOutboundMessage): Promise<void> {
  if (!message.deliveryOrderId) return;
  const next = await runtime.db.dataSource.manager.findOne(DeliveryOutboundMessage, {
    select: { id: true },
    where: { connectionId: message.connectionId, deliveryOrderId: message.deliveryOrderId, status: DeliveryMessageStatus.Pending },
    order: { seq: 'ASC' },
  });
  if (next) kickSender(runtime, next.id);
}

function adapterView(runtime: Runtime, connection: DeliveryConnection) {
  return deliveryConnectionService.forAdapter(
    new RequestContext(runtime, systemPrincipal(connection.organizationId, []), null, { transport: 'job' }),
    connection,
  );
}

/** An adapter's login call (authorize): sent with the timeout and kept in the call log without its body (the password) or token. */
async function sendLogin(runtime: Runtime, connection: DeliveryConnection, call: OutboundCall): Promise<{ status: number | null; body: string }> {
  const started = runtime.clock.now();
  const t0 = performance.now();
  let status: number | null = null;
  let body = '';
  let error: string | null = null;
  try {
    const response = await fetch(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS),
      redirect: 'manual',
    });
    status = response.status;
    body = (await response.text()).slice(0, 65_536);
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  await recordCall(runtime, {
    organizationId: connection.organizationId,
    connectionId: connection.id,
    direction: DeliveryCallDirection.Out,
    operation: 'login',
    method: call.method,
    url: call.url,
    requestHeaders: call.headers,
    requestBody: '(redacted)',
    responseStatus: status,
    responseBody: status !== null && status < 300 ? '(redacted)' : body,
    error,
    startedAt: started,
    durationMs: performance.now() - t0,
    deliveryOrderId: null,
  }).catch((failure: unknown) => runtime.logger.warn({ err: failure }, 'could not log a delivery call'));
  if (error) throw new Error(error);
  return { status, body };
}

/** Due messages whose job is not running (retries, a crash, a process without a worker), and those whose lease holder died. */
export async function sweepDue(runtime: Runtime, limit = 200): Promise<number> {
  const now = runtime.clock.now();
  const dead = await runtime.instance.deadInstanceIds();
  const due = await runtime.db.dataSource.manager
    .createQueryBuilder(DeliveryOutboundMessage, 'm')
    .select(['m.id'])
    .where(`m.status = 'Pending'`)
    .andWhere('m.next_attempt_at <= :now', { now })
    .andWhere('(m.lease_until IS NULL OR m.lease_until < :now OR m.lease_owner = ANY(:dead))', { now, dead })
    .orderBy('m.seq', 'ASC')
    .limit(limit)
    .getMany();
  for (const row of due) kickSender(runtime, row.id);
  return due.length;
}
