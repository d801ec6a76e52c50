import { startTestApp, type TestApp } from '../../support/test-app';
import { DevInbox } from './support/mailbox';
import { AUTH, PASSWORD, register, type Registered, uniqueEmail } from './support/flows';

describe('Changing the e-mail address needs codes from both addresses', () => {
  let app: TestApp;
  let inbox: DevInbox;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true });
    inbox = new DevInbox(app);
  });
  afterAll(() => app.close());

  const start = (owner: Registered, newEmail: string, currentPassword = PASSWORD) =>
    app.request('POST', `${AUTH}/change-email/start`, { token: owner.accessToken, body: { newEmail, currentPassword } });
  const verify = (owner: Registered, body: Record<string, unknown>) => app.request('POST', `${AUTH}/change-email/verify`, { token: owner.accessToken, body });

  it('switches only with both codes, tells the old address, and signs in with the new one', async () => {
    const owner = await register(app, inbox);
    const newEmail = uniqueEmail('new');
    const started = await start(owner, newEmail);
    expect(started.status).toBe(200);
    const requestId = started.body.data.requestId;
    expect(started.body.data).toMatchObject({ requestId: expect.any(String), oldEmail: owner.email, newEmail, status: 'Pending' });
    const oldCode = await inbox.nextCode(owner.email, 'email-change-old-code');
    const newCode = await inbox.nextCode(newEmail, 'email-change-new-code');
    const wrongNew = newCode === '000000' ? '000001' : '000000';

    const onlyOld = await verify(owner, { requestId, oldCode, newCode: wrongNew });
    expect(onlyOld.status).toBe(422);
    expect(onlyOld.body.errors).toEqual({ newCode: ['is not correct'] });
    const swapped = await verify(owner, { requestId, oldCode: newCode, newCode: oldCode });
    expect(swapped.status).toBe(422);
    expect(Object.keys(swapped.body.errors).sort()).toEqual(['newCode', 'oldCode']);
    const me = await app.request('GET', `${AUTH}/me`, { token: owner.accessToken });
    expect(me.body.data.user.email).toBe(owner.email);

    const done = await verify(owner, { requestId, oldCode, newCode });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ requestId, status: 'Completed', completedAt: expect.any(String) });
    const notice = await inbox.next(owner.email, 'email-changed');
    expect(notice.text).toContain(newEmail);
    const again = await verify(owner, { requestId, oldCode, newCode });
    expect(again.status).toBe(409);
    const oldLogin = await app.request('POST', `${AUTH}/login`, { body: { email: owner.email, password: PASSWORD, branchId: owner.branchId, deviceId: 'x' } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await app.request('POST', `${AUTH}/login`, { body: { email: newEmail, password: PASSWORD, branchId: owner.branchId, deviceId: 'x' } });
    expect(newLogin.status).toBe(200);
  });

  it('requires the current password and a different address', async () => {
    const owner = await register(app, inbox);
    const wrong = await start(owner, uniqueEmail('new'), 'not my password');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ currentPassword: ['is not correct'] });
    const same = await start(owner, owner.email.toUpperCase());
    expect(same.body.errors).toEqual({ newEmail: ['is already your e-mail address'] });
  });

  it('resends one side (throttled) and the new code replaces the old one', async () => {
    const owner = await register(app, inbox);
    const newEmail = uniqueEmail('new');
    const requestId = (await start(owner, newEmail)).body.data.requestId;
    const oldCode = await inbox.nextCode(owner.email, 'email-change-old-code');
    const firstNew = await inbox.nextCode(newEmail, 'email-change-new-code');
    const tooSoon = await app.request('POST', `${AUTH}/change-email/resend`, { token: owner.accessToken, body: { requestId, target: 'New' } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBeTruthy();
    app.clock.advance(61_000);
    const badTarget = await app.request('POST', `${AUTH}/change-email/resend`, { token: owner.accessToken, body: { requestId, target: 'both' } });
    expect(badTarget.body.errors).toEqual({ target: ['must be one of: Old, New'] });
    const resent = await app.request('POST', `${AUTH}/change-email/resend`, { token: owner.accessToken, body: { requestId, target: 'New' } });
    expect(resent.status).toBe(200);
    const secondNew = await inbox.nextCode(newEmail, 'email-change-new-code');
    if (secondNew !== firstNew) expect((await verify(owner, { requestId, oldCode, newCode: firstNew })).status).toBe(422);
    expect((await verify(owner, { requestId, oldCode, newCode: secondNew })).status).toBe(200);
  });

  it('cancels a request: its codes stop working; cancelling twice is harmless', async () => {
    const owner = await register(app, inbox);
    const newEmail = uniqueEmail('new');
    const requestId = (await start(owner, newEmail)).body.data.requestId;
    const oldCode = await inbox.nextCode(owner.email, 'email-change-old-code');
    const newCode = await inbox.nextCode(newEmail, 'email-change-new-code');
    const cancelled = await app.request('POST', `${AUTH}/change-email/cancel`, { token: owner.accessToken, body: { requestId } });
    expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', cancelledAt: expect.any(String) });
    expect((await app.request('POST', `${AUTH}/change-email/cancel`, { token: owner.accessToken, body: { requestId } })).status).toBe(200);
    const late = await verify(owner, { requestId, oldCode, newCode });
    expect(late.status).toBe(409);
  });

  it("answers 404 for another user's request and changes nothing", async () => {
    const owner = await register(app, inbox);
    const stranger = await register(app, inbox);
    const newEmail = uniqueEmail('new');
    const requestId = (await start(owner, newEmail)).body.data.requestId;
    const oldCode = await inbox.nextCode(owner.email, 'email-change-old-code');
    const newCode = await inbox.nextCode(newEmail, 'email-change-new-code');
    for (const path of ['verify', 'resend', 'cancel']) {
      const res = await app.request('POST', `${AUTH}/change-email/${path}`, {
        token: stranger.accessToken,
        body: path === 'verify' ? { requestId, oldCode, newCode } : path === 'resend' ? { requestId, target: 'Old' } : { requestId },
      });
      expect(res.status).toBe(404);
    }
    expect((await verify(owner, { requestId, oldCode, newCode })).status).toBe(200);
  });

  it('does not confirm that the new address has an account: the same answer, and that address gets a notice', async () => {
    const owner = await register(app, inbox);
    const other = await register(app, inbox);
    const started = await start(owner, other.email);
    expect(started.status).toBe(200);
    await inbox.next(other.email, 'email-change-address-taken');
    const oldCode = await inbox.nextCode(owner.email, 'email-change-old-code');
    const res = await verify(owner, { requestId: started.body.data.requestId, oldCode, newCode: '123456' });
    expect(res.status).toBe(422);
  });

  it('expires its codes after 10 minutes (a resend renews them within the hour)', async () => {
    const owner = await register(app, inbox);
    const newEmail = uniqueEmail('new');
    const requestId = (await start(owner, newEmail)).body.data.requestId;
    const oldCode = await inbox.nextCode(owner.email, 'email-change-old-code');
    const newCode = await inbox.nextCode(newEmail, 'email-change-new-code');
    app.clock.advance(11 * 60_000);
    const expiredCodes = await verify(owner, { requestId, oldCode, newCode });
    expect(expiredCodes.status).toBe(422);
    expect(expiredCodes.body.errors.oldCode[0]).toMatch(/expired/);
  });
});
