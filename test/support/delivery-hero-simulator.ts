import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

/*
 * A local Delivery Hero Integration Middleware (the platform side of the POS plugin protocol), written
 * from Delivery Hero's POS plugin documentation, for the delivery adapter's tests:
 *
 * - as the middleware, it calls the plugin: dispatches orders (`POST {plugin}/order/{remoteId}`), sends
 *   order status updates (`PUT {plugin}/remoteId/{remoteId}/remoteOrder/{remoteOrderId}/posOrderStatus`),
 *   requests a menu import (`GET {plugin}/menuimport/{remoteId}`) and answers a catalog import on its
 *   callback URL; every call carries `Authorization: Bearer <JWT>` signed with the plugin secret and the
 *   claim `service: middleware`;
 * - it serves the middleware's endpoints the plugin calls: `POST /v2/login`, the order's callback URLs
 *   (accepted, rejected, picked up: `POST /v2/order/status/{token}`; prepared:
 *   `POST /v2/orders/{token}/preparation-completed`), `PUT|GET /v2/chains/{chain}/remoteVendors/{vendor}/availability`,
 *   `PUT /v2/chains/{chain}/catalog` and `POST /v2/chains/{chain}/vendors/{vendor}/catalog/items/availability`;
 *   each needs the bearer token `/v2/login` handed out (401 otherwise);
 * - it records every call it received, in order, and can be told to answer 500 or to hang.
 */

export interface DeliveryHeroSimulatorOptions {
  /** The plugin's credentials at the middleware (`/v2/login`). */
  username?: string;
  password?: string;
  chainCode?: string;
  /** The secret the middleware signs its calls to the plugin with. */
  pluginSecret?: string;
  /** Seconds a login token lives. */
  tokenTtlSeconds?: number;
}

export interface ReceivedCall {
  method: string;
  path: string;
  /** Parsed JSON body, the form fields of a login, or null. */
  body: any;
  authorization: string | undefined;
  at: number;
  /** What the simulator answered (0 when it hung). */
  answered: number;
}

export type FailureMode = { kind: '500' } | { kind: 'hang' };

export interface PluginAnswer {
  status: number;
  body: any;
}

export interface SimOrderOptions {
  token?: string;
  code?: string;
  remoteId: string;
  platformRestaurantId?: string;
  expeditionType?: 'delivery' | 'pickup';
  products?: SimProduct[];
  customerComment?: string;
  customer?: { firstName?: string; lastName?: string; mobilePhone?: string };
  /** Order-level discounts (sponsor PLATFORM or VENDOR). */
  discounts?: Array<{ name: string; amount: string; sponsorships?: Array<{ sponsor: string; amount: string }> }>;
  grandTotal?: string;
  deliveryFee?: number;
  test?: boolean;
}

export interface SimProduct {
  remoteCode: string | null;
  name: string;
  quantity: number;
  unitPrice: string;
  comment?: string;
  categoryName?: string;
  selectedToppings?: Array<{ remoteCode: string | null; name: string; price: string; quantity: number; children?: unknown[] }>;
  discounts?: Array<{ name: string; amount: string; sponsorships?: Array<{ sponsor: string; amount: string }> }>;
}

const MAX_BODY = 4 * 1024 * 1024;

export class DeliveryHeroSimulator {
  readonly username: string;
  readonly password: string;
  readonly chainCode: string;
  readonly pluginSecret: string;
  private readonly tokenTtl: number;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly tokens = new Map<string, number>();
  private readonly hanging = new Set<ServerResponse>();
  private failure: { mode: FailureMode; match: (path: string) => boolean; remaining: number } | undefined;
  /** Every call the simulator received, in the order it received them. */
  readonly received: ReceivedCall[] = [];
  /** Vendor availability as last PUT, by POS vendor id. */
  readonly availability = new Map<string, any>();
  /** Catalog imports as received, by import id. */
  readonly catalogImports = new Map<string, any>();
  /** Item availability as last posted: `${vendor}:${type}:${item}` → available. */
  readonly itemAvailability = new Map<string, boolean>();
  url = '';

