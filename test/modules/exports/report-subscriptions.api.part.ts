import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { employeeId } from '../hr/hr-helpers';
import { AuditEntry } from '../../../src/core/audit/audit-entry.entity';
import { runSubscriptionTick } from '../../../src/modules/exports/subscriptions/report-subscription.jobs';
import { C } from './exports-helpers';

/** A loopback SMTP server keeping every parsed message (attachments included). */
class Mailbox {
  readonly mails: ParsedMail[] = [];
  /** When set, every message is refused with 552 (a failing mail server). */
  refusing = false;
  private server!: SMTPServer;
  port = 0;
  async start(): Promise<this> {
    this.server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.refusing) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Mailbox full'), { responseCode: 552 })));
          return;
        }
        simpleParser(stream).then((mail) => {
          this.mails.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }
  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  async next(to: string, timeoutMs = 20_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address === to);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('report subscriptions (mailed over SMTP after the business day closes)', () => {
  let app: TestApp;
  let mailbox: Mailbox;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let hr: TestMember;
  let staff: TestMember;

  beforeAll(async () => {
    mailbox = await new Mailbox().start();
    // 12:00 in Baghdad on 2026-03-10 (a Tuesday); the business day starts at 04:00 local (01:00 UTC).
    app = await startTestApp({ jobs: true, now: new Date('2026-03-10T09:00:00Z'), config: { smtpUrl: `smtp://127.0.0.1:${mailbox.port}` } });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    hr = await tenant.member('Hr');
    staff = await tenant.member('Staff');
  });
  afterAll(async () => {
    await app.close();
    await mailbox.stop().catch(() => undefined);
  });

  const subscribe = (body: Record<string, unknown>, token = owner) => app.request('POST', `${C}/report-subscriptions`, { token, body });
  const read = async (id: string) =>
    (await app.request('GET', `${C}/report-subscriptions/${id}`, { token: await tenant.tokenFor(tenant.owner, tenant.branchId) })).body.data;

  it('validates the body (422), the report permission (403) and audits a recipient outside the organisation', async () => {
    const bad = await subscribe({ reportKey: 'hr.advances', recipientEmail: 'not-an-email', cadence: 'Hourly', format: 'Xlsx' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['cadence']);
    expect((await subscribe({ reportKey: 'hr.advances', recipientEmail: 'not-an-email', cadence: 'Daily', format: 'Xlsx' })).body.errors).toEqual({
      recipientEmail: ['must be an e-mail address'],
    });
    expect((await subscribe({ reportKey: 'hr.nope', recipientEmail: 'a@b.example', cadence: 'Daily', format: 'Xlsx' })).body.errors.reportKey[0]).toMatch(
      /not a known report/,
    );
    expect((await subscribe({ reportKey: 'hr.advances', recipientEmail: 'a@b.example', cadence: 'Daily', format: 'Xlsx' }, staff.token)).status).toBe(403);
    expect((await subscribe({ reportKey: 'production.batches', recipientEmail: 'a@b.example', cadence: 'Daily', format: 'Xlsx' }, hr.token)).status).toBe(403);

    const external = await subscribe({ reportKey: 'hr.loans', recipientEmail: 'Accountant@Outside.example', cadence: 'Weekly', format: 'Csv' });
    expect(external.status).toBe(200);
    expect(external.body.data).toMatchObject({
      recipientEmail: 'accountant@outside.example',
      externalRecipient: true,
      active: true,
      cadence: 'Weekly',
      nextRunAt: '2026-03-14T01:00:00.000Z',
    });
    const audit = await app.runtime.db.dataSource.manager.findOneByOrFail(AuditEntry, { entityId: external.body.data.id });
    expect(audit).toMatchObject({
      action: 'created-external-recipient',
      reason: 'The recipient accountant@outside.example is not a member of the organisation.',
    });
    const member = await subscribe({ reportKey: 'hr.loans', recipientEmail: hr.email, cadence: 'Monthly', format: 'Csv' });
    expect(member.body.data).toMatchObject({ externalRecipient: false, nextRunAt: '2026-04-01T01:00:00.000Z' });
  });

  it('mails the report of the business day just ended as an xlsx attachment, skips empty reports, and shows failures on the subscription', async () => {
    const employee = await employeeId(app, owner, { fullName: 'مريم حسن', baseSalary: 1_000_000, allowances: 0 });
    expect((await app.request('POST', `${C}/hr/advances`, { token: owner, body: { employeeId: employee, amount: 200_000 } })).status).toBe(200);
    const daily = await subscribe({
      reportKey: 'hr.advances',
      recipientEmail: tenant.owner.email,
      cadence: 'Daily',
      format: 'Xlsx',
      lang: 'Ar',
      sendEmpty: true,
    });
    expect(daily.body.data).toMatchObject({ nextRunAt: '2026-03-11T01:00:00.000Z', externalRecipient: false, lang: 'Ar', sendEmpty: true });
    const empty = await subscribe({ reportKey: 'hr.leave', recipientEmail: 'empty@outside.example', cadence: 'Daily', format: 'Csv' });

    expect(await runSubscriptionTick(app.runtime)).toBe(0);
    app.clock.set(new Date('2026-03-11T01:30:00Z'));
    expect(await runSubscriptionTick(app.runtime)).toBe(2);
    expect(await runSubscriptionTick(app.runtime)).toBe(0);

    const mail = await mailbox.next(tenant.owner.email);
    expect(mail.subject).toBe('السلف على الراتب 2026-03-10');
    expect(mail.headers.get('x-back-office-mail')).toBe('report-subscription');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment.filename).toBe('hr.advances_2026-03-10_2026-03-10.xlsx');
    expect(attachment.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(attachment.content as any);
    const sheet = workbook.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['تاريخ الطلب', 'الموظف', 'المبلغ (د.ع)']);
    expect(sheet.getRow(2).getCell(2).value).toBe('مريم حسن');
    expect(sheet.getRow(2).getCell(3).value).toBe(200_000);

    const wait = async (id: string, check: (s: any) => boolean) => {
      for (let i = 0; i < 200; i++) {
        const subscription = await read(id);
        if (check(subscription)) return subscription;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`subscription ${id} never matched: ${JSON.stringify(await read(id))}`);
    };
    expect(await wait(daily.body.data.id, (s) => s.lastPeriodTo === '2026-03-10')).toMatchObject({ lastError: null, nextRunAt: '2026-03-12T01:00:00.000Z' });
    expect(await wait(empty.body.data.id, (s) => s.lastPeriodTo === '2026-03-10')).toMatchObject({ lastError: null });
    expect(mailbox.mails.filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address === 'empty@outside.example')).toHaveLength(0);
    const jobs = await app.request('GET', `${C}/export-jobs?PerPage=100`, { token: await tenant.tokenFor(tenant.owner, tenant.branchId) });
    expect(
      jobs.body.data.items
        .filter((j: any) => j.kind === 'Subscription')
        .map((j: any) => j.reportKey)
        .sort(),
    ).toEqual(['hr.advances', 'hr.leave']);

    // The SMTP server refuses mail the next day: the run fails and says so on the subscription (and is retried by the queue).
    mailbox.refusing = true;
    app.clock.set(new Date('2026-03-12T01:30:00Z'));
    await app.request('POST', `${C}/report-subscriptions/${empty.body.data.id}/deactivate`, { token: await tenant.tokenFor(tenant.owner, tenant.branchId) });
    expect(await runSubscriptionTick(app.runtime)).toBe(1);
    const failed = await wait(daily.body.data.id, (s) => s.lastError !== null);
    expect(failed.lastPeriodTo).toBe('2026-03-10');
    expect(failed.lastError).toMatch(/Mailbox full/);
  }, 60_000);

  it('lists by Active and ReportKey, activates, deactivates and deletes with a reason; another organisation gets 404', async () => {
    const token = await tenant.tokenFor(tenant.owner, tenant.branchId);
    const created = await subscribe({ reportKey: 'hr.employees', recipientEmail: tenant.owner.email, cadence: 'Monthly', format: 'Csv' }, token);
    const id = created.body.data.id;
    const foreign = await other.tokenFor(other.owner, other.branchId);
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/activate'],
      ['POST', '/deactivate'],
      ['DELETE', ''],
    ] as const) {
      expect((await app.request(method, `${C}/report-subscriptions/${id}${suffix}`, { token: foreign })).status).toBe(404);
    }
    const deactivated = await app.request('POST', `${C}/report-subscriptions/${id}/deactivate`, { token });
    expect(deactivated.body.data.active).toBe(false);
    const inactive = await app.request('GET', `${C}/report-subscriptions?Active=false&ReportKey=hr.employees`, { token });
    expect(inactive.body.data.items.map((s: any) => s.id)).toEqual([id]);
    expect((await app.request('GET', `${C}/report-subscriptions?Active=true&ReportKey=hr.employees`, { token })).body.data.items).toEqual([]);
    const activated = await app.graphql(`mutation ($id: UUID!) { activateReportSubscription(id: $id) { active nextRunAt } }`, { id }, { token });
    expect(activated.body.data.activateReportSubscription.active).toBe(true);
    const deleted = await app.request('DELETE', `${C}/report-subscriptions/${id}`, { token, body: { reason: 'No longer needed' } });
    expect(deleted.body.data).toMatchObject({ active: false, deleteReason: 'No longer needed' });
    expect((await app.request('GET', `${C}/report-subscriptions/${id}`, { token })).status).toBe(404);
    expect((await app.request('GET', `${C}/report-subscriptions`, { token: await tenant.tokenFor(staff, tenant.branchId) })).status).toBe(403);
  });
});
