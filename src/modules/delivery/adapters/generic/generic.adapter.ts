import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError, validationError } from '../../../../core/errors/app-error';
import { DeliveryPlatform } from '../../shared/delivery-vocabulary';
import type { ConnectionForAdapter, InboundEvent, InboundRequest, OutboundCall, PlatformAdapter } from '../adapter';
import { parseGenericOrder } from './generic-order.rules';

/*
 * The generic signed-webhook adapter (docs/delivery.md, "Generic JSON format"): the platform (or a
 * bridge) posts `{ type, data }` to /delivery/generic/{connectionId}, signed per Standard Webhooks
 * with the connection's secret; the service answers status, availability, store-state and menu
 * calls to the connection's outbound URL, signed the same way with the same secret.
 */

export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

function secretBytes(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

export function signGeneric(secret: string, id: string, timestampSeconds: number, body: string): string {
  return 'v1,' + createHmac('sha256', secretBytes(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
}

const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);

/** Checks the Standard Webhooks headers against the secret (401 otherwise); `now` decides the tolerance. */
export function verifyGenericSignature(secret: string | undefined, request: InboundRequest, now: Date): void {
  const id = request.headers['webhook-id'];
  const timestamp = request.headers['webhook-timestamp'];
  const signatures = request.headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw unauthorized('The webhook-id, webhook-timestamp and webhook-signature headers are required.');
  if (!secret) throw unauthorized('The connection has no signing secret.');
  const seconds = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - seconds) > SIGNATURE_TOLERANCE_SECONDS) {
    throw unauthorized('The webhook-timestamp is missing or more than 5 minutes away from the service clock.');
  }
  const expected = Buffer.from(signGeneric(secret, id, seconds, request.rawBody.toString('utf8')));
  const matches = signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw unauthorized('The webhook signature does not match.');
}

function json(body: Buffer): { type?: unknown; data?: unknown } {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as { type?: unknown; data?: unknown };
  } catch {
    // answered below
  }
  throw validationError({ body: ['must be a JSON object with type and data'] });
}

function platformOrderId(data: unknown): string {
  const id = (data as { orderId?: unknown } | null)?.orderId;
  if (typeof id !== 'string' || !id.trim() || id.length > 200) throw validationError({ 'data.orderId': ['is required (1-200 characters)'] });
  return id.trim();
}

function signedCall(connection: ConnectionForAdapter, type: string, data: unknown, at: Date): OutboundCall | null {
  if (!connection.outboundUrl) return null;
  const secret = connection.credentials.signingSecret;
  const body = JSON.stringify({ type, timestamp: at.toISOString(), storeId: connection.platformStoreId, data });
  const id = `msg_${randomUUID()}`;
  const seconds = Math.floor(at.getTime() / 1000);
  return {
    method: 'POST',
    url: connection.outboundUrl,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(seconds),
      ...(secret ? { 'webhook-signature': signGeneric(secret, id, seconds, body) } : {}),
    },
    body,
  };
}

export const genericAdapter: PlatformAdapter = {
  platform: DeliveryPlatform.Generic,
  credentialFields: ['signingSecret'],

  replayKey(request) {
    return request.headers['webhook-id'] ?? null;
  },

  verifyAndParse(connection, request, now): InboundEvent[] {
    verifyGenericSignature(connection.credentials.signingSecret, request, now);
    const message = json(request.rawBody);
    switch (message.type) {
      case 'order.created':
        return [{ kind: 'order.created', order: parseGenericOrder(message.data) }];
      case 'order.cancelled': {
        const reason = (message.data as { reason?: unknown } | null)?.reason;
        return [{ kind: 'order.cancelled', platformOrderId: platformOrderId(message.data), reason: typeof reason === 'string' ? reason.slice(0, 500) : null }];
      }
      case 'order.picked-up':
        return [{ kind: 'order.picked-up', platformOrderId: platformOrderId(message.data) }];
      case 'menu.requested':
        return [{ kind: 'menu.requested' }];
      default:
        throw validationError({ type: ['must be one of order.created, order.cancelled, order.picked-up, menu.requested'] });
    }
  },

  answer(_connection, event, outcome) {
    if (event.kind === 'order.created') {
      return {
        status: outcome.duplicate ? 200 : 201,
        body: {
          orderId: event.order.platformOrderId,
          id: outcome.deliveryOrderId,
          salesOrderId: outcome.salesOrderId,
          state: outcome.state,
          flags: outcome.flags,
          duplicate: outcome.duplicate,
        },
      };
    }
    return { status: 200, body: { ok: true, state: outcome.state } };
  },

  orderStatusCall(connection, update) {
    return signedCall(connection, 'order.status', { orderId: update.platformOrderId, status: update.status, reason: update.reason }, update.at);
  },

  availabilityCall(connection, items, at) {
    return signedCall(connection, 'availability', { items: items.map((item) => ({ id: item.platformItemId, available: item.available })) }, at);
  },

  storeStateCall(connection, state, at) {
    return signedCall(connection, 'store.state', { state: state.state, preparationMinutes: state.preparationMinutes }, at);
  },

  menuCall(connection, menu, at) {
    return signedCall(connection, 'menu', menu, at);
  },
};
