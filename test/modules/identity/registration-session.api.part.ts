import { startTestApp, type TestApp } from '../../support/test-app';
import { SmtpInbox } from './support/mailbox';
import { AUTH, PASSWORD, uniqueEmail } from './support/flows';

describe('Registration and session lifecycle over a real SMTP server', () => {
  let app: TestApp;
  let smtp: SmtpInbox;

  beforeAll(async () => {
    smtp = new SmtpInbox();
    await smtp.start();
    app = await startTestApp({ jobs: true, config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('registers, verifies, reads me, refreshes with rotation, detects reuse and logs out', async () => {
    const email = uniqueEmail();
    const start = await app.request('POST', `${AUTH}/register/start`, {
      body: { organizationName: 'Baghdad Grill', branchName: 'Karrada', baseCurrencyCode: 'iqd', ownerName: 'Ali Hassan', email: email.toUpperCase() },
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ success: true, data: { email, purpose: 'Registration', expiresInSeconds: 600, resendAfterSeconds: 60 } });

    const mail = await smtp.next(email, 'registration-code');
    expect(mail.subject).toContain('رمز التسجيل');
    expect(mail.text).toContain('Baghdad Grill');
    expect(mail.text).toMatch(/[\u0600-\u06FF]/);
    const code = /^(\d{6})$/m.exec(mail.text)![1];

    const verify = await app.request('POST', `${AUTH}/register/verify`, { body: { email, code, password: PASSWORD, deviceId: 'laptop-1' } });
    expect(verify.status).toBe(200);
    const session = verify.body.data;
    expect(session).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      role: 'Owner',
      accessToken: expect.any(String),
      refreshToken: expect.stringMatching(/^rt_/),
      user: { email, fullName: 'Ali Hassan', emailVerifiedAt: expect.any(String) },
      organization: { name: 'Baghdad Grill', baseCurrencyCode: 'IQD' },
      branch: { name: 'Karrada' },
    });

    const me = await app.request('GET', `${AUTH}/me`, { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      user: { email },
      organization: { id: session.organization.id },
      branch: { id: session.branch.id },
      role: 'Owner',
      branches: [{ id: session.branch.id, name: 'Karrada' }],
      deviceId: 'laptop-1',
    });
    expect(me.body.data.permissions).toContain('members:manage');
    // The new organisation's forecast calendar starts from the Iraqi defaults (docs/forecast.md, "Calendar").
    const year = new Date().getUTCFullYear();
    const eid = await app.request('GET', `/api/v1/console/forecast/calendar-days?Kind=EidAlFitr&From=${year}-01-01&To=${year + 1}-12-31`, {
      token: session.accessToken,
    });
    expect(eid.status).toBe(200);
    expect(eid.body.data.items.length).toBeGreaterThanOrEqual(3);

    const refreshed = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.refreshToken).not.toBe(session.refreshToken);
    const meAgain = await app.request('GET', `${AUTH}/me`, { token: refreshed.body.data.accessToken });
    expect(meAgain.status).toBe(200);

    const reuse = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: session.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ code: 401, errors: { code: ['ReauthRequired'] } });
    const familyGone = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: refreshed.body.data.refreshToken } });
    expect(familyGone.status).toBe(401);
    expect(familyGone.body.errors).toEqual({ code: ['ReauthRequired'] });
    const revokedAccess = await app.request('GET', `${AUTH}/me`, { token: refreshed.body.data.accessToken });
    expect(revokedAccess.status).toBe(401);
    expect(revokedAccess.body.errors).toEqual({ code: ['ReauthRequired'] });

    const login = await app.request('POST', `${AUTH}/login`, { body: { email, password: PASSWORD, branchId: session.branch.id, deviceId: 'phone-1' } });
    expect(login.status).toBe(200);
    const logout = await app.request('POST', `${AUTH}/logout`, { body: { refreshToken: login.body.data.refreshToken } });
    expect(logout.status).toBe(200);
    expect(logout.body.data).toEqual({ ok: true, message: expect.any(String) });
    const afterLogout = await app.request('GET', `${AUTH}/me`, { token: login.body.data.accessToken });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.errors).toEqual({ code: ['ReauthRequired'] });
    const refreshAfterLogout = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: login.body.data.refreshToken } });
    expect(refreshAfterLogout.body.errors).toEqual({ code: ['ReauthRequired'] });
    const logoutAgain = await app.request('POST', `${AUTH}/logout`, { body: { refreshToken: login.body.data.refreshToken } });
    expect(logoutAgain.status).toBe(200);
  });

  it('ends a session that was not refreshed for 30 days', async () => {
    const email = uniqueEmail();
    await app.request('POST', `${AUTH}/register/start`, {
      body: { organizationName: 'Idle Kitchen', branchName: 'Adhamiya', baseCurrencyCode: 'IQD', ownerName: 'Noor', email },
    });
    const code = /^(\d{6})$/m.exec((await smtp.next(email, 'registration-code')).text)![1];
    const session = (await app.request('POST', `${AUTH}/register/verify`, { body: { email, code, password: PASSWORD, deviceId: 'tablet' } })).body.data;
    app.clock.advance(29 * 24 * 3600_000);
    const kept = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: session.refreshToken } });
    expect(kept.status).toBe(200);
    app.clock.advance(30 * 24 * 3600_000 + 1000);
    const expired = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: kept.body.data.refreshToken } });
    expect(expired.status).toBe(401);
    expect(expired.body.errors).toEqual({ code: ['ReauthRequired'] });
    const unknown = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: 'rt_not-a-real-token' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors).toEqual({ code: ['Unauthorized'] });
  });
});
