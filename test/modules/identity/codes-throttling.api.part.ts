import { startTestApp, type TestApp } from '../../support/test-app';
import { DevInbox } from './support/mailbox';
import { AUTH, PASSWORD, register, uniqueEmail } from './support/flows';

const startBody = (email: string) => ({ organizationName: 'Tigris Shawarma', branchName: 'Mansour', baseCurrencyCode: 'IQD', ownerName: 'Sara Kareem', email });

describe('E-mail codes and throttling', () => {
  let app: TestApp;
  let inbox: DevInbox;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true });
    inbox = new DevInbox(app);
  });
  afterAll(() => app.close());

  const verify = (email: string, code: string) => app.request('POST', `${AUTH}/register/verify`, { body: { email, code, password: PASSWORD, deviceId: 'd1' } });

  it('validates the registration form with field names', async () => {
    const res = await app.request('POST', `${AUTH}/register/start`, {
      body: { organizationName: '', branchName: 'B', baseCurrencyCode: 'DINAR', ownerName: 'X', email: 'not-an-email' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['baseCurrencyCode', 'email', 'organizationName']);
    const missing = await app.request('POST', `${AUTH}/register/start`, { body: { email: uniqueEmail() } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ organizationName: ['is required'], branchName: ['is required'] });
  });

  it('refuses a wrong code, then accepts the right one exactly once', async () => {
    const email = uniqueEmail();
    await app.request('POST', `${AUTH}/register/start`, { body: startBody(email) });
    const code = await inbox.nextCode(email, 'registration-code');
    const wrong = await verify(email, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ['is not correct'] });
    const malformed = await verify(email, '12ab');
    expect(malformed.body.errors).toEqual({ code: ['must be 6 digits'] });
    expect((await verify(email, code)).status).toBe(200);
    const reused = await verify(email, code);
    expect(reused.status).toBe(422);
    expect(reused.body.errors.code[0]).toMatch(/can no longer be used/);
  });

  it('checks the password policy before using the code', async () => {
    const email = uniqueEmail();
    await app.request('POST', `${AUTH}/register/start`, { body: startBody(email) });
    const code = await inbox.nextCode(email, 'registration-code');
    const short = await app.request('POST', `${AUTH}/register/verify`, { body: { email, code, password: 'short', deviceId: 'd1' } });
    expect(short.body.errors).toEqual({ password: ['must be at least 10 characters'] });
    const same = await app.request('POST', `${AUTH}/register/verify`, { body: { email, code, password: email, deviceId: 'd1' } });
    expect(same.body.errors).toEqual({ password: ['must not be your e-mail address'] });
    const common = await app.request('POST', `${AUTH}/register/verify`, { body: { email, code, password: 'password123', deviceId: 'd1' } });
    expect(common.body.errors.password[0]).toMatch(/too common/);
    expect((await verify(email, code)).status).toBe(200);
  });

  it('kills a code after 5 wrong tries', async () => {
    const email = uniqueEmail();
    await app.request('POST', `${AUTH}/register/start`, { body: startBody(email) });
    const code = await inbox.nextCode(email, 'registration-code');
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await verify(email, wrongCode)).body.errors).toEqual({ code: ['is not correct'] });
    const dead = await verify(email, code);
    expect(dead.status).toBe(422);
    expect(dead.body.errors.code[0]).toMatch(/can no longer be used/);
  });

  it('expires a code after 10 minutes; a resend (after 60 s) gives a working one', async () => {
    const email = uniqueEmail();
    await app.request('POST', `${AUTH}/register/start`, { body: startBody(email) });
    const code = await inbox.nextCode(email, 'registration-code');
    app.clock.advance(10 * 60_000 + 1000);
    const expired = await verify(email, code);
    expect(expired.body.errors.code[0]).toMatch(/expired/);
    const resend = await app.request('POST', `${AUTH}/verification/resend`, { body: { email, purpose: 'Registration' } });
    expect(resend.status).toBe(200);
    const fresh = await inbox.nextCode(email, 'registration-code');
    expect((await verify(email, fresh)).status).toBe(200);
  });

  it('throttles resends: 60 s apart (429 with Retry-After), at most 5 an hour', async () => {
    const email = uniqueEmail();
    expect((await app.request('POST', `${AUTH}/register/start`, { body: startBody(email) })).status).toBe(200);
    const tooSoon = await app.request('POST', `${AUTH}/verification/resend`, { body: { email, purpose: 'Registration' } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ success: false, code: 429 });
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    for (let i = 0; i < 4; i++) {
      app.clock.advance(61_000);
      expect((await app.request('POST', `${AUTH}/verification/resend`, { body: { email, purpose: 'Registration' } })).status).toBe(200);
    }
    app.clock.advance(61_000);
    const capped = await app.request('POST', `${AUTH}/verification/resend`, { body: { email, purpose: 'Registration' } });
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(60);
    app.clock.advance(60 * 60_000);
    expect((await app.request('POST', `${AUTH}/verification/resend`, { body: { email, purpose: 'Registration' } })).status).toBe(200);
  });

  it('answers a resend for an address with nothing pending like any other, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await app.request('POST', `${AUTH}/verification/resend`, { body: { email, purpose: 'Activation' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email, purpose: 'Activation' });
    const bad = await app.request('POST', `${AUTH}/verification/resend`, { body: { email, purpose: 'sms' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.purpose[0]).toMatch(/Registration, Activation, PasswordReset/);
    expect(await inbox.count(email)).toBe(0);
  });

  it('does not reveal an existing account at register/start: same answer, a notice instead of a code', async () => {
    const owner = await register(app, inbox);
    app.clock.advance(61_000);
    const again = await app.request('POST', `${AUTH}/register/start`, { body: startBody(owner.email) });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ email: owner.email, purpose: 'Registration' });
    const notice = await inbox.next(owner.email, 'registration-account-exists');
    expect(notice.text).not.toMatch(/^\d{6}$/m);
  });

  describe('sign-in throttling per account and address', () => {
    it('answers 401 for wrong credentials and 429 with Retry-After after 5 failures, even for the right password', async () => {
      const owner = await register(app, inbox);
      const attempt = (password: string) =>
        app.request('POST', `${AUTH}/login`, { body: { email: owner.email, password, branchId: owner.branchId, deviceId: 'd2' } });
      for (let i = 0; i < 5; i++) {
        const res = await attempt('wrong password!');
        expect(res.status).toBe(401);
        expect(res.body.errors).toEqual({ code: ['Unauthorized'] });
      }
      const locked = await attempt(PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      app.clock.advance(15 * 60_000 + 1000);
      const unlocked = await attempt(PASSWORD);
      expect(unlocked.status).toBe(200);
    });

    it('answers an unknown e-mail like a wrong password', async () => {
      const res = await app.request('POST', `${AUTH}/login`, {
        body: { email: uniqueEmail('ghost'), password: PASSWORD, branchId: '00000000-0000-4000-8000-000000000000', deviceId: 'd3' },
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/e-mail address or password/);
    });

    it('resets the failure count after a successful sign-in', async () => {
      const owner = await register(app, inbox);
      const attempt = (password: string) =>
        app.request('POST', `${AUTH}/login`, { body: { email: owner.email, password, branchId: owner.branchId, deviceId: 'd4' } });
      for (let i = 0; i < 4; i++) await attempt('wrong password!');
      expect((await attempt(PASSWORD)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await attempt('wrong password!')).status).toBe(401);
      expect((await attempt(PASSWORD)).status).toBe(200);
    });
  });
});
