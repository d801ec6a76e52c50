import type { TestApp } from './test-app';
import type { TestTenant } from './factories';
import type { TestDatabase } from './test-database';
import { DeliveryPlatformSimulator } from './delivery-simulator';
import { type ServiceLives, type ServiceProcess, until } from './service-process';
import { runSql } from '../../src/core/db/run-sql';
import { serviceTransaction } from '../../src/core/db/unit-of-work';
import { D, deliveryShop, type DeliveryShop } from '../modules/delivery/delivery.support';

/*
 * Platform orders sent to the real service while it is killed with SIGKILL and restarted
 * (test/platform/crash-delivery.test.ts, bench/delivery.ts): one generic signed-webhook simulator
 * per branch, auto-accept connections, and a platform's sender that retries a delivery with the
 * same webhook-id until it is answered 2xx, as a platform does.
 */

/** One branch's auto-accept connection to its own simulated platform. */
export interface PlatformBranch {
  branchId: string;
  connectionId: string;
  storeId: string;
  sim: DeliveryPlatformSimulator;
}

/** A line of a platform order as the platform sends and prices it. */
export interface PlatformLine {
  id: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

/**
 * A tea and a biryani (`biryani` of them), both mapped on every connection, and any `extra` lines:
 * the order every sender sends, its total as the platform states it.
 */
export const platformOrder = (orderId: string, options: { biryani?: number; extra?: PlatformLine[] } = {}) => {
  const items: PlatformLine[] = [
    { id: 'pl-biryani', name: 'Biryani', quantity: options.biryani ?? 1, unitPrice: 6000 },
    { id: 'pl-tea', name: 'Tea', quantity: 1, unitPrice: 500 },
    ...(options.extra ?? []),
  ];
  return {
    type: 'order.created',
    data: {
      orderId,
      displayId: orderId.slice(-4),
      fulfilment: 'Delivery',
      customer: { name: 'Zainab', phone: '+9647701234567' },
      items,
      total: items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0),
    },
  };
};

/** `count` branches of the tenant (its own first), each connected (auto-accept) to a started simulator. */
export async function connectPlatformBranches(
  app: TestApp,
  tenant: TestTenant,
  count: number,
  prefix: string,
): Promise<{ shop: DeliveryShop; branches: PlatformBranch[] }> {
  const shop = await deliveryShop(app, tenant, prefix);
  const branches: PlatformBranch[] = [];
  for (let i = 0; i < count; i++) {
    const branchId = i === 0 ? tenant.branchId : await tenant.addBranch(`${prefix} branch ${i + 1}`);
    const sim = new DeliveryPlatformSimulator();
    await sim.start();
    const storeId = `${prefix.toLowerCase()}-${i + 1}`;
    const res = await app.request('POST', `${D}/connections`, {
      token: tenant.owner.token,
      body: {
        branchId,
        platform: 'Generic',
        name: `Platform ${i + 1}`,
        platformStoreId: storeId,
        channelId: shop.channelId,
        outboundUrl: sim.url,
        autoAccept: true,
      },
    });
    if (res.status !== 200) throw new Error(`connection ${i + 1}: ${res.status} ${JSON.stringify(res.body)}`);
    sim.secret = res.body.data.signingSecret;
    const connectionId: string = res.body.data.connection.id;
    await serviceTransaction(app.runtime, async (uow) => {
      for (const [itemId, productId] of [
        ['pl-biryani', shop.productId],
        ['pl-tea', shop.drinkId],
      ]) {
        await runSql(
          uow.manager,
          `INSERT INTO delivery_item_mappings (organization_id, connection_id, kind, platform_item_id, platform_name, product_id) VALUES ($1, $2, 'Product', $3, $3, $4)`,
          [tenant.organizationId, connectionId, itemId, productId],
        );
      }
    });
    branches.push({ branchId, connectionId, storeId, sim });
  }
  return { shop, branches };
}

export interface Delivered {
  status: number;
  body: any;
  attempts: number;
  /** ms from the first attempt to the 2xx answer. */
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A platform's delivery of one order to whichever life of the service is current: the same
 * webhook-id (and body) on every attempt, a fresh timestamp and signature; a refused connection, a
 * lost answer, a timeout or a 5xx is retried; another 4xx is a failure of the service.
 */
export async function deliverOrder(
  service: () => ServiceProcess,
  branch: PlatformBranch,
  orderId: string,
  firstAttemptHeaders: Record<string, string> = {},
): Promise<Delivered> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const signed = branch.sim.signed(platformOrder(orderId), { id: `msg_${orderId}` });
    let status = 0;
    let text = '';
    try {
      const res = await fetch(`${service().baseUrl}/delivery/generic/${branch.connectionId}`, {
        method: 'POST',
        headers: { ...signed.headers, ...(attempt === 1 ? firstAttemptHeaders : {}) },
        body: signed.body,
        signal: AbortSignal.timeout(20_000),
      });
      status = res.status;
      text = await res.text();
    } catch {
      // The service died or is restarting: the platform tries again.
    }
    if (status >= 200 && status < 300) return { status, body: JSON.parse(text), attempts: attempt, ms: Date.now() - started };
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new Error(`order ${orderId}: ${status} ${text}`);
    await sleep(200);
  }
}

