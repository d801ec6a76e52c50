import type { CartItemBody, CartQuote, GuestOrder, SelfOrderMenu } from './types';

/** Field messages of a 422 answer, keyed like `items[2].modifierOptionIds[0]`. */
export type FieldErrors = Record<string, string[]>;

/**
 * A refused or failed call. `status` 0 means no answer arrived (offline, connection dropped): the
 * request may or may not have reached the service, which is why orders keep their key then.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string | null;
  errors: Record<string, unknown> | null;
}

function fieldErrors(errors: Record<string, unknown> | null): FieldErrors {
  const fields: FieldErrors = {};
  for (const [key, value] of Object.entries(errors ?? {})) {
    fields[key] = Array.isArray(value) ? value.map(String) : [String(value)];
  }
  return fields;
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, (error as Error).message);
  }
  let envelope: Envelope<T> | null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (response.ok && envelope?.success) return envelope.data;
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new ApiError(
    response.ok ? 500 : response.status,
    envelope?.message ?? response.statusText,
    fieldErrors(envelope?.errors ?? null),
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

/** The guest REST paths, and nothing else: the QR token in the path is the only credential. */
export class GuestApi {
  private readonly base: string;

  constructor(readonly qrToken: string) {
    this.base = `/api/v1/guest/self-order/${encodeURIComponent(qrToken)}`;
  }

  menu(): Promise<SelfOrderMenu> {
    return call('GET', this.base);
  }

  quote(items: CartItemBody[], signal?: AbortSignal): Promise<CartQuote> {
    return call('POST', `${this.base}/quote`, { body: { items }, signal });
  }

  /** `body` is sent byte for byte as given, so a retry under the same key is the same request. */
  placeOrder(body: string, idempotencyKey: string): Promise<GuestOrder> {
    return call('POST', `${this.base}/orders`, { body, headers: { 'idempotency-key': idempotencyKey } });
  }

  order(orderId: string, orderToken: string): Promise<GuestOrder> {
    return call('GET', `${this.base}/orders/${encodeURIComponent(orderId)}`, { headers: { 'x-order-token': orderToken } });
  }
}