  constructor(options: DeliveryHeroSimulatorOptions = {}) {
    this.username = options.username ?? 'plugin-user';
    this.password = options.password ?? 'plugin-password';
    this.chainCode = options.chainCode ?? 'chain-iq';
    this.pluginSecret = options.pluginSecret ?? 'middleware-signing-secret-0123456789';
    this.tokenTtl = options.tokenTtlSeconds ?? 3600;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    for (const socket of this.sockets) socket.destroy();
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** Answer 500 or hang on the next `times` calls (all by default) whose path matches; `null` restores. */
  fail(mode: FailureMode | null, options: { pathIncludes?: string; times?: number } = {}): void {
    if (!mode) {
      this.failure = undefined;
      for (const res of this.hanging) res.destroy();
      this.hanging.clear();
      return;
    }
    const needle = options.pathIncludes;
    this.failure = { mode, match: (path) => !needle || path.includes(needle), remaining: options.times ?? Infinity };
  }

  /** Calls received on paths containing `pathIncludes`, optionally of one method. */
  calls(pathIncludes: string, method?: string): ReceivedCall[] {
    return this.received.filter((c) => c.path.includes(pathIncludes) && (!method || c.method === method));
  }

  /** Waits until `predicate` holds (polled every 25 ms) or throws after `timeoutMs`. */
  async waitFor<T>(predicate: () => T | undefined | false, timeoutMs = 10_000, what = 'the simulator to receive a call'): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = predicate();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** The JWT the middleware sends the plugin (HS512, `service: middleware`). */
  middlewareToken(options: { secret?: string; service?: string; expiresInSeconds?: number } = {}): string {
    return jwt.sign({ service: options.service ?? 'middleware' }, options.secret ?? this.pluginSecret, {
      algorithm: 'HS512',
      expiresIn: options.expiresInSeconds ?? 300,
    });
  }

  /** A dispatch payload of the documented shape; its callback URLs point at this simulator. */
  order(options: SimOrderOptions): any {
    const token = options.token ?? randomUUID();
    const products = options.products ?? [{ remoteCode: 'P-1', name: 'Product', quantity: 1, unitPrice: '1000.00' }];
    const subTotal = products.reduce(
      (sum, p) => sum + Number(p.unitPrice) * p.quantity + (p.selectedToppings ?? []).reduce((s, t) => s + Number(t.price), 0),
      0,
    );
    const deliveryFee = options.deliveryFee ?? 0;
    const discountTotal = (options.discounts ?? []).reduce((s, d) => s + Number(d.amount), 0);
    const expeditionType = options.expeditionType ?? 'delivery';
    return {
      token,
      code: options.code ?? `tb-${token.slice(0, 8)}`,
      shortCode: token.slice(0, 3),
      comments: { customerComment: options.customerComment ?? '' },
      createdAt: new Date().toISOString(),
      expiryDate: new Date(Date.now() + 10 * 60_000).toISOString(),
      customer: {
        firstName: options.customer?.firstName ?? 'Ali',
        lastName: options.customer?.lastName ?? 'Hassan',
        mobilePhone: options.customer?.mobilePhone ?? '+964 7701234567',
        email: 'masked@example.invalid',
        flags: [],
      },
      delivery:
        expeditionType === 'delivery'
          ? {
              address: { street: 'Karrada Dakhil', number: '12', city: 'Baghdad', deliveryInstructions: 'Second floor' },
              expectedDeliveryTime: new Date(Date.now() + 45 * 60_000).toISOString(),
              expressDelivery: false,
              riderPickupTime: new Date(Date.now() + 25 * 60_000).toISOString(),
            }
          : null,
      pickup: expeditionType === 'pickup' ? { pickupTime: new Date(Date.now() + 20 * 60_000).toISOString(), pickupCode: '42' } : null,
      discounts: options.discounts ?? [],
      expeditionType,
      extraParameters: {},
      localInfo: { countryCode: 'IQ', currencySymbol: 'IQD', platform: 'Talabat', platformKey: 'TB_IQ' },
      payment: { status: 'paid', type: 'online' },
      test: options.test ?? false,
      preOrder: false,
      platformRestaurant: { id: options.platformRestaurantId ?? `tb-${options.remoteId}` },
      price: {
        deliveryFees: deliveryFee ? [{ name: 'delivery fee', value: deliveryFee }] : [],
        grandTotal: options.grandTotal ?? (subTotal + deliveryFee - discountTotal).toFixed(2),
        subTotal: subTotal.toFixed(2),
        payRestaurant: (subTotal - discountTotal).toFixed(2),
        vatTotal: '0.00',
        collectFromCustomer: '0.00',
      },
      products: products.map((p, i) => ({
        id: `plat-${i + 1}`,
        categoryName: p.categoryName ?? 'Main',
        name: p.name,
        remoteCode: p.remoteCode,
        quantity: String(p.quantity),
        unitPrice: p.unitPrice,
        paidPrice: (Number(p.unitPrice) * p.quantity).toFixed(2),
        comment: p.comment ?? '',
        discounts: p.discounts ?? [],
        selectedToppings: (p.selectedToppings ?? []).map((t, j) => ({
          id: `plat-${i + 1}-t${j + 1}`,
          type: 'PRODUCT',
          children: t.children ?? [],
          name: t.name,
          price: t.price,
          quantity: t.quantity,
          remoteCode: t.remoteCode,
        })),
      })),
      callbackUrls: {
        orderAcceptedUrl: `${this.url}/v2/order/status/${token}`,
        orderRejectedUrl: `${this.url}/v2/order/status/${token}`,
        orderPickedUpUrl: `${this.url}/v2/order/status/${token}`,
        orderPreparedUrl: `${this.url}/v2/orders/${token}/preparation-completed`,
      },
    };
  }

  /** `POST {pluginBase}/order/{remoteId}` with the middleware's JWT (or `authorization` as given). */
  dispatchOrder(pluginBase: string, remoteId: string, order: unknown, options: { authorization?: string; rawBody?: string } = {}): Promise<PluginAnswer> {
    return this.callPlugin('POST', `${pluginBase}/order/${encodeURIComponent(remoteId)}`, options.rawBody ?? JSON.stringify(order), options.authorization);
  }

  /** `PUT {pluginBase}/remoteId/{remoteId}/remoteOrder/{remoteOrderId}/posOrderStatus`. */
  sendOrderStatus(
    pluginBase: string,
    remoteId: string,
    remoteOrderId: string,
    body: { status: string; message?: string; occurredAt?: string },
    options: { authorization?: string } = {},
  ): Promise<PluginAnswer> {
    const path = `${pluginBase}/remoteId/${encodeURIComponent(remoteId)}/remoteOrder/${encodeURIComponent(remoteOrderId)}/posOrderStatus`;
    return this.callPlugin('PUT', path, JSON.stringify({ occurredAt: new Date().toISOString(), ...body }), options.authorization);
  }

  /** `GET {pluginBase}/menuimport/{remoteId}?vendorCode=…&menuImportId=…`. */
  requestMenuImport(
    pluginBase: string,
    remoteId: string,
    query: { vendorCode?: string; menuImportId?: string } = {},
    options: { authorization?: string } = {},
  ): Promise<PluginAnswer> {
    const params = new URLSearchParams();
    if (query.vendorCode) params.set('vendorCode', query.vendorCode);
    if (query.menuImportId) params.set('menuImportId', query.menuImportId);
    const qs = params.toString();
    return this.callPlugin('GET', `${pluginBase}/menuimport/${encodeURIComponent(remoteId)}${qs ? `?${qs}` : ''}`, undefined, options.authorization);
  }

  private async callPlugin(method: string, url: string, body: string | undefined, authorization?: string): Promise<PluginAnswer> {
    const headers: Record<string, string> = { authorization: authorization ?? `Bearer ${this.middlewareToken()}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const path = url.pathname;
    let raw = '';
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) {
        res.writeHead(413).end();
        return;
      }
      raw += (chunk as Buffer).toString('utf8');
    }
    let body: any = null;
    const type = req.headers['content-type'] ?? '';
    if (raw && type.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(raw));
    else if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const call: ReceivedCall = { method: req.method ?? 'GET', path, body, authorization: req.headers.authorization, at: Date.now(), answered: 0 };
    this.received.push(call);

    if (this.failure && this.failure.remaining > 0 && this.failure.match(path) && path !== '/v2/login') {
      this.failure.remaining -= 1;
      if (this.failure.mode.kind === 'hang') {
        this.hanging.add(res);
        res.on('close', () => this.hanging.delete(res));
        return;
      }
      return this.answer(res, call, 500, { status: 'error', code: 'INTERNAL', message: 'Simulated failure' });
    }

    if (call.method === 'POST' && path === '/v2/login') return this.login(res, call);
    if (!this.authorised(call.authorization))
      return this.answer(res, call, 401, { status: 'error', code: 'UNAUTHORIZED', message: 'Invalid or missing token' });

    let m: RegExpMatchArray | null;
    if (/^\/v2\/order\/status\/([^/]+)$/.test(path) && (call.method === 'POST' || call.method === 'PUT')) {
      const status = body?.status;
      if (status === 'order_accepted' && typeof body.acceptanceTime !== 'string') return this.answer(res, call, 400, { message: 'acceptanceTime is required' });
      if (status === 'order_rejected' && typeof body.reason !== 'string') return this.answer(res, call, 400, { message: 'reason is required' });
      if (!['order_accepted', 'order_rejected', 'order_picked_up'].includes(status)) return this.answer(res, call, 400, { message: 'unknown status' });
      return this.answer(res, call, 200, { status: 'success' });
    }
    if (path.match(/^\/v2\/orders\/([^/]+)\/preparation-completed$/) && call.method === 'POST') return this.answer(res, call, 200, { status: 'success' });
    if ((m = path.match(/^\/v2\/chains\/([^/]+)\/remoteVendors\/([^/]+)\/availability$/))) {
      if (m[1] !== this.chainCode) return this.answer(res, call, 404, { message: 'unknown chain' });
      const vendor = decodeURIComponent(m[2]);
      if (call.method === 'PUT') {
        if (!['OPEN', 'CLOSED', 'CLOSED_UNTIL'].includes(body?.availabilityState)) return this.answer(res, call, 400, { message: 'availabilityState' });
        this.availability.set(vendor, body);
        return this.answer(res, call, 200, { status: 'success' });
      }
      if (call.method === 'GET') return this.answer(res, call, 200, [this.availability.get(vendor) ?? { availabilityState: 'OPEN' }]);
    }
    if ((m = path.match(/^\/v2\/chains\/([^/]+)\/catalog$/)) && call.method === 'PUT') {
      if (m[1] !== this.chainCode) return this.answer(res, call, 404, { message: 'unknown chain' });
      if (!body?.catalog?.items || !Array.isArray(body.vendors) || typeof body.callbackUrl !== 'string')
        return this.answer(res, call, 400, { message: 'catalog, vendors and callbackUrl are required' });
      const catalogImportId = randomUUID();
      this.catalogImports.set(catalogImportId, body);
      this.answer(res, call, 202, { catalogImportId, status: 'in_progress' });
      setTimeout(() => void this.finishCatalogImport(catalogImportId, body.callbackUrl, body.vendors), 20);
      return;
    }
    if ((m = path.match(/^\/v2\/chains\/([^/]+)\/vendors\/([^/]+)\/catalog\/items\/availability$/)) && call.method === 'POST') {
      if (m[1] !== this.chainCode) return this.answer(res, call, 404, { message: 'unknown chain' });
      if (!Array.isArray(body?.items) || typeof body.isAvailable !== 'boolean' || !['ITEM', 'TOPPING'].includes(body.type))
        return this.answer(res, call, 400, { message: 'items, type and isAvailable are required' });
      for (const item of body.items) this.itemAvailability.set(`${decodeURIComponent(m[2])}:${body.type}:${item}`, body.isAvailable);
      return this.answer(res, call, 200, { status: 'success' });
    }
    return this.answer(res, call, 404, { status: 'error', message: `No route ${call.method} ${path}` });
  }

  private async finishCatalogImport(catalogImportId: string, callbackUrl: string, vendors: string[]): Promise<void> {
    try {
      await this.callPlugin(
        'POST',
        callbackUrl,
        JSON.stringify({ catalogImportId, status: 'done', message: 'Imported', details: vendors.map((v) => ({ posVendorId: v, status: 'done' })) }),
      );
    } catch {
      /* the plugin may be gone by then */
    }
  }

  private login(res: ServerResponse, call: ReceivedCall): void {
    const form = call.body ?? {};
    if (form.username !== this.username || form.password !== this.password || form.grant_type !== 'client_credentials') {
      return this.answer(res, call, 401, { status: 'error', code: 'UNAUTHORIZED', message: 'Bad credentials' });
    }
    const token = randomUUID();
    this.tokens.set(token, Date.now() + this.tokenTtl * 1000);
    this.answer(res, call, 200, { access_token: token, token_type: 'bearer', expires_in: this.tokenTtl });
  }

  private authorised(header: string | undefined): boolean {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const until = token ? this.tokens.get(token) : undefined;
    return until !== undefined && until > Date.now();
  }

  /** Forgets every token handed out (the plugin must log in again). */
  expireTokens(): void {
    this.tokens.clear();
  }

  private answer(res: ServerResponse, call: ReceivedCall, status: number, body: unknown): void {
    call.answered = status;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}
