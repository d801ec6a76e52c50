import type { DeliveryFulfilment, DeliveryPlatform, DeliveryStoreState, PlatformStatus } from '../shared/delivery-vocabulary';

/*
 * The one interface every platform adapter implements (docs/delivery.md, "Adapters"). An adapter
 * turns a platform's inbound HTTP request into normalised events after checking that the platform
 * sent it, and builds the HTTP calls the service owes the platform. It keeps no state: the
 * connection, its decrypted credentials and the clock are handed in.
 */

/** The connection as an adapter sees it (credentials decrypted, in memory only). */
export interface ConnectionForAdapter {
  id: string;
  organizationId: string;
  branchId: string;
  platformStoreId: string;
  outboundUrl: string | null;
  preparationMinutes: number;
  credentials: Record<string, string>;
  /** Absolute URL of the connection's inbound prefix (`{PUBLIC_BASE_URL}/delivery/{platform}/{id}`), for callbacks a platform is told; absent when the service does not know it. */
  inboundUrl?: string | null;
}

export interface InboundRequest {
  method: string;
  /** The path below the adapter's prefix, e.g. `/orders`. */
  path: string;
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
}

export interface InboundResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface PlatformOrderOption {
  platformItemId: string;
  name: string;
  quantity: number;
}

export interface PlatformOrderItem {
  platformItemId: string;
  name: string;
  quantity: number;
  /** The platform's unit price in IQD; null when it states none (the tier prices the line either way). */
  unitPrice: number | null;
  note: string | null;
  options: PlatformOrderOption[];
}

/** A platform order, normalised. */
export interface PlatformOrder {
  platformOrderId: string;
  displayId: string | null;
  fulfilment: DeliveryFulfilment;
  customer: { name: string | null; phone: string | null };
  note: string | null;
  items: PlatformOrderItem[];
  /** IQD as the platform states it; null when it states none. */
  statedTotal: number | null;
  raw: Record<string, unknown>;
  /** The platform's amounts in IQD where it states them (fees, discounts by who funds them), for the payout check. */
  totals?: PlatformOrderTotals;
}

export interface PlatformOrderTotals {
  /** The items at the platform's prices, before discounts. */
  subtotal: number | null;
  deliveryFee: number;
  /** Discounts funded by the platform, by the restaurant and by third parties. */
  discountPlatform: number;
  discountVendor: number;
  discountThirdParty: number;
  /** What the customer pays, and what the platform owes the restaurant, as stated. */
  grandTotal: number | null;
  payRestaurant: number | null;
}

export type InboundEvent =
  | { kind: 'order.created'; order: PlatformOrder }
  | { kind: 'order.cancelled'; platformOrderId: string; reason: string | null }
  | { kind: 'order.picked-up'; platformOrderId: string }
  | { kind: 'menu.requested' };

/** What the service did with an inbound event, for the adapter's answer. */
export interface IntakeOutcome {
  deliveryOrderId: string | null;
  salesOrderId: string | null;
  state: string | null;
  flags: string[];
  /** true when the event repeated one already handled (the original outcome is returned). */
  duplicate: boolean;
}

export interface OutboundCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

export interface DeliveryMenuOption {
  id: string;
  name: string;
  nameAr: string | null;
  priceDelta: number;
}

export interface DeliveryMenuProduct {
  id: string;
  name: string;
  nameAr: string | null;
  price: number;
  available: boolean;
  modifierGroups: Array<{ id: string; name: string; nameAr: string | null; minSelect: number; maxSelect: number; options: DeliveryMenuOption[] }>;
}

export interface DeliveryMenu {
  categories: Array<{ id: string; name: string; nameAr: string | null; products: DeliveryMenuProduct[] }>;
}

export interface PlatformAdapter {
  platform: DeliveryPlatform;
  /** The credential names a connection of this platform carries (the console's input fields). */
  credentialFields: readonly string[];
  /**
   * Checks the request came from the platform (an AppError 401 otherwise), that it is fresh, and
   * turns it into events (422 on a malformed body). Replays are refused by the caller (call log).
   */
  verifyAndParse(connection: ConnectionForAdapter, request: InboundRequest, now: Date): InboundEvent[] | Promise<InboundEvent[]>;
  /** A key naming the request uniquely (e.g. the webhook-id) for replay refusal; null when the platform sends none. */
  replayKey(request: InboundRequest): string | null;
  /** The answer the platform gets for a handled event. */
  answer(connection: ConnectionForAdapter, event: InboundEvent, outcome: IntakeOutcome): InboundResult;
  orderStatusCall(
    connection: ConnectionForAdapter,
    update: { platformOrderId: string; status: PlatformStatus; reason: string | null; at: Date },
  ): OutboundCall | null;
  availabilityCall(
    connection: ConnectionForAdapter,
    items: Array<{ platformItemId: string; productId: string; available: boolean }>,
    at: Date,
  ): OutboundCall | null;
  storeStateCall(connection: ConnectionForAdapter, state: { state: DeliveryStoreState; preparationMinutes: number }, at: Date): OutboundCall | null;
  menuCall(connection: ConnectionForAdapter, menu: DeliveryMenu, at: Date): OutboundCall | null;
  /**
   * Optional: the headers that authenticate the calls to the platform (e.g. a bearer token from a
   * login the adapter makes through `send`, which performs and logs it). The sender calls it before
   * each call and merges the headers; after a 401 it calls it with `refresh` true.
   */
  authorize?(
    connection: ConnectionForAdapter,
    send: (call: OutboundCall) => Promise<{ status: number | null; body: string }>,
    at: Date,
    refresh: boolean,
  ): Promise<Record<string, string>>;
}

const adapters = new Map<DeliveryPlatform, PlatformAdapter>();

/** Called once per adapter by adapters/index.ts. */
export function registerAdapter(adapter: PlatformAdapter): void {
  adapters.set(adapter.platform, adapter);
}

export function adapterFor(platform: DeliveryPlatform): PlatformAdapter | null {
  return adapters.get(platform) ?? null;
}
