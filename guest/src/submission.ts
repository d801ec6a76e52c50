import { ApiError, type GuestApi } from './api';
import type { GuestOrder } from './types';

interface Pending {
  key: string;
  body: string;
}

const IN_FLIGHT_RETRIES = 5;

/** crypto.randomUUID needs a secure context; a table on plain http still gets a random v4 UUID. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Places an order at most once per submission. The Idempotency-Key and the exact body are kept in
 * sessionStorage until an answer arrives: a second tap while the first is in flight is ignored,
 * and a retry after a lost answer (network drop, reload) sends the same key with the same body,
 * so the service replays the first result instead of ordering again. Only a definite answer
 * (the order, or a refusal of this body) frees the key.
 */
export class OrderSubmission {
  private busy = false;

  constructor(
    private readonly api: GuestApi,
    private readonly storageKey: string,
  ) {}

  inFlight(): boolean {
    return this.busy;
  }

  /** True when an earlier submission of this body never got its answer. */
  hasPendingFor(body: string): boolean {
    return this.load()?.body === body;
  }

  async submit(body: string): Promise<GuestOrder> {
    if (this.busy) throw new Error('An order is already being sent.');
    this.busy = true;
    try {
      const pending = this.load();
      const key = pending && pending.body === body ? pending.key : newIdempotencyKey();
      this.save({ key, body });
      for (let attempt = 0; ; attempt += 1) {
        try {
          const order = await this.api.placeOrder(body, key);
          this.clear();
          return order;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          // 409: the same key is still being processed (a retry that overtook the first try).
          if (error.status === 409 && attempt < IN_FLIGHT_RETRIES) {
            await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
            continue;
          }
          if (!keepsKey(error)) this.clear();
          throw error;
        }
      }
    } finally {
      this.busy = false;
    }
  }

  private load(): Pending | null {
    try {
      const value = JSON.parse(sessionStorage.getItem(this.storageKey) ?? 'null') as Pending | null;
      return value && typeof value.key === 'string' && typeof value.body === 'string' ? value : null;
    } catch {
      return null;
    }
  }

  private save(pending: Pending): void {
    try {
      sessionStorage.setItem(this.storageKey, JSON.stringify(pending));
    } catch {
      /* storage disabled: the key still covers retries made by this page */
    }
  }

  private clear(): void {
    try {
      sessionStorage.removeItem(this.storageKey);
    } catch {
      /* nothing stored */
    }
  }
}

/** No answer, a fault, a rate limit or a still-running first try: the order may yet exist. */
function keepsKey(error: ApiError): boolean {
  return error.status === 0 || error.status === 409 || error.status === 429 || error.status >= 500;
}
