/**
 * Guest order creation for `npm run bench` (issue 19): the service's
 * `POST /api/v1/guest/self-order/{qrToken}/orders` with a fresh Idempotency-Key per request,
 * against a hand-written Express 5 + pg handler doing the same reads and writes in the same ten
 * statements: token lookup, idempotency claim, one read of branch/organisation/tier, channel,
 * products and promotions (as the service's quoteReads), order number (before the transaction,
 * as the service takes it), BEGIN, period lock, order row, one statement for the audit entry,
 * the outbox event and the effect mark (as the service's deferred writes), COMMIT, stored answer.
 * It prices with the same pure engine (`priceCart`). What it leaves out (favouring it a little):
 * AES sealing of the stored answer, the modifier groups of the products, the modifier and tax
 * reads of carts that have none, and graphql's input coercion.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import type { Pool } from 'pg';
import { priceCart } from '../src/modules/commercial/pricing';
import { businessDateAt } from '../src/core/time/business-day';

export interface GuestShop {
  qrToken: string;
  body: string;
}

async function call(port: number, token: string, method: string, path: string, body: unknown): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: unknown };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A SelfOrder channel, two products and a table, made through the service's own API. */
export async function seedGuestShop(port: number, ownerToken: string): Promise<GuestShop> {
  const C = '/api/v1/console';
  await call(port, ownerToken, 'POST', `${C}/settings/channels`, { name: 'QR', kind: 'SelfOrder' });
  const dish = await call(port, ownerToken, 'POST', `${C}/catalog/products`, {
    code: 'BENCH-1',
    name: 'Biryani',
    nameAr: 'برياني',
    basePriceIqd: 6000,
    channels: ['SelfOrder'],
  });
  const tea = await call(port, ownerToken, 'POST', `${C}/catalog/products`, {
    code: 'BENCH-2',
    name: 'Tea',
    nameAr: 'شاي',
    basePriceIqd: 500,
    channels: ['SelfOrder'],
  });
  const table = await call(port, ownerToken, 'POST', `${C}/self-order/tables`, { name: 'Bench table' });
  return {
    qrToken: table.qrToken,
    body: JSON.stringify({
      items: [
        { productId: dish.id, quantity: 2 },
        { productId: tea.id, quantity: 1 },
      ],
    }),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function handWrittenGuestOrders(pool: Pool): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json({ limit: '1mb' }));
  const send = (res: Response, status: number, payload: unknown) => {
    const body = JSON.stringify(payload);
    res.statusCode = status;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(body));
    res.end(body);
    return body;
  };
  const fail = (res: Response, status: number, message: string, errors: unknown = null) =>
    send(res, status, { success: false, data: null, message, code: status, errors });

  app.post('/hand/guest/:qrToken/orders', async (req: Request, res: Response) => {
    const { rows: tables } = await pool.query(
      `SELECT t.id, t.organization_id, t.branch_id FROM sales_self_order_tables t JOIN branches b ON b.id = t.branch_id WHERE t.token_hash = $1 AND t.active AND b.active`,
      [sha256(String(req.params.qrToken))],
    );
    const table = tables[0];
    if (!table) return fail(res, 404, 'Table was not found.');
    const rawKey = req.header('idempotency-key');
    if (!rawKey) return fail(res, 400, 'An Idempotency-Key header is required.');
    const scope = `guest:${table.id}`;
    const key = sha256(rawKey);
    const requestHash = sha256(`POST\0${req.path}\0${JSON.stringify(req.body)}`);
    const claimed = await pool.query(
      `INSERT INTO idempotency_records (scope, key, request_hash, state, locked_until, expires_at) VALUES ($1, $2, $3, 'in_flight', now() + interval '1 minute', now() + interval '1 day')
       ON CONFLICT DO NOTHING RETURNING scope`,
      [scope, key, requestHash],
    );
    if (claimed.rowCount === 0) {
      const { rows } = await pool.query(`SELECT request_hash, state, response_status, response_body FROM idempotency_records WHERE scope = $1 AND key = $2`, [
        scope,
        key,
      ]);
      if (rows[0]?.request_hash !== requestHash) return fail(res, 422, 'This Idempotency-Key was already used for a different request.');
      if (rows[0].state !== 'completed') return fail(res, 409, 'A request with this Idempotency-Key is still being processed.');
      res.setHeader('Idempotent-Replayed', 'true');
      res.statusCode = rows[0].response_status;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      return void res.end(rows[0].response_body);
    }
    const items = (req.body?.items ?? []) as Array<{ productId: string; quantity: number }>;
    const org = table.organization_id as string;
    const branchId = table.branch_id as string;
    // Everything the price needs in one round trip, as the service's quoteReads.
    const {
      rows: [all],
    } = await pool.query(
      `SELECT (SELECT row_to_json(x) FROM (SELECT b.code, b.time_zone, o.business_day_start_hour, o.price_step, g.price_tier_pct, g.id AS group_id, g.name AS group_name
         FROM branches b JOIN organizations o ON o.id = b.organization_id
         LEFT JOIN commercial_branch_group_members m ON m.branch_id = b.id AND m.price_tier AND m.removed_at IS NULL
         LEFT JOIN commercial_branch_groups g ON g.id = m.group_id AND g.deleted_at IS NULL
        WHERE b.id = $3 AND b.organization_id = $1) x) AS branch,
        (SELECT id FROM commercial_sales_channels WHERE organization_id = $1 AND kind = 'SelfOrder' AND active ORDER BY created_at, id LIMIT 1) AS channel_id,
        (SELECT COALESCE(json_agg(x), '[]') FROM (SELECT p.id, p.name, p.name_ar, p.base_price_iqd FROM catalog_products p
        WHERE p.organization_id = $1 AND p.id = ANY($2::uuid[]) AND p.deleted_at IS NULL AND p.active AND 'SelfOrder' = ANY(p.channels)
          AND NOT EXISTS (SELECT 1 FROM catalog_product_branch_exclusions x WHERE x.product_id = p.id AND x.branch_id = $3)) x) AS products,
        (SELECT COALESCE(json_agg(x), '[]') FROM (SELECT id, name, discount_percent, max_discount_cap, min_order_value, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, channel_id, active FROM commercial_promotions WHERE organization_id = $1 AND deleted_at IS NULL) x) AS promotions`,
      [org, items.map((item) => item.productId), branchId],
    );
    const branch = all.branch;
    const channel = all.channel_id ? { id: all.channel_id } : undefined;
    const products = all.products as any[];
    const promotions = all.promotions as any[];
    const byId = new Map(products.map((p) => [p.id, p]));
    const errors: Record<string, string[]> = {};
    items.forEach((item, i) => {
      if (!byId.has(item.productId)) errors[`items[${i}].productId`] = ['is not available'];
      if (!Number.isInteger(item.quantity) || item.quantity < 1) errors[`items[${i}].quantity`] = ['must be a positive whole number'];
    });
    if (Object.keys(errors).length) return fail(res, 422, 'The request is not valid.', errors);
    const businessDate = businessDateAt(new Date(), branch.time_zone, Number(branch.business_day_start_hour));
    const quote = priceCart({
      lines: items.map((item) => ({
        productId: item.productId,
        basePrice: Number(byId.get(item.productId).base_price_iqd),
        quantity: item.quantity,
        tax: null,
      })),
      tier: branch.group_id ? { groupId: branch.group_id, groupName: branch.group_name, pct: branch.price_tier_pct } : null,
      priceStep: Number(branch.price_step),
      promotions: promotions.map((p) => ({
        id: p.id,
        name: p.name,
        discountPercent: p.discount_percent,
        maxDiscountCap: p.max_discount_cap === null ? null : Number(p.max_discount_cap),
        minOrderValue: Number(p.min_order_value),
        startDate: p.start_date,
        endDate: p.end_date,
        channelId: p.channel_id,
        active: p.active,
      })),
      businessDate,
      channelId: channel?.id ?? null,
      pricesIncludeTax: false,
    });
    const lines = quote.lines.map((line) => ({ ...line, name: byId.get(line.productId).name, nameAr: byId.get(line.productId).name_ar, modifiers: [] }));
    const orderToken = `ot_${randomBytes(24).toString('base64url')}`;
    const requestId = randomUUID();
    const client = await pool.connect();
    try {
      // Numbered before the transaction, as the service does (src/modules/sales/orders/order-number.ts).
      const {
        rows: [counter],
      } = await client.query(
        `INSERT INTO sales_order_counters (branch_id, business_date, organization_id, last_number) VALUES ($1, $2, $3, 1)
         ON CONFLICT (branch_id, business_date) DO UPDATE SET last_number = sales_order_counters.last_number + 1 RETURNING last_number`,
        [branchId, businessDate, org],
      );
      await client.query('BEGIN');
      await client.query(`SELECT locked_through FROM settings_period_locks WHERE branch_id = $1 AND organization_id = $2 FOR SHARE`, [branchId, org]);
      const number = `${String(branch.code).toUpperCase()}-${String(counter.last_number).padStart(4, '0')}`;
      const {
        rows: [order],
      } = await client.query(
        `INSERT INTO sales_orders (organization_id, branch_id, table_id, channel_id, source, number, business_date, status, placed_at, status_changed_at, lines, subtotal, discount, taxes, tax_total, total, payments, amount_due_at_counter, order_token_hash)
         VALUES ($1, $2, $3, $4, 'Guest', $5, $6, 'Placed', now(), now(), $7, $8, $9, '[]', $10, $11, '[]', $11, $12) RETURNING id, placed_at`,
        [
          org,
          branchId,
          table.id,
          channel?.id ?? null,
          number,
          businessDate,
          JSON.stringify(lines),
          quote.subtotal,
          quote.discount,
          quote.taxTotal,
          quote.total,
          sha256(orderToken),
        ],
      );
      const payload = {
        id: order.id,
        branchId,
        tableId: table.id,
        channelId: channel?.id ?? null,
        source: 'Guest',
        number,
        businessDate,
        status: 'Placed',
        total: quote.total,
      };
      // The audit entry, the event and the effect mark in one statement before COMMIT, as the service's unit of work.
      await client.query(
        `WITH a AS (INSERT INTO audit_entries (organization_id, branch_id, entity_type, entity_id, action, actor_kind, changes, transport, ip, request_id)
         VALUES ($1, $2, 'sales-order', $3, 'placed', 'guest', $4, 'rest', $5, $6)),
         o AS (INSERT INTO outbox_events (organization_id, branch_id, type, resource_type, resource_id, data, actor, request_id)
         VALUES ($1, $2, 'sales.order.placed', 'order', $3, $4, $7, $6))
         UPDATE idempotency_records SET effect_committed_at = now() WHERE scope = $8 AND key = $9`,
        [
          org,
          branchId,
          order.id,
          JSON.stringify(payload),
          req.ip ?? null,
          requestId,
          JSON.stringify({ kind: 'guest', userId: null, apiKeyId: null }),
          scope,
          key,
        ],
      );
      await client.query('COMMIT');
      const data = {
        id: order.id,
        number,
        status: 'Placed',
        businessDate,
        placedAt: order.placed_at.toISOString(),
        lines,
        subtotal: quote.subtotal,
        discount: quote.discount,
        taxTotal: quote.taxTotal,
        total: quote.total,
        payments: [],
        amountDueAtCounter: quote.total,
        orderToken,
      };
      const body = send(res, 200, { success: true, data, message: null, code: null, errors: null });
      // On the same connection: taking a second one from the pool while holding this one deadlocks under load.
      await client.query(
        `UPDATE idempotency_records SET state = 'completed', response_status = 200, response_headers = '{}', response_body = $3 WHERE scope = $1 AND key = $2`,
        [scope, key, Buffer.from(body)],
      );
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.query(`DELETE FROM idempotency_records WHERE scope = $1 AND key = $2`, [scope, key]).catch(() => undefined);
      fail(res, 500, `An unexpected error occurred. ${(error as Error).message}`);
    } finally {
      client.release();
    }
  });
  return app;
}
