import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { C, employeeId, placement, postEmployee } from './hr-helpers';

describe('HR employees (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-10T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
  });
  afterAll(() => app.close());

  it('creates an employee with every field of the spec, normalising phone and e-mail', async () => {
    const { departmentId, positionId } = await placement(app, owner, 'Grill');
    const member = await tenant.member('Staff');
    const res = await postEmployee(app, owner, {
      fullName: '  Ali Hassan  ',
      userId: member.userId,
      phone: '0770 123 4567',
      email: 'Ali.Hassan@Example.IQ',
      address: 'Karrada, Baghdad',
      nationalId: '1990-1234 5678',
      photoUrl: 'https://cdn.example.iq/ali.jpg',
      dateOfBirth: '1990-05-01T00:00:00Z',
      gender: 'Male',
      maritalStatus: 'Married',
      emergencyName: 'Fatima Hassan',
      emergencyPhone: '+964 780 765 4321',
      departmentId,
      positionId,
      hireDate: '2024-01-15',
      contractType: 'FullTime',
      baseSalary: 999_999_999,
      allowances: 1_000_000_000,
      annualLeaveBalance: 21.5,
      status: 'Active',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      fullName: 'Ali Hassan',
      userId: member.userId,
      phone: '+9647701234567',
      email: 'ali.hassan@example.iq',
      nationalId: '1990-1234 5678',
      dateOfBirth: '1990-05-01T00:00:00.000Z',
      gender: 'Male',
      maritalStatus: 'Married',
      emergencyPhone: '+9647807654321',
      departmentId,
      positionId,
      hireDate: '2024-01-15',
      contractType: 'FullTime',
      baseSalary: 999_999_999,
      allowances: 1_000_000_000,
      monthlyPay: 1_999_999_999,
      annualLeaveBalance: 21.5,
      status: 'Active',
      department: { id: departmentId, name: 'Grill' },
      position: { id: positionId },
      statusHistory: [expect.objectContaining({ fromStatus: null, toStatus: 'Active', actorUserId: tenant.owner.userId })],
    });
  });

  it('defaults contract, status, allowances and the salary and department of the position', async () => {
    const { departmentId, positionId } = await placement(app, owner, 'Bakery', 650_000);
    const res = await app.request('POST', `${C}/hr/employees`, { token: owner, body: { fullName: 'Sara', hireDate: '2025-06-01', positionId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      departmentId,
      baseSalary: 650_000,
      allowances: 0,
      annualLeaveBalance: 0,
      contractType: 'FullTime',
      status: 'Active',
    });
  });

  it('reports every invalid field with its own message', async () => {
    const res = await postEmployee(app, owner, {
      fullName: '',
      phone: '12345',
      email: 'not-an-email',
      photoUrl: 'ftp://x',
      emergencyPhone: '0770',
      baseSalary: -1,
      allowances: 1_000_000_001,
      annualLeaveBalance: 1.234,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      fullName: ['is required'],
      phone: [expect.stringMatching(/Iraqi mobile number/)],
      email: ['must be a valid e-mail address'],
      photoUrl: ['must be an http(s) URL'],
      emergencyPhone: [expect.stringMatching(/Iraqi mobile number/)],
      baseSalary: ['must be 0 or more'],
      allowances: ['must be at most 1000000000'],
      annualLeaveBalance: ['must have at most 2 decimal places'],
    });
    const enums = await postEmployee(app, owner, { gender: 'Robot', hireDate: '2024-13-01' });
    expect(enums.status).toBe(422);
    expect(Object.keys(enums.body.errors).sort()).toEqual(['gender', 'hireDate']);
    const missing = await app.request('POST', `${C}/hr/employees`, { token: owner, body: {} });
    expect(missing.body.errors).toEqual({ fullName: ['is required'], hireDate: ['is required'] });
  });

  it('checks that dates are in order', async () => {
    const res = await postEmployee(app, owner, { dateOfBirth: '2015-01-01T00:00:00Z', hireDate: '2025-01-01' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ dateOfBirth: ['must be at least 15 years before hireDate'] });
    const future = await postEmployee(app, owner, { hireDate: '2027-06-01' });
    expect(future.body.errors).toEqual({ hireDate: ['must be at most a year ahead (on or before 2027-03-10)'] });
  });

  it("refuses another organisation's department, position and user, and a position of another department", async () => {
    const theirs = await placement(app, other.owner.token, 'Their kitchen');
    const stranger = await other.member('Staff');
    const res = await postEmployee(app, owner, { departmentId: theirs.departmentId, positionId: theirs.positionId, userId: stranger.userId });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      departmentId: ['does not refer to a department of this organisation'],
      positionId: ['does not refer to a position of this organisation'],
      userId: ['does not refer to a member of this organisation'],
    });
    const a = await placement(app, owner, 'Salads');
    const b = await placement(app, owner, 'Drinks');
    const mixed = await postEmployee(app, owner, { departmentId: a.departmentId, positionId: b.positionId });
    expect(mixed.body.errors).toEqual({ positionId: ['belongs to another department than departmentId'] });
  });

  it('keeps national ids unique per organisation (ignoring case, spaces and dashes) and one employee per user', async () => {
    await employeeId(app, owner, { nationalId: 'AB-778899' });
    const dup = await postEmployee(app, owner, { nationalId: 'ab 778899' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ nationalId: ['is already used by another employee of this organisation'] });
    const elsewhere = await postEmployee(app, other.owner.token, { nationalId: 'AB-778899' });
    expect(elsewhere.status).toBe(200);
    const member = await tenant.member('Staff');
    await employeeId(app, owner, { userId: member.userId });
    const twice = await postEmployee(app, owner, { userId: member.userId });
    expect(twice.body.errors).toEqual({ userId: ['is already linked to another employee'] });
  });

  it('updates given fields only, clears with null, audits and emits', async () => {
    const id = await employeeId(app, owner, { fullName: 'Omar', phone: '07701112233', address: 'Basra' });
    const res = await app.request('PUT', `${C}/hr/employees/${id}`, { token: owner, body: { allowances: 250_000, address: null, maritalStatus: 'Single' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ fullName: 'Omar', phone: '+9647701112233', address: null, allowances: 250_000, maritalStatus: 'Single' });
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=employee&EntityId=${id}`, { token: owner });
    expect(trail.body.data.items[0]).toMatchObject({
      action: 'updated',
      actorUserId: tenant.owner.userId,
      changes: { allowances: { from: 200_000, to: 250_000 }, address: { from: 'Basra', to: null }, maritalStatus: { from: null, to: 'Single' } },
    });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual(['hr.employee.created', 'hr.employee.updated']);
    expect(events[1].data).not.toHaveProperty('nationalId');
    const cleared = await app.request('PUT', `${C}/hr/employees/${id}`, { token: owner, body: { fullName: null, hireDate: null } });
    expect(cleared.status).toBe(422);
    expect(cleared.body.errors).toEqual({ fullName: ['is required'], hireDate: ['must not be null'] });
  });

  it('moves the employment status along the state machine with history, audit and events', async () => {
    const id = await employeeId(app, owner);
    const move = (status: string, reason = 'because') => {
      app.clock.advance(60_000);
      return app.request('POST', `${C}/hr/employees/${id}/employment-status`, { token: owner, body: { status, reason } });
    };
    expect((await move('Suspended', 'Cash shortage investigation')).body.data.status).toBe('Suspended');
    const refused = await move('OnLeave');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ code: ['Conflict'] });
    expect(refused.body.message).toBe('An employee who is Suspended can move only to Active, Resigned, Terminated.');
    expect((await move('Suspended')).status).toBe(409);
    expect((await move('Active', 'Cleared')).status).toBe(200);
    expect((await move('Retired', 'Reached retirement age')).status).toBe(200);
    const final = await move('Active');
    expect(final.status).toBe(409);
    expect(final.body.message).toBe('An employee who is Retired cannot change status.');
    const noReason = await app.request('POST', `${C}/hr/employees/${id}/employment-status`, { token: owner, body: { status: 'Active' } });
    expect(noReason.body.errors).toEqual({ reason: ['is required'] });
    const badStatus = await move('Fired');
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors.status).toBeDefined();

    const got = await app.request('GET', `${C}/hr/employees/${id}`, { token: owner });
    expect(
      got.body.data.statusHistory.map((h: { fromStatus: string | null; toStatus: string; reason: string }) => [h.fromStatus, h.toStatus, h.reason]),
    ).toEqual([
      ['Active', 'Retired', 'Reached retirement age'],
      ['Suspended', 'Active', 'Cleared'],
      ['Active', 'Suspended', 'Cash shortage investigation'],
      [null, 'Active', 'Employee created'],
    ]);
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=employee&EntityId=${id}`, { token: owner });
    expect(trail.body.data.items[0]).toMatchObject({
      action: 'status-changed',
      reason: 'Reached retirement age',
      changes: { status: { from: 'Active', to: 'Retired' } },
    });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id, type: 'hr.employee.status-changed' } });
    expect(events).toHaveLength(3);

    const viaUpdate = await app.request('PUT', `${C}/hr/employees/${id}`, { token: owner, body: { status: 'Active' } });
    expect(viaUpdate.status).toBe(409);
  });

  it('hides Retired employees unless IncludeRetired=true and filters by department, position, status and search', async () => {
    const spot = await placement(app, owner, 'Shawarma');
    const active = await employeeId(app, owner, { fullName: 'Zaid Shawarma', ...spot });
    const retired = await employeeId(app, owner, { fullName: 'Karim Shawarma', ...spot, status: 'Retired' });
    const suspended = await employeeId(app, owner, { fullName: 'Huda Shawarma', ...spot, status: 'Suspended' });
    const ids = async (query: string) =>
      (await app.request('GET', `${C}/hr/employees?${query}`, { token: owner })).body.data.items.map((e: { id: string }) => e.id);
    expect(await ids(`DepartmentId=${spot.departmentId}&Sort=fullName`)).toEqual([suspended, active]);
    expect(await ids(`DepartmentId=${spot.departmentId}&IncludeRetired=true&Sort=fullName`)).toEqual([suspended, retired, active]);
    expect(await ids(`PositionId=${spot.positionId}&EmploymentStatus=Retired`)).toEqual([retired]);
    expect(await ids(`PositionId=${spot.positionId}&EmploymentStatus=suspended`)).toEqual([suspended]);
    expect(await ids(`Search=zaid`)).toEqual([active]);
    const badSort = await app.request('GET', `${C}/hr/employees?Sort=nationalId`, { token: owner });
    expect(badSort.status).toBe(422);
    const badStatus = await app.request('GET', `${C}/hr/employees?EmploymentStatus=Sleeping`, { token: owner });
    expect(badStatus.body.errors.employmentStatus[0]).toMatch(/^must be one of: Active, OnLeave/);
  });

  it("answers 404 for another organisation's employee and changes nothing", async () => {
    const theirs = await employeeId(app, other.owner.token, { fullName: 'Not yours' });
    for (const [method, path, body] of [
      ['GET', `${C}/hr/employees/${theirs}`, undefined],
      ['PUT', `${C}/hr/employees/${theirs}`, { fullName: 'Hijacked' }],
      ['DELETE', `${C}/hr/employees/${theirs}`, { reason: 'x' }],
      ['POST', `${C}/hr/employees/${theirs}/employment-status`, { status: 'Terminated', reason: 'x' }],
    ] as const) {
      const res = await app.request(method, path, { token: owner, body });
      expect(res.status).toBe(404);
    }
    const still = await app.request('GET', `${C}/hr/employees/${theirs}`, { token: other.owner.token });
    expect(still.body.data).toMatchObject({ fullName: 'Not yours', status: 'Active', deletedAt: null });
  });

  it('soft-deletes with a reason and guards departments and positions still in use', async () => {
    const spot = await placement(app, owner, 'Pizza');
    const id = await employeeId(app, owner, spot);
    const dept = await app.request('DELETE', `${C}/hr/departments/${spot.departmentId}`, { token: owner, body: {} });
    expect(dept.status).toBe(409);
    const pos = await app.request('DELETE', `${C}/hr/positions/${spot.positionId}`, { token: owner, body: {} });
    expect(pos.status).toBe(409);
    expect(pos.body.message).toMatch(/held by 1 employee/);
    const deleted = await app.request('DELETE', `${C}/hr/employees/${id}`, { token: owner, body: { reason: 'Duplicate record' } });
    expect(deleted.body.data).toMatchObject({ deleteReason: 'Duplicate record', deletedBy: tenant.owner.userId, deletedAt: expect.any(String) });
    const list = await app.request('GET', `${C}/hr/employees?DepartmentId=${spot.departmentId}`, { token: owner });
    expect(list.body.data.total).toBe(0);
    expect((await app.request('DELETE', `${C}/hr/positions/${spot.positionId}`, { token: owner, body: {} })).status).toBe(200);
  });

  it('lets staff see only their own employee record and refuses their writes', async () => {
    const staff = await tenant.member('Staff');
    const own = await employeeId(app, owner, { userId: staff.userId, fullName: 'Staff Self' });
    const someoneElse = await employeeId(app, owner);
    const list = await app.request('GET', `${C}/hr/employees?IncludeRetired=true&PerPage=100`, { token: staff.token });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((e: { id: string }) => e.id)).toEqual([own]);
    expect((await app.request('GET', `${C}/hr/employees/${own}`, { token: staff.token })).status).toBe(200);
    expect((await app.request('GET', `${C}/hr/employees/${someoneElse}`, { token: staff.token })).status).toBe(404);
    const write = await postEmployee(app, staff.token);
    expect(write.status).toBe(403);
    expect(write.body.errors).toEqual({ code: ['Forbidden'] });
    const status = await app.request('POST', `${C}/hr/employees/${own}/employment-status`, { token: staff.token, body: { status: 'OnLeave', reason: 'x' } });
    expect(status.status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await postEmployee(app, accountant.token)).status).toBe(403);
    expect((await app.request('GET', `${C}/hr/employees/${someoneElse}`, { token: accountant.token })).status).toBe(200);
    const hr = await tenant.member('Hr');
    expect((await postEmployee(app, hr.token)).status).toBe(200);
  });

  it('serves employees over GraphQL with the full enum vocabularies', async () => {
    const res = await app.graphql(
      `mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { id fullName gender contractType status baseSalary } }`,
      { input: { fullName: 'Layla', hireDate: '2025-02-01', gender: 'Female', contractType: 'DailyWage', baseSalary: '1000000000' } },
      { token: owner },
    );
    expect(res.body.data.createEmployee).toMatchObject({
      fullName: 'Layla',
      gender: 'Female',
      contractType: 'DailyWage',
      status: 'Active',
      baseSalary: 1_000_000_000,
    });
    const introspection = await app.graphql(
      `{ g: __type(name: "Gender") { enumValues { name } } m: __type(name: "MaritalStatus") { enumValues { name } }
         c: __type(name: "EmployeeContractType") { enumValues { name } } s: __type(name: "EmploymentStatus") { enumValues { name } } }`,
      {},
      { token: owner },
    );
    const names = (key: string) => introspection.body.data[key].enumValues.map((v: { name: string }) => v.name);
    expect(names('g')).toEqual(['Male', 'Female']);
    expect(names('m')).toEqual(['Single', 'Married', 'Divorced', 'Widowed']);
    expect(names('c')).toEqual(['FullTime', 'PartTime', 'Temporary', 'Seasonal', 'DailyWage', 'Intern', 'Contractor']);
    expect(names('s')).toEqual(['Active', 'OnLeave', 'Suspended', 'Resigned', 'Terminated', 'Retired']);
    const openapi = await app.request('GET', '/api/v1/openapi.json');
    const text = JSON.stringify(openapi.body);
    for (const value of ['DailyWage', 'Widowed', 'OnLeave', 'Female']) expect(text).toContain(value);
    expect(openapi.body.paths[`${C}/hr/employees/{id}/employment-status`].post).toBeDefined();
  });
});
