import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { closeEndedDays, emitDailyDigests } from '../../../src/modules/analytics/close/day-close.jobs';
import { runSubscriptionTick } from '../../../src/modules/exports/subscriptions/report-subscription.jobs';
import { deliverSubscription } from '../../../src/modules/exports/subscriptions/report-subscription.delivery';
import { ReportSubscription } from '../../../src/modules/exports/subscriptions/report-subscription.entity';
import { WebhookReceiver, waitFor } from '../developers/webhook-receiver';
import { C, createItem, INV, ok } from '../inventory/inventory-helpers';
import { plantPunch, rosterEmployee } from '../labour/labour-helpers';
import { PunchKind } from '../../../src/modules/labour/punches/punch.entity';

const DAY = '2026-03-14';
const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

describe('Daily digest: mailed to report subscribers once the day is closed, and one webhook event per organisation and day', () => {
  let app: TestApp;
  let smtp: SMTPServer;
  const mails: ParsedMail[] = [];
  let receiver: WebhookReceiver;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;

  const waste = async (t: TestTenant, name: string, costIqd: number) => {
    const item = await createItem(app, t.owner.token, { name, standardCostIqd: costIqd });
    ok(
      await app.request('POST', `${INV}/opening-balances`, {
        token: t.owner.token,
        body: { inventoryItemId: item, quantity: 20, unitCostIqd: costIqd, businessDate: '2026-03-01' },
      }),
      'opening',
    );
    ok(
      await app.request('POST', `${INV}/waste`, { token: t.owner.token, body: { inventoryItemId: item, quantity: 1, reason: 'Spoiled', businessDate: DAY } }),
      'waste',
    );
  };

  beforeAll(async () => {
    smtp = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then((mail) => {
          mails.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    receiver = await new WebhookReceiver().start();
    // 13:00 in Baghdad on the day itself; the business day starts at 04:00 local (01:00 UTC).
    app = await startTestApp({
      jobs: true,
      now: new Date('2026-03-14T10:00:00Z'),
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, webhookAllowPrivateNetworks: true },
    });
    tenant = await createTenant(app.runtime, { branchName: 'Karrada' });
    other = await createTenant(app.runtime, { branchName: 'Elsewhere' });
    owner = tenant.owner.token;
    await waste(tenant, 'Rice', 4000);
    await waste(other, 'Saffron', 7000);
    // One cook punched 09:00–17:00 at 100 IQD a minute: the day's labour cost (docs/labour.md).
    const cook = await rosterEmployee(app, owner, { branchIds: [tenant.branchId], baseSalary: 1_040_000, allowances: 208_000 });
    for (const [kind, time] of [
      [PunchKind.ClockIn, '09:00'],
      [PunchKind.ClockOut, '17:00'],
    ] as const) {
      await plantPunch(app, { organizationId: tenant.organizationId, branchId: tenant.branchId }, cook, kind, DAY, time);
    }
    const hook = ok(
      await app.request('POST', `${C}/developers/webhooks`, { token: owner, body: { url: receiver.url, events: ['analytics.digest.daily'] } }),
      'webhook',
    );
    receiver.trust(hook.secret);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await receiver.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const subscribe = (body: Record<string, unknown>, token = owner) => app.request('POST', `${C}/report-subscriptions`, { token, body });
  const digestEvents = async (organizationId: string) =>
    (await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { type: 'analytics.digest.daily', organizationId } })).filter(
      (event) => (event.data as { businessDate: string }).businessDate === DAY,
    );

  it('refuses a subscriber without analytics:read (403) and an unknown report (422)', async () => {
    const staff = await tenant.member('Staff');
    expect((await subscribe({ reportKey: 'analytics.dailyDigest', recipientEmail: staff.email, cadence: 'Daily', format: 'Csv' }, staff.token)).status).toBe(
      403,
    );
    const hr = await tenant.member('Hr');
    expect((await subscribe({ reportKey: 'analytics.dailyDigest', recipientEmail: hr.email, cadence: 'Daily', format: 'Csv' }, hr.token)).status).toBe(403);
    const unknown = await subscribe({ reportKey: 'analytics.weeklyDigest', recipientEmail: 'a@b.example', cadence: 'Daily', format: 'Csv' });
    expect(unknown.status).toBe(422);
  });

  it('waits for the close, then mails the day in Arabic and in English with amounts in IQD, once, with nothing of another organisation', async () => {
    const arabic = ok(
      await subscribe({ reportKey: 'analytics.dailyDigest', recipientEmail: tenant.owner.email, cadence: 'Daily', format: 'Csv', lang: 'Ar' }),
      'arabic',
    );
    ok(await subscribe({ reportKey: 'analytics.dailyDigest', recipientEmail: 'owner@outside.example', cadence: 'Daily', format: 'Csv' }), 'english');

    app.clock.set(new Date('2026-03-15T01:30:00Z'));
    // The day has ended but is not closed yet: the delivery refuses and is retried by the queue.
    await expect(deliverSubscription(app.runtime, { subscriptionId: arabic.id, from: DAY, to: DAY }, async () => undefined)).rejects.toThrow(
      /not closed yet at: Karrada/,
    );
    expect(mails).toHaveLength(0);

    await closeEndedDays(app.runtime);
    expect(await runSubscriptionTick(app.runtime)).toBe(2);
    await waitFor(() => mails.length >= 2, 'two digest mails');
    // The mail leaves before the delivery records its period (in its own transaction just after): the
    // second delivery below is only "once" once that record is in.
    await waitFor(
      async () => (await app.runtime.db.dataSource.manager.findOneByOrFail(ReportSubscription, { id: arabic.id })).lastPeriodTo === DAY,
      'the delivered period recorded',
    );
    expect(await runSubscriptionTick(app.runtime)).toBe(0);
    expect(await deliverSubscription(app.runtime, { subscriptionId: arabic.id, from: DAY, to: DAY }, async () => undefined)).toBe('skipped');

    const ar = mails.find((mail) => addressOf(mail) === tenant.owner.email)!;
    expect(ar.subject).toBe(`الملخص اليومي ${DAY}`);
    expect(ar.text).toContain('الملخص اليومي 2026-03-14');
    // The branch's Arabic name (the factory gives one), Arabic-Indic digits.
    expect(ar.text).toContain('الفرع الرئيسي — 2026-03-14');
    expect(ar.text).toContain('الطلبات: ٠');
    expect(ar.text).toContain(`الهدر: ${new Intl.NumberFormat('ar-IQ').format(4000)} د.ع`);
    expect(ar.text).toContain('التقرير مرفق.');
    // The close's labour figures: no sales, so no labour %; nothing counted, so no prime cost.
    const [close] = ok(
      await app.request('GET', `${C}/analytics/day-closes?BranchId=${tenant.branchId}&From=${DAY}&To=${DAY}`, {
        token: await tenant.tokenFor(tenant.owner, tenant.branchId),
      }),
      'close',
    ).items;
    expect(close).toMatchObject({ labourPercent: null, primeCostIqd: null, labourAboveTarget: false });
    expect(close.labourCostIqd).toBeGreaterThan(0);
    expect(ar.text).toContain(`كلفة العمالة (المبلغ / النسبة): ${new Intl.NumberFormat('ar-IQ').format(close.labourCostIqd)} د.ع / —`);
    expect(ar.text).toContain('الكلفة الأساسية (المبلغ / النسبة): — / —');
    expect(ar.attachments[0].filename).toBe(`analytics.dailyDigest_${DAY}_${DAY}.csv`);

    const en = mails.find((mail) => addressOf(mail) === 'owner@outside.example')!;
    expect(en.subject).toBe(`Daily digest ${DAY}`);
    expect(en.text).toContain('Karrada — 2026-03-14');
    expect(en.text).toContain('Waste: 4,000 IQD');
    expect(en.text).toContain('Net sales: 0 IQD');
    expect(en.text).toContain('Refunds: 0 IQD');
    expect(en.text).toContain('Cash variance: —');
    expect(en.text).toContain(`Labour cost (amount / %): ${new Intl.NumberFormat('en-GB').format(close.labourCostIqd)} IQD / —`);
    expect(en.text).toContain('Prime cost (amount / %): — / —');
    expect(en.attachments[0].content.toString()).toContain('Labour cost (IQD)');
    expect(en.attachments[0].content.toString()).toContain('Net sales (IQD),Refunds (IQD)');
    for (const mail of [ar, en]) {
      expect(mail.text).not.toContain('Elsewhere');
      expect(mail.text).not.toContain('7,000');
      expect(mail.attachments[0].content.toString()).not.toContain('Elsewhere');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails.filter((mail) => addressOf(mail) === tenant.owner.email)).toHaveLength(1);
  });

  it('sends analytics.digest.daily once per organisation and day to a real receiver, whatever re-runs follow, with its branches only', async () => {
    await closeEndedDays(app.runtime);
    await emitDailyDigests(app.runtime);
    expect(await emitDailyDigests(app.runtime)).toBe(0);
    await closeEndedDays(app.runtime);
    expect(await emitDailyDigests(app.runtime)).toBe(0);

    expect(await digestEvents(tenant.organizationId)).toHaveLength(1);
    expect(await digestEvents(other.organizationId)).toHaveLength(1);
    const received = await waitFor(
      () => receiver.received.find((r) => r.payload.type === 'analytics.digest.daily' && r.payload.data.businessDate === DAY),
      'the digest webhook',
    );
    expect(received.verifiedWith).toHaveLength(1);
    expect(received.payload.organizationId).toBe(tenant.organizationId);
    expect(received.payload.data.branches).toEqual([
      expect.objectContaining({
        branchId: tenant.branchId,
        branch: 'Karrada',
        version: 1,
        orderCount: 0,
        netSalesIqd: 0,
        refundsIqd: 0,
        wasteIqd: 4000,
        cashVarianceIqd: null,
        labourCostIqd: expect.any(Number),
        labourPercent: null,
        primeCostIqd: null,
        primeCostPercent: null,
        labourAboveTarget: false,
        primeCostAboveTarget: false,
      }),
    ]);
    expect(receiver.received.filter((r) => r.payload.type === 'analytics.digest.daily' && r.payload.data.businessDate === DAY)).toHaveLength(1);
  });

  it('waits for every active branch of the organisation before sending the day', async () => {
    const late = await createTenant(app.runtime);
    const second = await late.addBranch('Mansour');
    await closeEndedDays(app.runtime);
    await emitDailyDigests(app.runtime);
    expect((await digestEvents(late.organizationId))[0].data).toMatchObject({ businessDate: DAY });
    const branches = ((await digestEvents(late.organizationId))[0].data as { branches: { branchId: string }[] }).branches.map((b) => b.branchId).sort();
    expect(branches).toEqual([late.branchId, second].sort());
  });
});
