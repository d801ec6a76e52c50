import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { RequestContext } from '../../../src/core/context/request-context';
import { systemPrincipal } from '../../../src/core/auth/principal';
import { matchTargets, type StatementLineView } from '../../../src/core/reconciliation/match-target';
import { eodSettlementTarget } from '../../../src/modules/loss/eod-reports/eod-settlement.match-target';

const C = '/api/v1/console';
const EOD = `${C}/loss/eod-reports`;

describe('EOD settlement bank-reconciliation match target', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let reportId: string;
  let theirs: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-11-23T10:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    const body = {
      businessDate: '2026-11-20',
      grossSalesIqd: 1_500_000,
      netSalesIqd: 1_400_000,
      cashSalesIqd: 800_000,
      cardSalesIqd: 300_000,
      qiSalesIqd: 200_000,
      deliverySalesIqd: 0,
    };
    reportId = (await app.request('POST', EOD, { token: tenant.owner.token, body })).body.data.id;
    await app.request('POST', EOD, { token: tenant.owner.token, body: { ...body, businessDate: '2026-11-21', cashSalesIqd: 650_000, cardSalesIqd: 250_000 } });
    theirs = (await app.request('POST', EOD, { token: other.owner.token, body })).body.data.id;
  });
  afterAll(() => app.close());

  const ctxOf = (t: TestTenant) => new RequestContext(app.runtime, systemPrincipal(t.organizationId, [], t.branchId), null, { transport: 'cli' });
  const line = (amount: number, extra: Partial<StatementLineView> = {}): StatementLineView => ({
    id: '11111111-1111-4111-8111-111111111111',
    bankAccountId: '22222222-2222-4222-8222-222222222222',
    branchId: tenant.branchId,
    currencyCode: 'IQD',
    date: '2026-11-22',
    amount,
    description: 'POS SETTLEMENT 20/11/2026',
    reference: null,
    counterparty: null,
    ...extra,
  });
  const validate = (ref: string, l = line(500_000), elsewhere = { lineIds: [] as string[], amount: 0 }, t = tenant) => {
    const ctx = ctxOf(t);
    return ctx.transaction((uow) => eodSettlementTarget.validate(uow, ctx, l, ref, elsewhere));
  };

  it('is registered with the match-target registry as EodSettlement', () => {
    expect(matchTargets.get('EodSettlement')).toBe(eodSettlementTarget);
  });

  it('suggests the card + Qi settlement and the cash deposit whose amounts match the line, closest first', async () => {
    const cardQi = await eodSettlementTarget.candidates(ctxOf(tenant), line(500_000), { from: '2026-11-21', to: '2026-11-23', limit: 3 });
    expect(cardQi[0]).toMatchObject({
      matchedRef: `${reportId}:cardqi`,
      amount: 500_000,
      date: '2026-11-20',
      label: 'EOD 2026-11-20: card + Qi settlement of 500,000 IQD',
    });
    const cash = await eodSettlementTarget.candidates(ctxOf(tenant), line(650_000), { from: '2026-11-21', to: '2026-11-23', limit: 1 });
    expect(cash).toEqual([expect.objectContaining({ amount: 650_000, date: '2026-11-21' })]);
    expect(cash[0].matchedRef).toMatch(/:cash$/);
    expect(await eodSettlementTarget.candidates(ctxOf(tenant), line(-500_000), { from: '2026-11-21', to: '2026-11-23', limit: 5 })).toEqual([]);
    expect(await eodSettlementTarget.candidates(ctxOf(tenant), line(500, { currencyCode: 'USD' }), { from: '2026-11-21', to: '2026-11-23', limit: 5 })).toEqual(
      [],
    );
    const foreign = await eodSettlementTarget.candidates(ctxOf(tenant), line(500_000), { from: '2026-11-01', to: '2026-11-30', limit: 50 });
    expect(foreign.some((c) => c.matchedRef.startsWith(theirs))).toBe(false);
  });

  it('validates a part of a report of the organisation and labels it', async () => {
    await expect(validate(`${reportId}:cash`, line(800_000))).resolves.toEqual({ label: 'EOD 2026-11-20: cash deposit of 800,000 IQD' });
    await expect(validate(`${reportId}:qi`)).resolves.toEqual({ label: 'EOD 2026-11-20: Qi Card settlement of 200,000 IQD' });
  });

  it("refuses another organisation's report, a malformed ref, money out and a non-IQD line with 422 on matchedRef", async () => {
    for (const [ref, l] of [
      [`${theirs}:cash`, line(800_000)],
      [reportId, line(800_000)],
      [`${reportId}:tips`, line(800_000)],
      [`${reportId}:cash`, line(-800_000)],
      [`${reportId}:cash`, line(800_000, { currencyCode: 'USD' })],
    ] as const) {
      await expect(validate(ref, l)).rejects.toMatchObject({
        extensions: expect.objectContaining({ status: 422, fields: { matchedRef: [expect.any(String)] } }),
      });
    }
  });

  it('refuses a part with nothing to settle (422) and a part already matched to another line (409)', async () => {
    const none = (
      await app.request('POST', EOD, { token: tenant.owner.token, body: { businessDate: '2026-11-19', grossSalesIqd: 10, netSalesIqd: 10, cashSalesIqd: 10 } })
    ).body.data.id;
    await expect(validate(`${none}:card`)).rejects.toMatchObject({ extensions: expect.objectContaining({ status: 422 }) });
    await expect(validate(`${reportId}:cash`, line(800_000), { lineIds: ['33333333-3333-4333-8333-333333333333'], amount: 800_000 })).rejects.toMatchObject({
      extensions: expect.objectContaining({ status: 409 }),
    });
  });
});
