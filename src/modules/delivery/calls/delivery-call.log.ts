import type { Runtime } from '../../../core/runtime';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { runSql } from '../../../core/db/run-sql';
import { DeliveryCall } from './delivery-call.entity';
import type { DeliveryCallDirection } from '../shared/delivery-vocabulary';

/** Bodies are kept up to this many characters. */
export const CALL_BODY_CHARS = 64 * 1024;
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'webhook-signature', 'x-api-key', 'proxy-authorization']);

export function redactHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || SECRET_HEADERS.has(name.toLowerCase())) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

const cut = (text: string | null) => (text === null ? null : text.length > CALL_BODY_CHARS ? text.slice(0, CALL_BODY_CHARS) : text);

export interface CallRecord {
  organizationId: string;
  connectionId: string;
  direction: DeliveryCallDirection;
  operation: string;
  method: string;
  url: string;
  requestHeaders: Record<string, string | string[] | undefined>;
  requestBody: string | null;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  startedAt: Date;
  durationMs: number;
  deliveryOrderId?: string | null;
  replayKey?: string | null;
}

/** Keeps one exchange (its own unit of work: a call is logged whatever became of the work it carried). A second row with the same replay key is skipped. */
export async function recordCall(runtime: Runtime, call: CallRecord): Promise<void> {
  await serviceTransaction(runtime, (uow) =>
    runSql(
      uow.manager,
      `INSERT INTO delivery_calls (organization_id, connection_id, direction, operation, method, url, request_headers, request_body,
         response_status, response_body, error, started_at, duration_ms, delivery_order_id, replay_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (connection_id, replay_key) WHERE replay_key IS NOT NULL DO NOTHING`,
      [
        call.organizationId,
        call.connectionId,
        call.direction,
        call.operation,
        call.method,
        call.url.slice(0, 2048),
        JSON.stringify(redactHeaders(call.requestHeaders)),
        cut(call.requestBody),
        call.responseStatus,
        cut(call.responseBody),
        call.error?.slice(0, 2000) ?? null,
        call.startedAt,
        Math.max(0, Math.round(call.durationMs)),
        call.deliveryOrderId ?? null,
        call.replayKey ?? null,
      ],
    ),
  );
}

/** The answer logged for an inbound call with this replay key, if one was. */
export async function loggedAnswer(runtime: Runtime, connectionId: string, replayKey: string): Promise<{ status: number; body: string } | null> {
  const row = await runtime.db.dataSource.manager.findOne(DeliveryCall, {
    where: { connectionId, replayKey },
    select: { responseStatus: true, responseBody: true },
  });
  if (!row || row.responseStatus === null) return null;
  return { status: row.responseStatus, body: row.responseBody ?? '' };
}
