import { startTestApp, type TestApp } from '../../support/test-app';
import { devMailboxRouter } from '../../../src/web/dev-mailbox';
import { AUTH, uniqueEmail } from './support/flows';

/*
 * The development mailbox page: a newcomer registering an organisation in development reads the
 * code at /dev/mailbox. Never there in production, nor when a mail server is configured, nor for
 * a peer other than loopback.
 */
describe('development mailbox page', () => {
  describe('in development without SMTP_URL', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ jobs: true });
    });
    afterAll(() => app.close());

    it('shows the registration code mailed to a newcomer, as a page and as JSON', async () => {
      const email = uniqueEmail('mailbox');
      const start = await app.request('POST', `${AUTH}/register/start`, {
        body: { organizationName: 'Mailbox Grill', branchName: 'Karrada', baseCurrencyCode: 'IQD', ownerName: 'Ali Hassan', email },
      });
      expect(start.status).toBe(200);
      let json: any;
      for (let tries = 0; tries < 100; tries++) {
        json = (await app.request('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'application/json' } })).body;
        if (json.mails.length) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(json.mails).toHaveLength(1);
      const code = /^(\d{6})$/m.exec(json.mails[0].text)![1];
      const page = await app.request<string>('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.body).toContain(code);
      expect(page.body).toContain('Development mailbox');
      const other = await app.request<string>('GET', `/dev/mailbox?to=someone-else@example.test`, { headers: { accept: 'text/html' } });
      expect(other.body).not.toContain(code);
      const verify = await app.request('POST', `${AUTH}/register/verify`, { body: { email, code, password: 'correct horse battery', deviceId: 'laptop-1' } });
      expect(verify.status).toBe(200);
    });

    it('answers 404 to a peer that is not loopback', async () => {
      const router = devMailboxRouter(app.runtime);
      const res = {
        statusCode: 200,
        status(code: number) {
          this.statusCode = code;
          return this;
        },
        type() {
          return this;
        },
        send: jest.fn(),
        setHeader: jest.fn(),
      };
      await new Promise<void>((resolve) => {
        res.send.mockImplementation(() => resolve());
        router(
          { method: 'GET', url: '/dev/mailbox', path: '/dev/mailbox', query: {}, headers: {}, socket: { remoteAddress: '10.1.2.3' } } as never,
          res as never,
          () => resolve(),
        );
      });
      expect(res.statusCode).toBe(404);
    });
  });

  it('does not exist in production', async () => {
    const app = await startTestApp({ config: { isProduction: true, nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const res = await app.request('GET', '/dev/mailbox', { headers: { accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Development mailbox');
    } finally {
      await app.close();
    }
  });

  it('does not exist when a mail server is configured (development with SMTP_URL)', async () => {
    const app = await startTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      expect((await app.request('GET', '/dev/mailbox')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
