import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { Advance } from '../../../src/modules/hr/advances/advance.entity';
import { C, employeeId } from './hr-helpers';

/** Advances, loans and leave requests follow their employee's branch (docs/hr.md, "Employees and branches"). */
describe("HR advances, loans and leave requests follow the employee's branch", () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let mainBranch: string;
  let eastBranch: string;
  let eastManager: TestMember;
  const ids = { east: {} as Record<string, string>, main: {} as Record<string, string>, office: {} as Record<string, string> };

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-10T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    mainBranch = tenant.branchId;
    eastBranch = await tenant.addBranch('East');
    eastManager = await tenant.member('Manager', { branchIds: [eastBranch] });
    const defaults = await app.request('POST', `${C}/hr/leave-types/defaults`, { token: owner });
    const sick = defaults.body.data.find((t: { name: string }) => t.name === 'Sick').id as string;

    const people = {
      east: await employeeId(app, owner, { fullName: 'East Cook', branchIds: [eastBranch] }),
      main: await employeeId(app, owner, { fullName: 'Main Cook', branchIds: [mainBranch] }),
      office: await employeeId(app, owner, { fullName: 'Head Office Clerk' }),
    };
    for (const [key, employee] of Object.entries(people) as Array<[keyof typeof ids, string]>) {
      const advance = await app.request('POST', `${C}/hr/advances`, { token: owner, body: { employeeId: employee, amount: 50_000 } });
      const loan = await app.request('POST', `${C}/hr/loans`, { token: owner, body: { employeeId: employee, principal: 300_000, installment: 100_000 } });
      const leave = await app.request('POST', `${C}/hr/leave`, {
        token: owner,
        body: { employeeId: employee, typeId: sick, startDate: '2026-03-22', endDate: '2026-03-23' },
      });
      for (const res of [advance, loan, leave]) if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      ids[key] = { advances: advance.body.data.id, loans: loan.body.data.id, leave: leave.body.data.id };
    }
  });
  afterAll(() => app.close());

  const lists = [
    { path: 'advances', field: 'advances', one: 'advance' },
    { path: 'loans', field: 'loans', one: 'loan' },
    { path: 'leave', field: 'leaveRequests', one: 'leaveRequest' },
  ] as const;
  const listed = (res: { body: { data: { items: Array<{ id: string }> } } }) => res.body.data.items.map((item) => item.id).sort();
  const expected = (path: string, ...who: Array<keyof typeof ids>) => who.map((key) => ids[key][path]).sort();

  it.each(lists)('filters $path by the branch of the employee over REST (BranchId)', async ({ path }) => {
    const east = await app.request('GET', `${C}/hr/${path}?BranchId=${eastBranch}`, { token: owner });
    expect(east.status).toBe(200);
    expect(listed(east)).toEqual(expected(path, 'east'));
    const main = await app.request('GET', `${C}/hr/${path}?BranchId=${mainBranch}`, { token: owner });
    expect(listed(main)).toEqual(expected(path, 'main'));
    const all = await app.request('GET', `${C}/hr/${path}?PerPage=100`, { token: owner });
    expect(listed(all)).toEqual(expected(path, 'east', 'main', 'office'));
  });

  it.each(lists)('filters $field by the branch of the employee over GraphQL (filter.branchId)', async ({ path, field }) => {
    const res = await app.graphql(
      `query ($branchId: UUID) { ${field}(filter: { branchId: $branchId }) { total items { id } } }`,
      { branchId: eastBranch },
      { token: owner },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data[field].total).toBe(1);
    expect(res.body.data[field].items.map((item: { id: string }) => item.id)).toEqual(expected(path, 'east'));
  });

  it.each(lists)("answers $path filtered by another organisation's branch with an empty page, as the employee list does", async ({ path, field }) => {
    const rest = await app.request('GET', `${C}/hr/${path}?BranchId=${other.branchId}`, { token: owner });
    expect(rest.status).toBe(200);
    expect(rest.body.data.items).toEqual([]);
    const gql = await app.graphql(
      `query ($branchId: UUID) { ${field}(filter: { branchId: $branchId }) { total } }`,
      { branchId: other.branchId },
      { token: owner },
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data[field].total).toBe(0);
  });

  it.each(lists)('refuses a BranchId on $path that is not an id with 422', async ({ path }) => {
    const res = await app.request('GET', `${C}/hr/${path}?BranchId=east`, { token: owner });
    expect(res.status).toBe(422);
  });

  it.each(lists)(
    "shows a member limited to a branch the $path of their branch's and the organisation-wide staff only; another branch's record is 404",
    async ({ path, one }) => {
      const list = await app.request('GET', `${C}/hr/${path}?PerPage=100`, { token: eastManager.token });
      expect(list.status).toBe(200);
      expect(listed(list)).toEqual(expected(path, 'east', 'office'));
      const filtered = await app.request('GET', `${C}/hr/${path}?BranchId=${mainBranch}`, { token: eastManager.token });
      expect(filtered.body.data.items).toEqual([]);
      const read = (id: string) => app.graphql(`query ($id: UUID!) { ${one}(id: $id) { id } }`, { id }, { token: eastManager.token });
      const own = await read(ids.east[path]);
      expect(own.body.errors).toBeUndefined();
      expect(own.body.data[one].id).toBe(ids.east[path]);
      expect((await read(ids.main[path])).body.errors[0].extensions.code).toBe('NOT_FOUND');
    },
  );

  it("does not let a member limited to a branch decide on another branch's advance (404, unchanged)", async () => {
    const res = await app.request('POST', `${C}/hr/advances/${ids.main.advances}/decision`, { token: eastManager.token, body: { decision: 'Approve' } });
    expect(res.status).toBe(404);
    const stored = await app.runtime.db.dataSource.manager.findOneByOrFail(Advance, { id: ids.main.advances });
    expect(stored.status).toBe('Pending');
  });

  it("refuses a member limited to a branch an advance for another branch's employee with 422 on employeeId", async () => {
    const staff = await employeeId(app, owner, { fullName: 'Main Waiter', branchIds: [mainBranch] });
    const res = await app.request('POST', `${C}/hr/advances`, { token: eastManager.token, body: { employeeId: staff, amount: 10_000 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ employeeId: ['does not refer to an employee of this organisation'] });
    expect(await app.runtime.db.dataSource.manager.countBy(Advance, { employeeId: staff })).toBe(0);
  });
});
