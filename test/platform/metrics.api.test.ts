import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { metricsEndpoint } from '../../src/core/metrics/metrics-endpoint';

/*
 * GET /metrics: Prometheus text with HTTP requests by route template and status, GraphQL
 * operations, job runs and failures, outbox lag, job queue depth, webhook deliveries and the
 * database pool; open to loopback peers without METRICS_TOKEN, bearer-only with it, off in
 * production without it.
 */

function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) return Number(line.split(' ').pop());
  }
  return undefined;
}

describe('Prometheus metrics', () => {
  let app: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true });
    tenant = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const answer = await app.request('GET', '/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    return answer.body as string;
  };

  it('counts HTTP requests by route template (never the raw path) and status', async () => {
    const id = '6f1c1f6e-0000-4000-8000-000000000001';
    await app.request('GET', `/api/v1/console/hr/employees/${id}`, { token: tenant.owner.token });
    await app.request('GET', '/api/v1/console/hr/departments', { token: tenant.owner.token });
    await app.request('GET', '/no/such/path');
    const text = await scrape();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/v1/console/hr/employees/{id}', status: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/v1/console/hr/departments', status: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/v1/console/hr/departments' })).toBe(1);
    expect(text).not.toContain(id);
  });

  it('counts GraphQL operations by type, root field and outcome, refusals included', async () => {
    await app.graphql('{ departments { total } }', {}, { token: tenant.owner.token });
    await app.graphql('mutation { createDepartment(input: { name: "" }) { id } }', {}, { token: tenant.owner.token });
    await app.graphql('{ nope }', {}, { token: tenant.owner.token });
    const text = await scrape();
    expect(sample(text, 'graphql_operations_total', { type: 'query', field: 'departments', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'graphql_operations_total', { type: 'mutation', field: 'createDepartment', outcome: 'error' })).toBe(1);
    expect(sample(text, 'graphql_operations_total', { outcome: 'refused' })).toBe(1);
  });

  it('counts job runs and failures by job', async () => {
    app.runtime.jobs.define({ name: 'metrics-probe-ok', run: async () => undefined });
    app.runtime.jobs.define({ name: 'metrics-probe-fail', run: async () => Promise.reject(new Error('probe failure')) });
    await app.runtime.jobs.enqueue('metrics-probe-ok', {});
    await app.runtime.jobs.enqueue('metrics-probe-fail', {});
    const deadline = Date.now() + 30_000;
    let text = '';
    while (Date.now() < deadline) {
      text = await scrape();
      if (sample(text, 'job_runs_total', { job: 'metrics-probe-ok' }) && sample(text, 'job_runs_total', { job: 'metrics-probe-fail' })) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(sample(text, 'job_runs_total', { job: 'metrics-probe-ok', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'job_runs_total', { job: 'metrics-probe-fail', outcome: 'failed' })).toBeGreaterThanOrEqual(1);
  });

  it('reports outbox lag, queue depth, webhook deliveries and the database pool', async () => {
    await app.request('POST', '/api/v1/console/hr/departments', { token: tenant.owner.token, body: { name: 'Metrics' } });
    const text = await scrape();
    expect(sample(text, 'outbox_pending_events')).toEqual(expect.any(Number));
    expect(sample(text, 'outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'job_queue_due')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE webhook_deliveries gauge');
    expect(text).toContain('process_cpu_seconds_total');
  });
});

describe('access to /metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ config: { metricsToken: 'scrape-token-0123456789' } });
  });
  afterAll(() => app.close());

  it('asks for the METRICS_TOKEN bearer when one is configured, even from loopback', async () => {
    expect((await app.request('GET', '/metrics')).status).toBe(401);
    expect((await app.request('GET', '/metrics', { token: 'wrong' })).status).toBe(401);
    const answer = await app.request('GET', '/metrics', { token: 'scrape-token-0123456789' });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('http_requests_total');
  });

  /** The endpoint on a fake request: other peers and production cannot be made over loopback. */
  async function statusFor(access: { token?: string; isProduction: boolean }, remoteAddress: string, authorization?: string): Promise<number> {
    let status = 200;
    const res = {
      status(code: number) {
        status = code;
        return res;
      },
      setHeader: () => res,
      type: () => res,
      send: () => res,
      end: () => res,
    };
    const req = { socket: { remoteAddress }, header: (name: string) => (name === 'authorization' ? authorization : undefined) };
    await metricsEndpoint(app.runtime.metrics, { token: access.token, isProduction: access.isProduction })(req as never, res as never);
    return status;
  }

  it('answers only loopback peers without a token, and nobody in production without one', async () => {
    expect(await statusFor({ isProduction: false }, '127.0.0.1')).toBe(200);
    expect(await statusFor({ isProduction: false }, '::1')).toBe(200);
    expect(await statusFor({ isProduction: false }, '10.1.2.3')).toBe(404);
    expect(await statusFor({ isProduction: true }, '127.0.0.1')).toBe(404);
    expect(await statusFor({ isProduction: true, token: 't0k3n-abcdefgh' }, '10.1.2.3', 'Bearer t0k3n-abcdefgh')).toBe(200);
  });
});
