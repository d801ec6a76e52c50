import { notFound, validationError } from '../../../../core/errors/app-error';
import { DeliveryPlatform, DeliveryStoreState } from '../../shared/delivery-vocabulary';
import type { ConnectionForAdapter, InboundEvent, InboundRequest, OutboundCall, PlatformAdapter } from '../adapter';
import { cachedLoginToken, forgetLoginToken, keepLoginToken, loginFingerprint, verifyMiddlewareToken } from './delivery-hero.auth';
import { dhCatalog } from './delivery-hero.catalog';
import { dhOrderProblems, dhOrderToPlatformOrder, dhRejectReason } from './delivery-hero.rules';
import { DH_CREDENTIAL_FIELDS, DH_INBOUND_STATUSES, type DhOrder } from './delivery-hero.types';

/*
 * The Delivery Hero POS plugin adapter (Talabat; docs/delivery.md, "Delivery Hero (Talabat)").
 *
 * In, below /delivery/delivery-hero/{connectionId} (the plugin URL given to Delivery Hero), each call
 * authenticated by the middleware's JWT:
 *   POST /order/{remoteId}                                      order dispatch → order.created
 *   PUT  /remoteId/{remoteId}/remoteOrder/{remoteOrderId}/posOrderStatus
 *                                                               ORDER_CANCELLED → order.cancelled,
 *                                                               ORDER_PICKED_UP → order.picked-up, others logged
 *   GET  /menuimport/{remoteId}                                 menu import request → menu.requested (202)
 *   POST /catalog-import-status                                 the catalog import's callback (logged)
 *   PUT  /remoteId/{remoteId}/availability                      the vendor's availability as the platform sees it (logged)
 * Out, to the connection's outbound URL (the middleware's base URL), with the login's bearer token:
 *   POST /v2/order/status/{token}                               order_accepted, order_rejected, order_picked_up
 *   POST /v2/orders/{token}/preparation-completed               ready for pickup
 *   PUT  /v2/chains/{chainCode}/remoteVendors/{remoteId}/availability        store open / closed
 *   POST /v2/chains/{chainCode}/vendors/{remoteId}/catalog/items/availability sold out / available again
 *   PUT  /v2/chains/{chainCode}/catalog                         the menu (catalog import)
 * `remoteId` is the connection's platform store id (the POS vendor id Delivery Hero routes by).
 */

/** The inbound path, below the connection's prefix, of the catalog import's callback. */
export const DH_CATALOG_CALLBACK_PATH = '/catalog-import-status';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

function base(connection: ConnectionForAdapter): string {
  if (!connection.outboundUrl) throw new Error('A Delivery Hero connection needs its outbound URL (the middleware base URL).');
  return connection.outboundUrl.replace(/\/+$/, '');
}

function credential(connection: ConnectionForAdapter, name: string): string {
  const value = connection.credentials[name];
  if (!value) throw new Error(`The Delivery Hero connection has no ${name}.`);
  return value;
}

const segment = (value: string) => encodeURIComponent(value);

function jsonBody(request: InboundRequest): unknown {
  if (request.rawBody.length === 0) return null;
  try {
    return JSON.parse(request.rawBody.toString('utf8')) as unknown;
  } catch {
    throw validationError({ body: ['must be JSON'] });
  }
}

/** The store named in the path must be the connection's (a call for another store was misrouted). */
function sameStore(connection: ConnectionForAdapter, remoteId: string): void {
  if (decodeURIComponent(remoteId) !== connection.platformStoreId) throw notFound('Delivery Hero vendor');
}

function call(method: OutboundCall['method'], url: string, body: unknown): OutboundCall {
  return { method, url, headers: { ...JSON_HEADERS }, body: body === null ? null : JSON.stringify(body) };
}

function storeAvailabilityBody(connection: ConnectionForAdapter, state: DeliveryStoreState): Record<string, unknown> {
  const platform = {
    ...(connection.credentials.platformKey ? { platformKey: connection.credentials.platformKey } : {}),
    ...(connection.credentials.platformRestaurantId ? { platformRestaurantId: connection.credentials.platformRestaurantId } : {}),
  };
  // Busy keeps taking orders (with the longer preparation time in each acceptance); Delivery Hero has no busy state.
  if (state === DeliveryStoreState.Paused) return { availabilityState: 'CLOSED', closedReason: 'OTHER', ...platform };
  return { availabilityState: 'OPEN', ...platform };
}

