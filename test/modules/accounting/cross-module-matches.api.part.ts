import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { createInvoice, createStock, INVOICES, setSettings, type Stock } from '../purchasing/purchasing-helpers';

const C = '/api/v1/console';
const A = `${C}/accounting`;
const EOD = `${C}/loss/eod-reports`;

/**
 * The match targets other modules register (loss control's EodSettlement, purchasing's
 * SupplierPayment) driven end to end through accounting's REST paths on real statement lines.
 */
describe('Bank statement lines matched to EOD settlements and supplier payments (REST)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let stock: Stock;
  let accountId: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-02-15T10:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    stock = await createStock(app, owner);
    await setSettings(app, owner, { approvalThresholdIqd: 10_000_000 });
    const account = await app.request('POST', `${A}/bank-accounts`, {
      token: owner,
      body: { name: 'Rafidain current', accountNumber: 'IQ-X-MATCH-1', currencyCode: 'IQD' },
    });
    if (account.status !== 200) throw new Error(JSON.stringify(account.body));
    accountId = account.body.data.id;
  });
  afterAll(() => app.close());

  const lineByDescription = async (description: string) => {
    const res = await app.request('GET', `${A}/bank-statement-lines?BankAccountId=${accountId}&PerPage=100`, { token: owner });
    return res.body.data.items.find((l: { description: string }) => l.description === description);
  };
  const importLine = async (date: string, description: string, amount: number) => {
    const res = await app.request('POST', `${A}/bank-accounts/${accountId}/statement-imports`, {
      token: owner,
      body: { csv: `Date,Description,Amount\n${date},${description},${amount}\n` },
    });
    expect(res.status).toBe(200);
    return lineByDescription(description);
  };
  const move = (lineId: string, action: string, body: Record<string, unknown>, token = owner) =>
    app.request('POST', `${A}/bank-statement-lines/${lineId}/${action}`, { token, body });
  const suggestionsOf = async (lineId: string) => {
    const res = await app.request('GET', `${A}/bank-statement-lines/${lineId}/suggestions`, { token: owner });
    expect(res.status).toBe(200);
    return res.body.data as Array<{ matchType: string; matchedRef: string; amount: number; date: string; label: string }>;
  };

  it("suggests and matches an EOD report's card + Qi settlement by <eodReportId>:<part>, refuses another organisation's report with 422, and reopens", async () => {
    const body = {
      businessDate: '2026-02-10',
      grossSalesIqd: 1_500_000,
      netSalesIqd: 1_400_000,
      cashSalesIqd: 800_000,
      cardSalesIqd: 300_000,
      qiSalesIqd: 200_000,
      deliverySalesIqd: 0,
    };
    const created = await app.request('POST', EOD, { token: owner, body });
    expect(created.status).toBe(200);
    const reportId = created.body.data.id;
    const theirs = (await app.request('POST', EOD, { token: other.owner.token, body })).body.data.id;
    const line = await importLine('2026-02-11', 'POS SETTLEMENT 10/02/2026', 500_000);

    const suggestions = await suggestionsOf(line.id);
    expect(suggestions).toContainEqual(
      expect.objectContaining({
        matchType: 'EodSettlement',
        matchedRef: `${reportId}:cardqi`,
        amount: 500_000,
        date: '2026-02-10',
        label: 'EOD 2026-02-10: card + Qi settlement of 500,000 IQD',
      }),
    );
    expect(suggestions.some((s) => s.matchedRef.startsWith(theirs))).toBe(false);

    const foreign = await move(line.id, 'match', { matchType: 'EodSettlement', matchedRef: `${theirs}:cardqi` });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.matchedRef).toEqual(['does not refer to an end-of-day report of this organisation']);
    const malformed = await move(line.id, 'match', { matchType: 'EodSettlement', matchedRef: reportId });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.matchedRef).toBeDefined();

    const matched = await move(line.id, 'match', { matchType: 'EodSettlement', matchedRef: `${reportId}:cardqi` });
    expect(matched.status).toBe(200);
    expect(matched.body.data).toMatchObject({
      status: 'Matched',
      matchType: 'EodSettlement',
      matchedRef: `${reportId}:cardqi`,
      matchLabel: 'EOD 2026-02-10: card + Qi settlement of 500,000 IQD',
    });

    const second = await importLine('2026-02-12', 'POS SETTLEMENT AGAIN', 500_000);
    expect((await move(second.id, 'match', { matchType: 'EodSettlement', matchedRef: `${reportId}:cardqi` })).status).toBe(409);
    expect((await suggestionsOf(second.id)).some((s) => s.matchedRef === `${reportId}:cardqi`)).toBe(false);

    const reopened = await move(line.id, 'reopen', { reason: 'Wrong day' });
    expect(reopened.body.data).toMatchObject({ status: 'Unmatched', matchType: null, matchedRef: null });
    expect((await move(second.id, 'match', { matchType: 'EodSettlement', matchedRef: `${reportId}:cardqi` })).body.data.status).toBe('Matched');
  });

  it('suggests and matches an approved unpaid purchase invoice (invoice Paid); reopening the line returns it to Approved', async () => {
    const invoice = await createInvoice(app, owner, stock, 375_000, { invoiceDate: '2026-02-09' });
    const submitted = await app.request('POST', `${INVOICES}/${invoice.id}/submit`, { token: owner, body: {} });
    expect(submitted.body.data.status).toBe('Approved');
    const line = await importLine('2026-02-13', `Transfer ${invoice.invoiceNumber}`, -375_000);

    const suggestions = await suggestionsOf(line.id);
    expect(suggestions).toContainEqual(expect.objectContaining({ matchType: 'SupplierPayment', matchedRef: invoice.id, amount: -375_000, date: '2026-02-09' }));

    const short = await move(line.id, 'match', { matchType: 'SupplierPayment', matchedRef: 'f0000000-0000-4000-8000-000000000000' });
    expect(short.status).toBe(422);
    expect(short.body.errors.matchedRef).toBeDefined();

    const matched = await move(line.id, 'match', { matchType: 'SupplierPayment', matchedRef: invoice.id });
    expect(matched.status).toBe(200);
    expect(matched.body.data).toMatchObject({ status: 'Matched', matchType: 'SupplierPayment', matchedRef: invoice.id });
    const paid = await app.request('GET', `${INVOICES}/${invoice.id}`, { token: owner });
    expect(paid.body.data).toMatchObject({ status: 'Paid', paymentRef: `statement-line:${line.id}` });

    const reopened = await move(line.id, 'reopen', { reason: 'Paid from another account' });
    expect(reopened.body.data.status).toBe('Unmatched');
    const approved = await app.request('GET', `${INVOICES}/${invoice.id}`, { token: owner });
    expect(approved.body.data).toMatchObject({ status: 'Approved', paymentRef: null, paidAt: null });
    expect((await suggestionsOf(line.id)).some((s) => s.matchType === 'SupplierPayment' && s.matchedRef === invoice.id)).toBe(true);
  });
});
