import { startTestApp, type TestApp } from '../../support/test-app';
import { DevInbox } from './support/mailbox';
import { AUTH, PASSWORD, register, uniqueEmail } from './support/flows';

const NEW_PASSWORD = 'a much better passphrase';

describe('Passwords: change, forgot and reset', () => {
  let app: TestApp;
  let inbox: DevInbox;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true });
    inbox = new DevInbox(app);
  });
  afterAll(() => app.close());

  const login = (email: string, password: string, branchId: string, deviceId: string) =>
    app.request('POST', `${AUTH}/login`, { body: { email, password, branchId, deviceId } });

  it('changes the password, keeps the current session and signs out the others', async () => {
    const owner = await register(app, inbox);
    const phone = await login(owner.email, PASSWORD, owner.branchId, 'phone');
    const res = await app.request('POST', `${AUTH}/change-password`, {
      token: owner.accessToken,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ otherSessionsRevoked: 1, passwordChangedAt: expect.any(String) });
    expect((await app.request('GET', `${AUTH}/me`, { token: owner.accessToken })).status).toBe(200);
    const other = await app.request('GET', `${AUTH}/me`, { token: phone.body.data.accessToken });
    expect(other.status).toBe(401);
    expect(other.body.errors).toEqual({ code: ['ReauthRequired'] });
    const otherRefresh = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: phone.body.data.refreshToken } });
    expect(otherRefresh.body.errors).toEqual({ code: ['ReauthRequired'] });
    expect((await login(owner.email, PASSWORD, owner.branchId, 'tablet')).status).toBe(401);
    expect((await login(owner.email, NEW_PASSWORD, owner.branchId, 'tablet')).status).toBe(200);
    await inbox.next(owner.email, 'password-changed');
  });

  it('refuses a wrong current password and a weak or unchanged new one with 422', async () => {
    const owner = await register(app, inbox);
    const wrong = await app.request('POST', `${AUTH}/change-password`, {
      token: owner.accessToken,
      body: { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ currentPassword: ['is not correct'] });
    const weak = await app.request('POST', `${AUTH}/change-password`, { token: owner.accessToken, body: { currentPassword: PASSWORD, newPassword: 'short' } });
    expect(weak.body.errors).toEqual({ newPassword: ['must be at least 10 characters'] });
    const same = await app.request('POST', `${AUTH}/change-password`, { token: owner.accessToken, body: { currentPassword: PASSWORD, newPassword: PASSWORD } });
    expect(same.body.errors).toEqual({ newPassword: ['must differ from the current password'] });
    const anonymous = await app.request('POST', `${AUTH}/change-password`, { body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    expect(anonymous.status).toBe(401);
  });

  it('answers password/forgot the same for known and unknown addresses, mailing only the known one', async () => {
    const owner = await register(app, inbox);
    const unknownEmail = uniqueEmail('ghost');
    const known = await app.request('POST', `${AUTH}/password/forgot`, { body: { email: owner.email } });
    const unknown = await app.request('POST', `${AUTH}/password/forgot`, { body: { email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const strip = (data: Record<string, unknown>) => ({ ...data, email: undefined });
    expect(strip(known.body.data)).toEqual(strip(unknown.body.data));
    await inbox.next(owner.email, 'password-reset-code');
    expect(await inbox.count(unknownEmail)).toBe(0);
    const tooSoonKnown = await app.request('POST', `${AUTH}/password/forgot`, { body: { email: owner.email } });
    const tooSoonUnknown = await app.request('POST', `${AUTH}/password/forgot`, { body: { email: unknownEmail } });
    expect([tooSoonKnown.status, tooSoonUnknown.status]).toEqual([429, 429]);
  });

  it('resets the password with the mailed code once and signs out every session', async () => {
    const owner = await register(app, inbox);
    await app.request('POST', `${AUTH}/password/forgot`, { body: { email: owner.email } });
    const code = await inbox.nextCode(owner.email, 'password-reset-code');
    const wrong = await app.request('POST', `${AUTH}/password/reset`, {
      body: { email: owner.email, code: code === '123456' ? '654321' : '123456', password: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: ['is not correct'] });
    const weak = await app.request('POST', `${AUTH}/password/reset`, { body: { email: owner.email, code, password: owner.email } });
    expect(weak.body.errors).toEqual({ password: ['must not be your e-mail address'] });
    const reset = await app.request('POST', `${AUTH}/password/reset`, { body: { email: owner.email, code, password: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.ok).toBe(true);
    const again = await app.request('POST', `${AUTH}/password/reset`, { body: { email: owner.email, code, password: 'yet another passphrase' } });
    expect(again.status).toBe(422);
    const old = await app.request('GET', `${AUTH}/me`, { token: owner.accessToken });
    expect(old.body.errors).toEqual({ code: ['ReauthRequired'] });
    expect((await login(owner.email, NEW_PASSWORD, owner.branchId, 'laptop')).status).toBe(200);
    await inbox.next(owner.email, 'password-reset');
  });

  it('answers a reset for an unknown address like a wrong code', async () => {
    const res = await app.request('POST', `${AUTH}/password/reset`, { body: { email: uniqueEmail('ghost'), code: '123456', password: NEW_PASSWORD } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['is not correct'] });
  });

  it('offers the same operations over GraphQL', async () => {
    const owner = await register(app, inbox);
    const changed = await app.graphql(
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { otherSessionsRevoked } }',
      { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } },
      { token: owner.accessToken },
    );
    expect(changed.body.data.changePassword).toEqual({ otherSessionsRevoked: 0 });
    const forgot = await app.graphql('mutation { forgotPassword(input: {email: "nobody@example.test"}) { purpose expiresInSeconds } }');
    expect(forgot.body.data.forgotPassword).toEqual({ purpose: 'PasswordReset', expiresInSeconds: 600 });
  });
});
