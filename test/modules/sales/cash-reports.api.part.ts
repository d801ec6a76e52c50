import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { TillSession } from '../../../src/modules/sales/tills/till-session.entity';
import { download, waitForJob } from '../exports/exports-helpers';
import { C } from './sales.support';

const TILLS = `${C}/sales/tills`;
const SESSIONS = `${TILLS}/sessions`;

/** Cash reports in the export catalogue, and the period lock on till writes. */
describe('Cash reports (sessions with variances, movements, settlements) and the period lock', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, now: new Date('2026-03-10T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
  }, 180_000);
  afterAll(() => app.close());

  const ok = (res: { status: number; body: any }) => {
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  async function csvOf(reportKey: string): Promise<Array<Record<string, string>>> {
    const created = ok(
      await app.request('POST', `${C}/export-jobs`, { token: owner, body: { reportKey, format: 'Csv', from: '2026-03-01', to: '2026-03-10' } }),
    );
    const job = await waitForJob(app, owner, created.id);
    expect(job.status).toBe('Succeeded');
    const file = await download(app, owner, job.id);
    return parse(file.bytes.toString('utf8').replace(/^\uFEFF/, ''), { columns: true });
  }

  it('exports sessions with expected, counted and variance, and the movements with reason and who', async () => {
    const manager = await tenant.member('Manager');
    const tillId = ok(await app.request('POST', TILLS, { token: owner, body: { name: 'Report till' } })).id;
    const session = ok(
      await app.request('POST', `${TILLS}/${tillId}/sessions`, {
        token: owner,
        body: {
          floats: [
            { currency: 'IQD', amount: 50000 },
            { currency: 'USD', amount: 10000 },
          ],
        },
      }),
    );
    ok(
      await app.request('POST', `${SESSIONS}/${session.id}/movements`, {
        token: owner,
        body: { kind: 'CashOut', currency: 'IQD', amount: 5000, reason: 'Ice' },
      }),
    );
    ok(await app.request('POST', `${TILLS}/exchange-rates`, { token: owner, body: { currencyCode: 'USD', iqdPer100: 132000 } }));
    ok(
      await app.request('POST', `${SESSIONS}/${session.id}/count`, {
        token: owner,
        body: {
          counts: [
            { currency: 'IQD', denomination: 25000, quantity: 1 },
            { currency: 'IQD', denomination: 10000, quantity: 2 },
            { currency: 'USD', denomination: 10000, quantity: 1 },
          ],
        },
      }),
    );
    ok(await app.request('POST', `${SESSIONS}/${session.id}/approve`, { token: manager.token, body: {} }));

    const sessions = await csvOf('sales.tillSessions');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      'Business date': '2026-03-10',
      Till: 'Report till',
      Status: 'Closed',
      'Expected (IQD)': '45000',
      'Counted (IQD)': '45000',
      // Dollars with two decimals, not cents.
      'Expected (USD)': '100.00',
      'Counted (USD)': '100.00',
      'Variance (IQD)': '0',
    });
    const movements = await csvOf('sales.tillMovements');
    expect(movements).toEqual([expect.objectContaining({ Kind: 'CashOut', Currency: 'IQD', Amount: '5000', Reason: 'Ice' })]);
    expect(await csvOf('sales.settlements')).toEqual([]);

    // Loss control's end-of-day view carries the day's till close.
    const eod = ok(
      await app.request('POST', `${C}/loss/eod-reports`, {
        token: owner,
        body: { businessDate: '2026-03-10', grossSalesIqd: 0, netSalesIqd: 0, cashSalesIqd: 0, cardSalesIqd: 0, qiSalesIqd: 0, deliverySalesIqd: 0 },
      }),
    );
    const view = await app.graphql(
      'query($id: UUID!) { eodReport(id: $id) { tillClose { closedSessions unclosedSessions varianceIqd } } }',
      { id: eod.id },
      { token: owner },
    );
    expect(view.body.data.eodReport.tillClose).toEqual({ closedSessions: 1, unclosedSessions: 0, varianceIqd: 0 });
  });

  it('refuses till writes on a locked business day with 409 PERIOD_LOCKED, changing nothing', async () => {
    const tillId = ok(await app.request('POST', TILLS, { token: owner, body: { name: 'Locked till' } })).id;
    const session = ok(await app.request('POST', `${TILLS}/${tillId}/sessions`, { token: owner, body: { floats: [] } }));
    ok(await app.request('PUT', `${C}/settings/period-lock`, { token: owner, body: { lockedThrough: '2026-03-10', reason: 'Audit' } }));
    const moved = await app.request('POST', `${SESSIONS}/${session.id}/movements`, { token: owner, body: { kind: 'NoSale', reason: 'x' } });
    expect(moved.status).toBe(409);
    expect(moved.body.errors).toEqual({ code: ['PeriodLocked'] });
    expect((await app.request('POST', `${SESSIONS}/${session.id}/count`, { token: owner, body: { counts: [] } })).status).toBe(409);
    const other = ok(await app.request('POST', TILLS, { token: owner, body: { name: 'Second locked till' } })).id;
    expect((await app.request('POST', `${TILLS}/${other}/sessions`, { token: owner, body: { floats: [] } })).status).toBe(409);
    expect((await app.runtime.db.dataSource.manager.findOneByOrFail(TillSession, { id: session.id })).status).toBe('Open');
    expect(await app.runtime.db.dataSource.manager.countBy(TillSession, { tillId: other })).toBe(0);
  });
});