export const deliveryHeroAdapter: PlatformAdapter = {
  platform: DeliveryPlatform.DeliveryHero,
  credentialFields: DH_CREDENTIAL_FIELDS,

  /** Delivery Hero sends no request id: a dispatch is made idempotent by the order's token. */
  replayKey() {
    return null;
  },

  verifyAndParse(connection, request, now): InboundEvent[] {
    verifyMiddlewareToken(request.headers.authorization, connection.credentials.pluginSecret, now);
    const path = request.path.split('?')[0].replace(/\/+$/, '');
    const method = request.method.toUpperCase();
    let m: RegExpExecArray | null;

    if (method === 'POST' && (m = /^\/order\/([^/]+)$/.exec(path))) {
      sameStore(connection, m[1]);
      const order = jsonBody(request);
      const problems = dhOrderProblems(order);
      if (problems.length > 0) throw validationError(Object.fromEntries(problems.map((p) => [p.field, [p.message]])));
      return [{ kind: 'order.created', order: dhOrderToPlatformOrder(order as DhOrder) }];
    }

    if (method === 'PUT' && (m = /^\/remoteId\/([^/]+)\/remoteOrder\/([^/]+)\/posOrderStatus$/.exec(path))) {
      sameStore(connection, m[1]);
      const update = jsonBody(request) as { status?: unknown; message?: unknown } | null;
      const status = update?.status;
      if (typeof status !== 'string' || !(DH_INBOUND_STATUSES as readonly string[]).includes(status)) {
        throw validationError({ status: [`must be one of ${DH_INBOUND_STATUSES.join(', ')}`] });
      }
      const platformOrderId = decodeURIComponent(m[2]);
      if (status === 'ORDER_CANCELLED') {
        const message = typeof update?.message === 'string' ? update.message.slice(0, 500) : null;
        return [{ kind: 'order.cancelled', platformOrderId, reason: message ?? 'Cancelled by Delivery Hero' }];
      }
      if (status === 'ORDER_PICKED_UP') return [{ kind: 'order.picked-up', platformOrderId }];
      return [];
    }

    if (method === 'GET' && (m = /^\/menuimport\/([^/]+)$/.exec(path))) {
      sameStore(connection, m[1]);
      return [{ kind: 'menu.requested' }];
    }

    if (method === 'POST' && path === DH_CATALOG_CALLBACK_PATH) {
      jsonBody(request);
      return [];
    }

    if (method === 'PUT' && (m = /^\/remoteId\/([^/]+)\/availability$/.exec(path))) {
      sameStore(connection, m[1]);
      jsonBody(request);
      return [];
    }

    throw notFound('Delivery Hero plugin endpoint');
  },

  answer(_connection, event) {
    switch (event.kind) {
      case 'order.created':
        // The remote order id is the token itself, so the middleware's later status calls name the platform order.
        return { status: 200, body: { remoteResponse: { remoteOrderId: event.order.platformOrderId } } };
      case 'menu.requested':
        return { status: 202, body: null };
      default:
        return { status: 200, body: { status: 'success' } };
    }
  },

  orderStatusCall(connection, update) {
    const url = `${base(connection)}/v2/order/status/${segment(update.platformOrderId)}`;
    switch (update.status) {
      case 'Accepted': {
        const ready = new Date(update.at.getTime() + connection.preparationMinutes * 60_000);
        return call('POST', url, { status: 'order_accepted', acceptanceTime: ready.toISOString(), remoteOrderId: update.platformOrderId });
      }
      case 'Rejected':
      case 'Cancelled':
        // The POS has one way to say no, before or after acceptance: order_rejected with a reason code.
        return call('POST', url, { status: 'order_rejected', reason: dhRejectReason(update.reason), message: (update.reason ?? '').slice(0, 500) });
      case 'ReadyForPickup':
        return call('POST', `${base(connection)}/v2/orders/${segment(update.platformOrderId)}/preparation-completed`, null);
      case 'PickedUp':
        return call('POST', url, { status: 'order_picked_up' });
      default:
        // Preparing: Delivery Hero has no status for it.
        return null;
    }
  },

  availabilityCall(connection, items) {
    if (items.length === 0) return null;
    const available = items[0].available;
    const ids = [...new Set(items.filter((item) => item.available === available).map((item) => item.platformItemId))];
    const url = `${base(connection)}/v2/chains/${segment(credential(connection, 'chainCode'))}/vendors/${segment(connection.platformStoreId)}/catalog/items/availability`;
    return call('POST', url, {
      ...(connection.credentials.platformKey ? { globalEntityId: connection.credentials.platformKey } : {}),
      items: ids,
      type: 'ITEM',
      isAvailable: available,
    });
  },

  storeStateCall(connection, state) {
    const url = `${base(connection)}/v2/chains/${segment(credential(connection, 'chainCode'))}/remoteVendors/${segment(connection.platformStoreId)}/availability`;
    return call('PUT', url, storeAvailabilityBody(connection, state.state));
  },

  menuCall(connection, menu) {
    const inbound = connection.inboundUrl;
    if (!inbound) throw new Error('The service needs its public address (PUBLIC_BASE_URL) to give Delivery Hero a catalog callback URL.');
    const url = `${base(connection)}/v2/chains/${segment(credential(connection, 'chainCode'))}/catalog`;
    return call('PUT', url, dhCatalog(menu, connection.platformStoreId, `${inbound.replace(/\/+$/, '')}${DH_CATALOG_CALLBACK_PATH}`));
  },

  authorize(connection, send, at, refresh) {
    return deliveryHeroAuthorize(connection, send, at, refresh);
  },
};

/**
 * The bearer header for the middleware: the connection's login token, logging in first when there
 * is none (or `refresh` asks for a new one after a 401). `send` performs (and logs) the login call.
 */
export async function deliveryHeroAuthorize(
  connection: ConnectionForAdapter,
  send: (call: OutboundCall) => Promise<{ status: number | null; body: string }>,
  at: Date,
  refresh: boolean,
): Promise<Record<string, string>> {
  const username = credential(connection, 'username');
  const password = credential(connection, 'password');
  const fingerprint = loginFingerprint(base(connection), username, password);
  if (refresh) forgetLoginToken(connection.id);
  const cached = cachedLoginToken(connection.id, fingerprint, at);
  if (cached) return { authorization: `Bearer ${cached}` };
  const form = new URLSearchParams({ username, password, grant_type: 'client_credentials' }).toString();
  const answer = await send({
    method: 'POST',
    url: `${base(connection)}/v2/login`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
  });
  const token = answer.status !== null && answer.status >= 200 && answer.status < 300 ? keepLoginToken(connection.id, fingerprint, answer.body, at) : null;
  if (!token) throw new Error(`Delivery Hero login failed${answer.status ? ` (${answer.status})` : ''}.`);
  return { authorization: `Bearer ${token}` };
}