export interface KillRun {
  /** The life serving when the run ended. */
  service: ServiceProcess;
  /** Every order sent, by connection. */
  sent: Array<{ branch: PlatformBranch; orderId: string; delivered?: Delivered }>;
  kills: number;
}

/**
 * Orders sent round-robin over the branches by `clients` concurrent senders while the service is
 * killed `kills` times, each kill a random moment after at least `ackedPerLife` answers of that life;
 * after the last restart no new order is sent, and every order in flight is delivered (retried to
 * the last life) before it returns.
 */
export async function ordersUnderKills(
  lives: ServiceLives,
  branches: PlatformBranch[],
  options: { kills: number; clients?: number; ackedPerLife?: number; prefix: string; log?: (line: string) => void },
): Promise<KillRun> {
  let current = await lives.start();
  const sent: KillRun['sent'] = [];
  let next = 0;
  let acked = 0;
  let sending = true;
  const client = async () => {
    while (sending) {
      const index = next++;
      const entry: KillRun['sent'][number] = { branch: branches[index % branches.length], orderId: `${options.prefix}-${index + 1}` };
      sent.push(entry);
      entry.delivered = await deliverOrder(() => current, entry.branch, entry.orderId);
      acked++;
    }
  };
  const clients = Array.from({ length: options.clients ?? 4 }, client);
  const failed = Promise.all(clients).then(() => undefined);
  const ackedPerLife = options.ackedPerLife ?? 3;
  let kills = 0;
  try {
    for (; kills < options.kills; kills++) {
      const base = acked;
      await Promise.race([until(() => acked >= base + ackedPerLife, `${ackedPerLife} orders answered`, 120_000), failed]);
      await sleep(Math.random() * 300);
      await current.kill();
      options.log?.(`kill ${kills + 1}: ${sent.length} orders sent, ${acked} answered`);
      const restarted = Date.now();
      current = await lives.start();
      options.log?.(`life ${kills + 2} ready in ${Date.now() - restarted} ms`);
    }
  } finally {
    sending = false;
  }
  await failed;
  return { service: current, sent, kills };
}

export interface LedgerCheck {
  /** Orders sent that are not in the ledger (platform link or sales order). */
  missing: string[];
  /** Orders in the ledger more than once (platform link or sales order). */
  duplicated: string[];
  /** Orders in the ledger that are not Accepted. */
  notAccepted: string[];
}

/** Every order sent is one platform order with one sales order (by its partner reference), accepted. */
export async function checkLedger(database: TestDatabase, organizationId: string, sent: KillRun['sent']): Promise<LedgerCheck> {
  const sql = database.db.dataSource;
  const links = (await sql.query(`SELECT connection_id, platform_order_id, state, sales_order_id FROM delivery_orders WHERE organization_id = $1`, [
    organizationId,
  ])) as Array<{ connection_id: string; platform_order_id: string; state: string; sales_order_id: string | null }>;
  const sales = (await sql.query(
    `SELECT partner_reference, count(*)::int AS n FROM sales_orders WHERE organization_id = $1 AND partner_reference IS NOT NULL GROUP BY 1`,
    [organizationId],
  )) as Array<{ partner_reference: string; n: number }>;
  const salesCount = new Map(sales.map((row) => [row.partner_reference, row.n]));
  const out: LedgerCheck = { missing: [], duplicated: [], notAccepted: [] };
  for (const { branch, orderId } of sent) {
    const rows = links.filter((row) => row.connection_id === branch.connectionId && row.platform_order_id === orderId);
    const placed = salesCount.get(`${branch.storeId}/${orderId}`) ?? 0;
    if (rows.length === 0 || placed === 0 || !rows[0].sales_order_id) out.missing.push(orderId);
    if (rows.length > 1 || placed > 1) out.duplicated.push(orderId);
    if (rows.some((row) => row.state !== 'Accepted')) out.notAccepted.push(orderId);
  }
  const sentKeys = new Set(sent.map(({ branch, orderId }) => `${branch.connectionId} ${orderId}`));
  for (const row of links) if (!sentKeys.has(`${row.connection_id} ${row.platform_order_id}`)) out.duplicated.push(`unsent ${row.platform_order_id}`);
  return out;
}

/** Orders whose `Accepted` status has not reached their platform. */
export function acceptedNotReceived(sent: KillRun['sent']): string[] {
  return sent
    .filter(({ branch, orderId }) => !branch.sim.of('order.status').some((call) => call.data?.orderId === orderId && call.data?.status === 'Accepted'))
    .map(({ orderId }) => orderId);
}
