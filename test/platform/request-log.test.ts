// @test-pass embedded: opens no database, so the PostgreSQL pass leaves it out (jest.config.js).
import { EventEmitter } from 'node:events';
import { requestIdMiddleware } from '../../src/core/http/request-id.middleware';

/*
 * The request log line carries the request id, the organisation and the principal (by ids), and
 * nothing secret: no Authorization header, API key or token.
 */

function run(principal: unknown, headers: Record<string, string>) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = { isLevelEnabled: () => true, info: (fields: Record<string, unknown>) => lines.push(fields) };
  const res = Object.assign(new EventEmitter(), { locals: {} as Record<string, unknown>, statusCode: 200, setHeader: () => undefined });
  const req = { header: (name: string) => headers[name.toLowerCase()], method: 'GET', originalUrl: '/api/v1/console/hr/departments?Search=x', headers };
  requestIdMiddleware(logger as never)(req as never, res as never, () => undefined);
  res.locals.ctx = { principal };
  res.emit('finish');
  return lines[0];
}

describe('request log lines', () => {
  it('name the request, the organisation and the principal by ids, never a secret', () => {
    const line = run(
      { kind: 'apiKey', userId: 'u-1', apiKeyId: 'k-1', organizationId: 'o-1', sessionId: null, branchId: 'b-1', role: null, permissions: new Set() },
      { authorization: 'Bearer secret-token-value', 'x-api-key': 'bo_live_secret', 'x-request-id': 'req-12345678' },
    );
    expect(line).toMatchObject({
      requestId: 'req-12345678',
      path: '/api/v1/console/hr/departments',
      status: 200,
      organizationId: 'o-1',
      principal: { kind: 'apiKey', userId: 'u-1', apiKeyId: 'k-1' },
    });
    expect(JSON.stringify(line)).not.toMatch(/secret/);
  });

  it('leave the organisation out for anonymous callers', () => {
    const line = run(null, {});
    expect(line.organizationId).toBeUndefined();
    expect(line.requestId).toEqual(expect.any(String));
  });
});
