import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { employeeId } from '../hr/hr-helpers';
import { createKey } from '../developers/api-keys.support';
import { featureModules } from '../../../src/modules';

const C = '/api/v1/console';
const A = `${C}/accounting`;

describe('Accounting bank accounts, statement import and reconciliation (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-02-15T10:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
  });
  afterAll(() => app.close());

  let accountSeq = 0;
  const newAccount = async (token = owner, overrides: Record<string, unknown> = {}) => {
    accountSeq += 1;
    const res = await app.request('POST', `${A}/bank-accounts`, {
      token,
      body: { name: `Account ${accountSeq}`, accountNumber: `IQ-${Date.now()}-${accountSeq}`, currencyCode: 'IQD', ...overrides },
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data.id as string;
  };
  const importCsv = (accountId: string, csv: string, token = owner) =>
    app.request('POST', `${A}/bank-accounts/${accountId}/statement-imports`, { token, body: { csv } });
  const lines = async (accountId: string, query = '', token = owner) =>
    (await app.request('GET', `${A}/bank-statement-lines?BankAccountId=${accountId}&PerPage=100&Sort=date&Dir=asc${query}`, { token })).body.data;
  const move = (lineId: string, action: string, body: Record<string, unknown>, token = owner) =>
    app.request('POST', `${A}/bank-statement-lines/${lineId}/${action}`, { token, body });

  const JANUARY = 'Date,Description,Reference,Amount\n2026-01-05,Card settlement,ST-1,250000\n2026-01-06,Rent,RN-9,-1500000\n2026-01-06,Rent,RN-9,-1500000\n';

  describe('bank accounts', () => {
    it('creates an account in the caller branch and shows empty line counts', async () => {
      const res = await app.request('POST', `${A}/bank-accounts`, {
        token: owner,
        body: { name: 'Rafidain current', accountNumber: 'IQ12 RAFI 0001', currencyCode: 'iqd' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Rafidain current',
        accountNumber: 'IQ12 RAFI 0001',
        currencyCode: 'IQD',
        branchId: tenant.branchId,
        active: true,
        lineCounts: { unmatched: 0, matched: 0, excluded: 0, total: 0 },
        lastStatementDate: null,
        lastImportedAt: null,
      });
    });

    it('refuses a duplicate account number (spaces and dashes ignored) with 409', async () => {
      const res = await app.request('POST', `${A}/bank-accounts`, {
        token: owner,
        body: { name: 'Again', accountNumber: 'iq12-rafi-0001', currencyCode: 'IQD' },
      });
      expect(res.status).toBe(409);
    });

    it('answers 422 for an unknown currency, a missing name, and another organisation branch', async () => {
      const res = await app.request('POST', `${A}/bank-accounts`, { token: owner, body: { name: '', accountNumber: 'X1', currencyCode: 'XYZ' } });
      expect(res.status).toBe(422);
      expect(res.body.errors.name).toEqual(['is required']);
      const currency = await app.request('POST', `${A}/bank-accounts`, { token: owner, body: { name: 'x', accountNumber: 'X1', currencyCode: 'XYZ' } });
      expect(currency.body.errors.currencyCode[0]).toMatch(/ISO 4217/);
      const branch = await app.request('POST', `${A}/bank-accounts`, {
        token: owner,
        body: { name: 'x', accountNumber: 'X2', currencyCode: 'USD', branchId: other.branchId },
      });
      expect(branch.status).toBe(422);
      expect(branch.body.errors).toEqual({ branchId: ['must be a branch of this organisation'] });
    });

    it('updates and deactivates through the extension paths; Active filters the list', async () => {
      const id = await newAccount();
      const updated = await app.request('PUT', `${A}/bank-accounts/${id}`, { token: owner, body: { name: 'Renamed' } });
      expect(updated.body.data.name).toBe('Renamed');
      const off = await app.request('POST', `${A}/bank-accounts/${id}/active`, { token: owner, body: { active: false, reason: 'Closed' } });
      expect(off.body.data).toMatchObject({ active: false, activeReason: 'Closed' });
      const inactive = await app.request('GET', `${A}/bank-accounts?Active=false`, { token: owner });
      expect(inactive.body.data.items.map((a: { id: string }) => a.id)).toEqual([id]);
      const refused = await importCsv(id, JANUARY);
      expect(refused.status).toBe(409);
      await app.request('POST', `${A}/bank-accounts/${id}/active`, { token: owner, body: { active: true } });
      expect((await importCsv(id, JANUARY)).status).toBe(200);
    });

    it("answers 404 for another organisation's account on every path and changes nothing", async () => {
      const foreign = await newAccount(other.owner.token);
      expect((await app.request('GET', `${A}/bank-accounts/${foreign}`, { token: owner })).status).toBe(404);
      expect((await app.request('PUT', `${A}/bank-accounts/${foreign}`, { token: owner, body: { name: 'x' } })).status).toBe(404);
      expect((await app.request('POST', `${A}/bank-accounts/${foreign}/active`, { token: owner, body: { active: false } })).status).toBe(404);
      expect((await importCsv(foreign, JANUARY)).status).toBe(404);
      expect((await app.request('GET', `${A}/bank-accounts/${foreign}/statement-imports`, { token: owner })).status).toBe(404);
      const theirs = await app.request('GET', `${A}/bank-accounts/${foreign}`, { token: other.owner.token });
      expect(theirs.body.data).toMatchObject({ active: true, lineCounts: { total: 0 } });
    });

    it('lets an API key with accounting:read read but not write (403), and one with accounting:write import', async () => {
      const id = await newAccount();
      const reader = await createKey(app, owner, { scopes: ['accounting:read'] });
      const headers = { 'x-branch-id': tenant.branchId };
      expect((await app.request('GET', `${A}/bank-accounts/${id}`, { apiKey: reader.key, headers })).status).toBe(200);
      expect((await app.request('POST', `${A}/bank-accounts/${id}/statement-imports`, { apiKey: reader.key, headers, body: { csv: JANUARY } })).status).toBe(
        403,
      );
      expect(
        (
          await app.request('POST', `${A}/tax-codes`, {
            apiKey: reader.key,
            headers,
            body: { code: 'K1', name: 'k', kind: 'Vat', ratePermille: 1, appliesTo: 'Sales' },
          })
        ).status,
      ).toBe(403);
      const writer = await createKey(app, owner, { scopes: ['accounting:read', 'accounting:write'] });
      const res = await app.request('POST', `${A}/bank-accounts/${id}/statement-imports`, { apiKey: writer.key, headers, body: { csv: JANUARY } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ importedBy: tenant.owner.userId, importedByApiKey: writer.id, linesCreated: 3 });
    });

    it('refuses staff (403) and lets an accountant read and write', async () => {
      const staff = await tenant.member('Staff');
      expect((await app.request('GET', `${A}/bank-accounts`, { token: staff.token })).status).toBe(403);
      expect((await app.request('GET', `${A}/bank-statement-lines`, { token: staff.token })).status).toBe(403);
      const accountant = await tenant.member('Accountant');
      expect((await newAccount(accountant.token)).length).toBe(36);
    });
  });

  describe('statement import', () => {
    it('imports lines, reports the import record, and skips every line when the same file comes again', async () => {
      const id = await newAccount();
      const first = await importCsv(id, JANUARY);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        bankAccountId: id,
        linesRead: 3,
        linesCreated: 3,
        duplicatesSkipped: 0,
        dateFrom: '2026-01-05',
        dateTo: '2026-01-06',
        importedBy: tenant.owner.userId,
      });
      const again = await importCsv(id, JANUARY);
      expect(again.body.data).toMatchObject({ linesRead: 3, linesCreated: 0, duplicatesSkipped: 3 });
      const page = await lines(id);
      expect(page.total).toBe(3);
      expect(page.items.map((l: { occurrence: number }) => l.occurrence).sort()).toEqual([1, 1, 2]);
      const account = await app.request('GET', `${A}/bank-accounts/${id}`, { token: owner });
      expect(account.body.data).toMatchObject({
        lineCounts: { unmatched: 3, total: 3 },
        lastStatementDate: '2026-01-06',
        lastImportedAt: expect.stringMatching(/Z$/),
      });
      const imports = await app.request('GET', `${A}/bank-accounts/${id}/statement-imports`, { token: owner });
      expect(imports.body.data.total).toBe(2);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, {
        where: { type: 'accounting.statement-import.completed', resourceId: first.body.data.id },
      });
      expect(events).toHaveLength(1);
    });

    it('adds only the new lines of an overlapping file (Arabic headers, debit/credit)', async () => {
      const id = await newAccount();
      await importCsv(id, JANUARY);
      const overlap = 'التاريخ;البيان;المرجع;مدين;دائن\n06/01/2026;Rent;RN-9;1500000;\n07/01/2026;إيداع نقدي;DP-1;;٤٠٠٬٠٠٠\n';
      const res = await importCsv(id, overlap);
      expect(res.body.data).toMatchObject({ linesRead: 2, linesCreated: 1, duplicatesSkipped: 1 });
      const page = await lines(id);
      expect(page.total).toBe(4);
      expect(page.items[3]).toMatchObject({ date: '2026-01-07', amount: 400000, description: 'إيداع نقدي', status: 'Unmatched' });
    });

    it('refuses a file with bad rows with 422 keyed by line and imports nothing', async () => {
      const id = await newAccount();
      const res = await importCsv(id, 'Date,Amount\n2026-01-05,100\n2026-13-01,100\n2026-01-07,abc\n');
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ 'line 3': ['Date: is not a real calendar date'], 'line 4': ['Amount: is not an amount'] });
      expect((await lines(id)).total).toBe(0);
      const missing = await app.request('POST', `${A}/bank-accounts/${id}/statement-imports`, { token: owner, body: {} });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.csv).toBeDefined();
    });

    it('keeps USD amounts in cents', async () => {
      const id = await newAccount(owner, { currencyCode: 'USD' });
      await importCsv(id, 'Date,Amount\n2026-01-05,"1,234.56"\n');
      expect((await lines(id)).items[0].amount).toBe(123456);
    });
  });

  describe('statement lines', () => {
    it('lists with Status, From, To and Search', async () => {
      const id = await newAccount();
      await importCsv(
        id,
        'Date,Description,Reference,Counterparty,Amount\n2026-01-01,Qi settlement,Q-1,Qi Card,100\n2026-01-10,Supplier,S-7,Al Noor Ltd,-50\n2026-01-20,Deposit,D-2,,30\n',
      );
      expect((await lines(id, '&From=2026-01-05&To=2026-01-15')).items.map((l: { reference: string }) => l.reference)).toEqual(['S-7']);
      expect((await lines(id, '&Search=noor')).total).toBe(1);
      expect((await lines(id, '&Search=q-1')).total).toBe(1);
      expect((await lines(id, '&Status=Excluded')).total).toBe(0);
      const bad = await app.request('GET', `${A}/bank-statement-lines?From=2026-02-01&To=2026-01-01`, { token: owner });
      expect(bad.status).toBe(422);
    });

    it('moves Unmatched → Excluded → Unmatched → Matched (Other) and refuses every wrong move with 409', async () => {
      const id = await newAccount();
      await importCsv(id, 'Date,Amount\n2026-01-05,100\n');
      const line = (await lines(id)).items[0].id;
      expect((await move(line, 'reopen', { reason: 'x' })).status).toBe(409);
      const excluded = await move(line, 'exclude', { reason: 'Bank fee' });
      expect(excluded.body.data).toMatchObject({ status: 'Excluded', statusNote: 'Bank fee' });
      expect((await move(line, 'exclude', { reason: 'again' })).status).toBe(409);
      expect((await move(line, 'match', { matchType: 'Other', matchedRef: 'R-1', note: 'n' })).status).toBe(409);
      expect((await move(line, 'reopen', { reason: 'Not a fee' })).body.data.status).toBe('Unmatched');
      const noNote = await move(line, 'match', { matchType: 'Other', matchedRef: 'Receipt 55' });
      expect(noNote.status).toBe(422);
      expect(noNote.body.errors).toEqual({ note: ['is required for Other'] });
      const matched = await move(line, 'match', { matchType: 'Other', matchedRef: 'Receipt 55', note: 'Owner cash-in' });
      expect(matched.body.data).toMatchObject({ status: 'Matched', matchType: 'Other', matchedRef: 'Receipt 55', matchLabel: 'Other: Receipt 55' });
      expect((await move(line, 'match', { matchType: 'Other', matchedRef: 'x', note: 'y' })).status).toBe(409);
      expect((await move(line, 'exclude', { reason: 'y' })).status).toBe(409);
      expect((await move(line, 'reopen', { reason: 'Wrong' })).body.data).toMatchObject({ status: 'Unmatched', matchType: null, matchedRef: null });
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: line } });
      expect(events.map((e) => e.type).sort()).toEqual([
        'accounting.statement-line.excluded',
        'accounting.statement-line.matched',
        'accounting.statement-line.reopened',
        'accounting.statement-line.reopened',
      ]);
      const audit = await app.request('GET', `${C}/audit-trail?EntityType=bank-statement-line&EntityId=${line}`, { token: owner });
      expect(audit.body.data.total).toBe(4);
    });

    it('answers 422 for an unknown matchType, a non-id matchedRef and a missing reason', async () => {
      const id = await newAccount();
      await importCsv(id, 'Date,Amount\n2026-01-05,-100\n');
      const line = (await lines(id)).items[0].id;
      expect((await move(line, 'match', { matchType: 'Invoice', matchedRef: 'x' })).body.errors.matchType).toBeDefined();
      expect((await move(line, 'match', { matchType: 'HrAdvance', matchedRef: 'ADV-1' })).body.errors).toEqual({
        matchedRef: ['must be the id of the matched record'],
      });
      expect((await move(line, 'exclude', {})).body.errors).toEqual({ reason: ['is required'] });
    });

    it('matches a paid HR advance, suggests it first with reasons, and refuses it for a second line (409) and from another organisation (422)', async () => {
      const employee = await employeeId(app, owner, { fullName: 'Ali Hassan' });
      const advance = (await app.request('POST', `${C}/hr/advances`, { token: owner, body: { employeeId: employee, amount: 250000, reason: 'Rent' } })).body
        .data.id;
      const hr = await tenant.member('Hr');
      expect((await app.request('POST', `${C}/hr/advances/${advance}/decision`, { token: hr.token, body: { decision: 'Approve' } })).status).toBe(200);
      expect((await app.request('POST', `${C}/hr/advances/${advance}/pay`, { token: hr.token, body: {} })).status).toBe(200);
      const id = await newAccount();
      await importCsv(
        id,
        'Date,Description,Amount\n2026-02-15,Salary advance Ali Hassan,-250000\n2026-02-15,Advance again,-250000\n2026-02-14,Card fee,-245000\n',
      );
      const all = (await lines(id)).items;
      const first = all.find((l: { description: string }) => l.description === 'Salary advance Ali Hassan');
      const second = all.find((l: { description: string }) => l.description === 'Advance again');
      const suggestions = await app.request('GET', `${A}/bank-statement-lines/${first.id}/suggestions`, { token: owner });
      expect(suggestions.status).toBe(200);
      expect(suggestions.body.data[0]).toMatchObject({ matchType: 'HrAdvance', matchedRef: advance, amount: -250000, date: '2026-02-15' });
      expect(suggestions.body.data[0].reasons.map((r: { kind: string }) => r.kind)).toEqual(['ExactAmount', 'DateDistance', 'NameFound', 'NameFound']);
      expect(suggestions.body.data[0].score).toBe(50 + 20 + 8 + 8);
      const again = await app.request('GET', `${A}/bank-statement-lines/${first.id}/suggestions`, { token: owner });
      expect(again.body.data).toEqual(suggestions.body.data);

      const otherAdvanceEmployee = await employeeId(app, other.owner.token);
      const foreignAdvance = (
        await app.request('POST', `${C}/hr/advances`, { token: other.owner.token, body: { employeeId: otherAdvanceEmployee, amount: 1000 } })
      ).body.data.id;
      const foreign = await move(first.id, 'match', { matchType: 'HrAdvance', matchedRef: foreignAdvance });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors.matchedRef).toEqual(['must be the advance of this organisation']);

      const matched = await move(first.id, 'match', { matchType: 'HrAdvance', matchedRef: advance });
      expect(matched.body.data).toMatchObject({ status: 'Matched', matchLabel: 'Advance of Ali Hassan, paid 2026-02-15' });
      const twice = await move(second.id, 'match', { matchType: 'HrAdvance', matchedRef: advance });
      expect(twice.status).toBe(409);
      const left = await app.request('GET', `${A}/bank-statement-lines/${second.id}/suggestions`, { token: owner });
      expect(left.body.data.find((s: { matchedRef: string }) => s.matchedRef === advance)).toBeUndefined();
    });

    it('matches a transfer between own accounts: both lines Matched; reopening one reopens both', async () => {
      const from = await newAccount();
      const to = await newAccount();
      await importCsv(from, 'Date,Description,Amount\n2026-01-10,Transfer to savings,-1000000\n');
      await importCsv(to, 'Date,Description,Amount\n2026-01-11,Transfer from current,1000000\n');
      const out = (await lines(from)).items[0].id;
      const inn = (await lines(to)).items[0].id;
      const suggestions = await app.request('GET', `${A}/bank-statement-lines/${out}/suggestions`, { token: owner });
      expect(suggestions.body.data[0]).toMatchObject({ matchType: 'Transfer', matchedRef: inn, amount: -1000000 });
      const sameAccount = await move(out, 'match', { matchType: 'Transfer', matchedRef: out });
      expect(sameAccount.status).toBe(422);
      const matched = await move(out, 'match', { matchType: 'Transfer', matchedRef: inn });
      expect(matched.body.data.status).toBe('Matched');
      const otherSide = await app.request('GET', `${A}/bank-statement-lines/${inn}`, { token: owner });
      expect(otherSide.body.data).toMatchObject({ status: 'Matched', matchType: 'Transfer', matchedRef: out });
      await move(inn, 'reopen', { reason: 'Wrong pair' });
      expect((await app.request('GET', `${A}/bank-statement-lines/${out}`, { token: owner })).body.data.status).toBe('Unmatched');
      const foreignLine = await newAccount(other.owner.token);
      await importCsv(foreignLine, 'Date,Amount\n2026-01-11,1000000\n', other.owner.token);
      const theirLine = (await lines(foreignLine, '', other.owner.token)).items[0].id;
      const refused = await move(out, 'match', { matchType: 'Transfer', matchedRef: theirLine });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ matchedRef: ['must be a statement line of this organisation'] });
    });

    it("answers 404 for another organisation's line on every path and changes nothing", async () => {
      const foreign = await newAccount(other.owner.token);
      await importCsv(foreign, 'Date,Amount\n2026-01-05,100\n', other.owner.token);
      const line = (await lines(foreign, '', other.owner.token)).items[0].id;
      expect((await app.request('GET', `${A}/bank-statement-lines/${line}`, { token: owner })).status).toBe(404);
      expect((await app.request('GET', `${A}/bank-statement-lines/${line}/suggestions`, { token: owner })).status).toBe(404);
      expect((await move(line, 'exclude', { reason: 'x' })).status).toBe(404);
      expect((await move(line, 'match', { matchType: 'Other', matchedRef: 'x', note: 'y' })).status).toBe(404);
      expect((await move(line, 'reopen', { reason: 'x' })).status).toBe(404);
      expect((await lines(foreign, '', owner)).total).toBe(0);
      expect((await lines(foreign, '', other.owner.token)).items[0].status).toBe('Unmatched');
    });

    it('refuses writes to lines on or before the period lock with 409 PeriodLocked, but imports them', async () => {
      const id = await newAccount();
      await importCsv(id, 'Date,Amount\n2026-01-31,100\n2026-02-01,200\n');
      const lock = await app.request('PUT', `${C}/settings/period-lock`, { token: owner, body: { lockedThrough: '2026-01-31' } });
      expect(lock.status).toBe(200);
      const [locked, open] = (await lines(id)).items;
      const refused = await move(locked.id, 'exclude', { reason: 'Fee' });
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual({ code: ['PeriodLocked'] });
      expect((await move(open.id, 'exclude', { reason: 'Fee' })).status).toBe(200);
      const late = await importCsv(id, 'Date,Amount\n2026-01-30,300\n');
      expect(late.body.data).toMatchObject({ linesCreated: 1 });
      await app.request('PUT', `${C}/settings/period-lock`, { token: owner, body: { lockedThrough: null, reason: 'test cleanup' } });
    });

    it('lists exactly the registered match targets as the MatchType enum in the SDL and in OpenAPI', async () => {
      // Derived from the modules' declarations: a module that adds a target is listed without editing this test.
      const registered = featureModules.flatMap((module) => (module.matchTargets ?? []).map((target) => target.type));
      expect(registered).toEqual(expect.arrayContaining(['HrAdvance', 'SupplierPayment', 'Other', 'SalesSettlement']));
      const introspection = await app.graphql('{ __type(name: "MatchType") { enumValues { name } } }', {}, { token: owner });
      expect(introspection.body.data.__type.enumValues.map((v: { name: string }) => v.name)).toEqual(registered);
      const openapi = await app.request('GET', '/api/v1/openapi.json');
      expect(JSON.stringify(openapi.body)).toContain(JSON.stringify({ type: 'string', enum: registered }).slice(1, -1));
    });

    it('works over GraphQL with MatchType enum literals', async () => {
      const id = await newAccount();
      await importCsv(id, 'Date,Amount\n2026-01-05,100\n');
      const line = (await lines(id)).items[0].id;
      const res = await app.graphql(
        `mutation($id: UUID!) { matchBankStatementLine(id: $id, input: {matchType: Other, matchedRef: "R-9", note: "Cash"}) { status matchType } }`,
        { id: line },
        { token: owner },
      );
      expect(res.body.data?.matchBankStatementLine ?? res.body).toEqual({ status: 'Matched', matchType: 'Other' });
      const list = await app.graphql(`{ bankAccounts(filter: {active: true}) { total items { id lineCounts { matched } } } }`, {}, { token: owner });
      expect(list.body.data.bankAccounts.items.find((a: { id: string }) => a.id === id).lineCounts.matched).toBe(1);
    });
  });
});
