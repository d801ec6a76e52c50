import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';

const C = '/api/v1/console';

describe('HR departments and positions (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  const create = (name: string, token = tenant.owner.token) => app.request('POST', `${C}/hr/departments`, { token, body: { name } });

  it('refuses a request without credentials with 401 UNAUTHORIZED', async () => {
    const res = await app.request('GET', `${C}/hr/departments`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, data: null, message: expect.any(String), code: 401, errors: { code: ['Unauthorized'] } });
  });

  it('refuses a malformed bearer token with 401', async () => {
    const res = await app.request('GET', `${C}/hr/departments`, { token: 'not-a-jwt' });
    expect(res.status).toBe(401);
    expect(res.body.errors).toEqual({ code: ['Unauthorized'] });
  });

  it('creates a department and answers in the envelope', async () => {
    const res = await create('Kitchen');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: null, code: null, errors: null });
    expect(res.body.data).toMatchObject({ id: expect.any(String), name: 'Kitchen', nameAr: null, deletedAt: null });
  });

  it('lists departments in the list shape with paging', async () => {
    await create('Service');
    await create('Delivery');
    const res = await app.request('GET', `${C}/hr/departments?PerPage=2&Page=1&Sort=name&Dir=asc`, { token: tenant.owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, perPage: 2, total: 3, totalPages: 2 });
    expect(res.body.data.items.map((d: { name: string }) => d.name)).toEqual(['Delivery', 'Kitchen']);
    const lower = await app.request('GET', `${C}/hr/departments?per_page=1&page=2&search=serv`, { token: tenant.owner.token });
    expect(lower.body.data).toMatchObject({ page: 2, perPage: 1, total: 1, items: [] });
    // Well past the end: no rows, and the list's own total, not the rows the page would skip.
    const past = await app.request('GET', `${C}/hr/departments?PerPage=2&Page=4`, { token: tenant.owner.token });
    expect(past.body.data).toMatchObject({ page: 4, perPage: 2, total: 3, totalPages: 2, totalIsExact: true, items: [] });
  });

  it('sorts descending, treats % and _ in Search literally and returns ISO date-times', async () => {
    const own = await createTenant(app.runtime);
    for (const name of ['Alpha 10%', 'Bravo 100', 'Charlie_1', 'Delta']) {
      expect((await create(name, own.owner.token)).status).toBe(200);
    }
    const desc = await app.request('GET', `${C}/hr/departments?Sort=name&Dir=desc`, { token: own.owner.token });
    expect(desc.body.data.items.map((d: { name: string }) => d.name)).toEqual(['Delta', 'Charlie_1', 'Bravo 100', 'Alpha 10%']);
    expect(desc.body.data.items[0]).toEqual({
      id: expect.any(String),
      name: 'Delta',
      nameAr: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      deletedAt: null,
      deletedBy: null,
      deleteReason: null,
    });
    const percent = await app.request('GET', `${C}/hr/departments?Search=${encodeURIComponent('0%')}`, { token: own.owner.token });
    expect(percent.body.data).toMatchObject({ total: 1, items: [{ name: 'Alpha 10%' }] });
    const underscore = await app.request('GET', `${C}/hr/departments?Search=e_`, { token: own.owner.token });
    expect(underscore.body.data).toMatchObject({ total: 1, items: [{ name: 'Charlie_1' }] });
  });

  it('answers 422 for an unknown sort field and an oversized page', async () => {
    const res = await app.request('GET', `${C}/hr/departments?Sort=password&PerPage=500`, { token: tenant.owner.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['perPage', 'sort']);
  });

  it('answers 422 with field messages for an empty name, a wrong type and an unknown field', async () => {
    const empty = await create('');
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ success: false, code: 422, errors: { name: ['is required'] } });
    const wrongType = await app.request('POST', `${C}/hr/departments`, { token: tenant.owner.token, body: { name: 42 } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.name).toBeDefined();
    const unknown = await app.request('POST', `${C}/hr/departments`, { token: tenant.owner.token, body: { name: 'X', colour: 'red' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ colour: ['is not a known field'] });
    const missing = await app.request('POST', `${C}/hr/departments`, { token: tenant.owner.token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ name: ['is required'] });
  });

  it('answers 422 (key body) for unparseable JSON, a non-object body and a non-JSON content type', async () => {
    const bad = await app.request('POST', `${C}/hr/departments`, { token: tenant.owner.token, rawBody: '{"name":' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ body: ['is not valid JSON'] });
    const array = await app.request('POST', `${C}/hr/departments`, { token: tenant.owner.token, body: ['Kitchen'] });
    expect(array.status).toBe(422);
    expect(array.body.errors).toEqual({ body: ['must be a JSON object'] });
    const text = await app.request('POST', `${C}/hr/departments`, { token: tenant.owner.token, rawBody: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(422);
    expect(text.body.errors.body).toBeDefined();
  });

  it('answers 422 for an oversized body', async () => {
    const res = await app.request('POST', `${C}/hr/departments`, { token: tenant.owner.token, body: { name: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(422);
    expect(res.body.errors.body[0]).toMatch(/at most/);
  });

  it('refuses a duplicate name with 409 CONFLICT and the Conflict echo', async () => {
    const res = await create('kitchen');
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ code: ['Conflict'] });
  });

  it('renames a department, audits and emits the change', async () => {
    const created = await create('Bakery');
    const id = created.body.data.id;
    const res = await app.request('PUT', `${C}/hr/departments/${id}`, { token: tenant.owner.token, body: { name: 'Pastry', nameAr: 'الحلويات' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, name: 'Pastry', nameAr: 'الحلويات' });
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=department&EntityId=${id}`, { token: tenant.owner.token });
    expect(trail.body.data.items.map((e: { action: string }) => e.action)).toEqual(['updated', 'created']);
    expect(trail.body.data.items[0]).toMatchObject({ actorUserId: tenant.owner.userId, changes: { name: { from: 'Bakery', to: 'Pastry' } } });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual(['hr.department.created', 'hr.department.updated']);
    expect(events[1].data).toMatchObject({ name: 'Pastry' });
  });

  it("answers 404 for another organisation's department and changes nothing", async () => {
    const theirs = await create('Theirs', other.owner.token);
    const id = theirs.body.data.id;
    const put = await app.request('PUT', `${C}/hr/departments/${id}`, { token: tenant.owner.token, body: { name: 'Hijacked' } });
    expect(put.status).toBe(404);
    expect(put.body.code).toBe(404);
    const del = await app.request('DELETE', `${C}/hr/departments/${id}`, { token: tenant.owner.token, body: { reason: 'x' } });
    expect(del.status).toBe(404);
    const list = await app.request('GET', `${C}/hr/departments?Search=Theirs`, { token: other.owner.token });
    expect(list.body.data.items).toEqual([expect.objectContaining({ id, name: 'Theirs', deletedAt: null })]);
    const mine = await app.request('GET', `${C}/hr/departments?Search=Theirs`, { token: tenant.owner.token });
    expect(mine.body.data.total).toBe(0);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const unknown = await app.request('PUT', `${C}/hr/departments/00000000-0000-4000-8000-000000000000`, { token: tenant.owner.token, body: { name: 'X' } });
    expect(unknown.status).toBe(404);
    const malformed = await app.request('PUT', `${C}/hr/departments/abc`, { token: tenant.owner.token, body: { name: 'X' } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.id).toBeDefined();
  });

  it('lets staff read departments but refuses their writes with 403 FORBIDDEN', async () => {
    const staff = await tenant.member('Staff');
    const read = await app.request('GET', `${C}/hr/departments`, { token: staff.token });
    expect(read.status).toBe(200);
    const write = await create('Staff made', staff.token);
    expect(write.status).toBe(403);
    expect(write.body.errors).toEqual({ code: ['Forbidden'] });
  });

  it('creates positions only in departments of the same organisation', async () => {
    const theirs = await create('Their kitchen', other.owner.token);
    const res = await app.request('POST', `${C}/hr/positions`, {
      token: tenant.owner.token,
      body: { title: 'Cook', departmentId: theirs.body.data.id, baseSalary: 600000 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ departmentId: ['does not refer to a department of this organisation'] });
  });

  it('keeps int64 salaries beyond 2^31 exact and validates them', async () => {
    const dept = await create('Management');
    const big = await app.request('POST', `${C}/hr/positions`, {
      token: tenant.owner.token,
      body: { title: 'General manager', departmentId: dept.body.data.id, baseSalary: 3_000_000_000 },
    });
    expect(big.status).toBe(422);
    expect(big.body.errors.baseSalary).toEqual(['must be at most 1000000000']);
    const negative = await app.request('POST', `${C}/hr/positions`, {
      token: tenant.owner.token,
      body: { title: 'Cook', departmentId: dept.body.data.id, baseSalary: -1 },
    });
    expect(negative.body.errors).toEqual({ baseSalary: ['must be 0 or more'] });
    const ok = await app.request('POST', `${C}/hr/positions`, {
      token: tenant.owner.token,
      body: { title: 'Head chef', departmentId: dept.body.data.id, baseSalary: 999_999_999 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ title: 'Head chef', baseSalary: 999_999_999, department: { id: dept.body.data.id, name: 'Management' } });
  });

  it('refuses to delete a department that positions use, then soft-deletes it with its reason', async () => {
    const dept = await create('Grill');
    const position = await app.request('POST', `${C}/hr/positions`, {
      token: tenant.owner.token,
      body: { title: 'Grill cook', departmentId: dept.body.data.id, baseSalary: 700000 },
    });
    const blocked = await app.request('DELETE', `${C}/hr/departments/${dept.body.data.id}`, { token: tenant.owner.token, body: { reason: 'closing' } });
    expect(blocked.status).toBe(409);
    const removed = await app.request('DELETE', `${C}/hr/positions/${position.body.data.id}`, { token: tenant.owner.token, body: { reason: 'grill closed' } });
    expect(removed.body.data).toMatchObject({ deleteReason: 'grill closed', deletedBy: tenant.owner.userId });
    const deleted = await app.request('DELETE', `${C}/hr/departments/${dept.body.data.id}`, { token: tenant.owner.token, body: { reason: 'closing' } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ deleteReason: 'closing', deletedAt: expect.any(String) });
    const hidden = await app.request('GET', `${C}/hr/departments?Search=Grill`, { token: tenant.owner.token });
    expect(hidden.body.data.total).toBe(0);
    const shown = await app.request('GET', `${C}/hr/departments?Search=Grill&IncludeDeleted=true`, { token: tenant.owner.token });
    expect(shown.body.data.items).toEqual([expect.objectContaining({ id: dept.body.data.id, deleteReason: 'closing' })]);
  });

  it('serves the same operations over GraphQL with the same rules', async () => {
    const created = await app.graphql(
      'mutation($input: CreateDepartmentInput!) { createDepartment(input: $input) { id name } }',
      { input: { name: 'Cashiers' } },
      { token: tenant.owner.token },
    );
    expect(created.body.data.createDepartment).toMatchObject({ name: 'Cashiers' });
    const invalid = await app.graphql('mutation { createDepartment(input: {name: ""}) { id } }', {}, { token: tenant.owner.token });
    expect(invalid.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', status: 422, fields: { name: ['is required'] } });
    const staff = await tenant.member('Staff');
    const denied = await app.graphql('mutation { createDepartment(input: {name: "Nope"}) { id } }', {}, { token: staff.token });
    expect(denied.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const anonymous = await app.graphql('{ departments { total } }');
    expect(anonymous.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
  });
});
