import { createHmac, randomUUID } from 'node:crypto';
import type { TestApp } from '../../support/test-app';
import { DeliveryOrder } from '../../../src/modules/delivery/orders/delivery-order.entity';

/** A payout statement CSV with the documented default headers. */
export const PAYOUT_HEADER = 'Payout ID,Payout Date,Payout Total,Order ID,Order Date,Gross,Commission,Platform Promotion,Restaurant Promotion,Fees,Net';

export interface PayoutFileRow {
  orderId: string;
  orderDate: string;
  gross: number;
  commission: number;
  fees?: number;
}

export function payoutCsv(reference: string, payoutDate: string, rows: PayoutFileRow[]): string {
  const net = (row: PayoutFileRow) => row.gross - row.commission - (row.fees ?? 0);
  const total = rows.reduce((sum, row) => sum + net(row), 0);
  const lines = rows.map((row) =>
    [reference, payoutDate, total, row.orderId, row.orderDate, row.gross, row.commission, 0, 0, row.fees ?? 0, net(row)].join(','),
  );
  return [PAYOUT_HEADER, ...lines].join('\n') + '\n';
}

/** The same rows as an xlsx workbook (exceljs, as a platform's export would be), in base64. */
export async function payoutXlsxBase64(reference: string, payoutDate: string, rows: PayoutFileRow[]): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ExcelJS = require('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Settlement');
  sheet.addRow(PAYOUT_HEADER.split(','));
  const net = (row: PayoutFileRow) => row.gross - row.commission - (row.fees ?? 0);
  const total = rows.reduce((sum, row) => sum + net(row), 0);
  for (const row of rows) {
    sheet.addRow([
      reference,
      new Date(`${payoutDate}T00:00:00Z`),
      total,
      row.orderId,
      new Date(`${row.orderDate}T00:00:00Z`),
      row.gross,
      row.commission,
      0,
      0,
      row.fees ?? 0,
      net(row),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/** Posts a generic order to the connection's inbound endpoint, signed per Standard Webhooks with its secret. */
export async function sendGenericOrder(
  app: TestApp,
  connectionId: string,
  secret: string,
  data: Record<string, unknown>,
): Promise<{ status: number; body: any }> {
  const body = JSON.stringify({ type: 'order.created', data });
  const id = `msg_${randomUUID()}`;
  const timestamp = String(Math.floor(app.clock.now().getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return app.request('POST', `/delivery/generic/${connectionId}`, {
    rawBody: body,
    headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` },
  });
}

/**
 * TEMPORARY until the intake lands: a guest order of the shop, recorded as the connection's
 * platform order (as the intake would record it).
 */
export async function fixturePlatformOrder(
  app: TestApp,
  shop: { qrToken: string; productId: string },
  connection: { id: string; organizationId: string; branchId: string },
  platformOrderId: string,
  quantity: number,
): Promise<number> {
  const placed = await app.request('POST', `/api/v1/guest/self-order/${shop.qrToken}/orders`, {
    body: { items: [{ productId: shop.productId, quantity }] },
    headers: { 'Idempotency-Key': `fixture-${platformOrderId}` },
  });
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  const order = placed.body.data;
  const total = order.total ?? order.totalIqd;
  await app.runtime.db.dataSource.manager.insert(DeliveryOrder, {
    organizationId: connection.organizationId,
    branchId: connection.branchId,
    connectionId: connection.id,
    platformOrderId,
    displayId: null,
    salesOrderId: order.id ?? order.orderId,
    state: 'Accepted',
    fulfilment: 'Delivery',
    customerName: null,
    customerPhone: null,
    statedTotal: total,
    computedTotal: total,
    flags: [],
    unmappedLines: [],
    rawOrder: {},
    receivedAt: app.clock.now(),
  } as never);
  return total;
}
