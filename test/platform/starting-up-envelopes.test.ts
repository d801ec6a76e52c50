import type { AddressInfo } from 'node:net';
import express from 'express';
import { createServiceHttpServer } from '../../src/core/http/service-http-server';
import { startingUp } from '../../src/core/http/starting-up';

/*
 * A process listening before its runtime is up (starting, or waiting for a primary after a
 * failover; src/main.ts) answers every caller in the envelope it reads everywhere else, with
 * Retry-After: the console, REST and guest paths the console envelope, partner paths the partner
 * envelope, GraphQL an errors array (docs/operations.md, "Failover").
 */
describe("a process still starting answers 503 in each caller's own envelope", () => {
  const service = createServiceHttpServer(express(), startingUp);
  let base = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => service.server.close(() => resolve())));

  const call = async (method: string, path: string, headers: Record<string, string> = {}, body?: string) => {
    const res = await fetch(`${base}${path}`, { method, headers, body });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), type: res.headers.get('content-type'), body: await res.json() };
  };

  it('answers the console, REST and guest paths in the console envelope with Retry-After', async () => {
    for (const path of ['/api/v1/console/sales/orders', '/api/v1/auth/login', '/api/v1/guest/self-order/abc/menu', '/']) {
      const res = await call('GET', path);
      expect({ path, status: res.status, retryAfter: res.retryAfter, type: res.type }).toEqual({
        path,
        status: 503,
        retryAfter: '5',
        type: 'application/json; charset=utf-8',
      });
      expect(res.body).toEqual({
        success: false,
        data: null,
        message: 'The service is starting. Try again shortly.',
        code: 503,
        errors: { code: ['ServiceStarting'] },
      });
    }
  });

  it('answers partner paths in the partner envelope and GraphQL with its errors array, in Arabic when asked', async () => {
    const partner = await call('GET', '/api/v1/public/orders');
    expect(partner).toMatchObject({ status: 503, retryAfter: '5' });
    expect(partner.body).toEqual({ ok: false, error: { code: 503, message: 'The service is starting. Try again shortly.' } });

    const graphql = await call('POST', '/graphql', { 'content-type': 'application/json', 'accept-language': 'ar' }, JSON.stringify({ query: '{ me { id } }' }));
    expect(graphql).toMatchObject({ status: 503, retryAfter: '5' });
    expect(graphql.body).toEqual({
      errors: [{ message: 'الخدمة قيد التشغيل. أعد المحاولة بعد قليل.', extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } }],
    });
  });

  it('keeps /healthz 200 and /readyz 503 with its checks', async () => {
    expect(await call('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await call('GET', '/readyz')).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { status: 'not ready', checks: { database: false, jobs: false } },
    });
  });
});
