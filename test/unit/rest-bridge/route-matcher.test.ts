import { MalformedPathParameter, RouteMatcher } from '../../../rest-bridge/route-matcher';

function matcherOf(routes: Array<[string, string]>): RouteMatcher<string> {
  const matcher = new RouteMatcher<string>();
  for (const [method, path] of routes) matcher.add(method, path, `${method} ${path}`);
  return matcher;
}

describe('RouteMatcher', () => {
  const matcher = matcherOf([
    ['GET', '/api/v1/console/api-keys'],
    ['GET', '/api/v1/console/api-keys/scopes'],
    ['GET', '/api/v1/console/api-keys/{id}'],
    ['PUT', '/api/v1/console/api-keys/{id}'],
    ['POST', '/api/v1/console/api-keys/{id}/rotate'],
    ['GET', '/api/v1/console/hr/employees/{employeeId}/advances'],
    ['POST', '/api/v1/console/widgets/export'],
    ['GET', '/api/v1/console/widgets/{id}'],
  ]);

  it('finds a static path', () => {
    expect(matcher.match('GET', '/api/v1/console/api-keys')).toEqual({ route: 'GET /api/v1/console/api-keys', params: {} });
  });

  it('prefers a static segment over a parameter at the same position', () => {
    expect(matcher.match('GET', '/api/v1/console/api-keys/scopes')?.route).toBe('GET /api/v1/console/api-keys/scopes');
    expect(matcher.match('GET', '/api/v1/console/api-keys/k-1')).toEqual({ route: 'GET /api/v1/console/api-keys/{id}', params: { id: 'k-1' } });
  });

  it('falls back to the parameter route when the static route lacks the method', () => {
    expect(matcher.match('GET', '/api/v1/console/widgets/export')).toEqual({ route: 'GET /api/v1/console/widgets/{id}', params: { id: 'export' } });
  });

  it('names parameters per route, even where routes share a position', () => {
    expect(matcher.match('GET', '/api/v1/console/hr/employees/e-9/advances')?.params).toEqual({ employeeId: 'e-9' });
    expect(matcher.match('POST', '/api/v1/console/api-keys/k-2/rotate')?.params).toEqual({ id: 'k-2' });
  });

  it('ignores one trailing slash and the case of static segments, as Express does', () => {
    expect(matcher.match('GET', '/api/v1/console/api-keys/')?.route).toBe('GET /api/v1/console/api-keys');
    expect(matcher.match('GET', '/API/V1/Console/Api-Keys/AbC')?.params).toEqual({ id: 'AbC' });
  });

  it('serves HEAD with the GET route', () => {
    expect(matcher.match('HEAD', '/api/v1/console/api-keys')?.route).toBe('GET /api/v1/console/api-keys');
  });

  it('matches nothing for an unknown path, an unknown method or an empty parameter segment', () => {
    expect(matcher.match('GET', '/api/v1/console/nothing')).toBeNull();
    expect(matcher.match('DELETE', '/api/v1/console/api-keys/k-1')).toBeNull();
    expect(matcher.match('GET', '/api/v1/console/api-keys//rotate')).toBeNull();
    expect(matcher.match('GET', '/api/v1/console/api-keys/k-1/extra')).toBeNull();
  });

  it('percent-decodes parameters and reports a malformed one by name', () => {
    expect(matcher.match('GET', '/api/v1/console/api-keys/a%20b')?.params).toEqual({ id: 'a b' });
    expect(() => matcher.match('GET', '/api/v1/console/api-keys/%E0%A4%A')).toThrow(MalformedPathParameter);
  });

  it('lists the methods served at a path for OPTIONS', () => {
    expect(matcher.methodsAt('/api/v1/console/api-keys/k-1').sort()).toEqual(['GET', 'HEAD', 'PUT']);
    expect(matcher.methodsAt('/api/v1/console/widgets/export').sort()).toEqual(['GET', 'HEAD', 'POST']);
    expect(matcher.methodsAt('/api/v1/console/nothing')).toEqual([]);
  });

  it('refuses the same method and path twice', () => {
    expect(() =>
      matcherOf([
        ['GET', '/a/{id}'],
        ['GET', '/a/{key}'],
      ]),
    ).toThrow(/registered twice/);
  });
});
