import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { Employee } from '../../../src/modules/hr/employees/employee.entity';
import { download, waitForJob } from '../exports/exports-helpers';
import { C, employeeId, postEmployee } from './hr-helpers';

describe('HR employees belong to branches', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let mainBranch: string;
  let eastBranch: string;
  let eastManager: TestMember;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, now: new Date('2026-03-10T09:00:00Z'), singleNode: true });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    mainBranch = tenant.branchId;
    eastBranch = await tenant.addBranch('East');
    eastManager = await tenant.member('Manager', { branchIds: [eastBranch] });
  });
  afterAll(() => app.close());

  const names = (res: { body: { data: { items: Array<{ fullName: string }> } } }) => res.body.data.items.map((item) => item.fullName).sort();

  it('stores the branches of an employee (duplicates once), filters the list by branch and replaces them on update', async () => {
    const created = await postEmployee(app, owner, { fullName: 'Both Branches', branchIds: [mainBranch, eastBranch, mainBranch] });
    expect(created.status).toBe(200);
    expect(created.body.data.branchIds).toEqual([mainBranch, eastBranch]);
    await employeeId(app, owner, { fullName: 'Main Only', branchIds: [mainBranch] });
    await employeeId(app, owner, { fullName: 'Head Office' });

    const east = await app.request('GET', `${C}/hr/employees?BranchId=${eastBranch}`, { token: owner });
    expect(east.status).toBe(200);
    expect(names(east)).toEqual(['Both Branches']);
    const main = await app.request('GET', `${C}/hr/employees?BranchId=${mainBranch}`, { token: owner });
    expect(names(main)).toEqual(['Both Branches', 'Main Only']);

    const moved = await app.request('PUT', `${C}/hr/employees/${created.body.data.id}`, { token: owner, body: { branchIds: [eastBranch] } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.branchIds).toEqual([eastBranch]);
    const audit = await app.request('GET', `${C}/audit-trail?EntityType=employee&EntityId=${created.body.data.id}`, { token: owner });
    expect(audit.body.data.items[0].changes).toMatchObject({ branchIds: { from: [mainBranch, eastBranch], to: [eastBranch] } });
  });

  it("refuses another organisation's branch and an unknown one with 422 on the item, and changes nothing", async () => {
    const id = await employeeId(app, owner, { fullName: 'Unmoved', branchIds: [mainBranch] });
    const res = await app.request('PUT', `${C}/hr/employees/${id}`, { token: owner, body: { branchIds: [mainBranch, other.branchId] } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'branchIds[1]': ['does not refer to a branch of this organisation'] });
    const bad = await postEmployee(app, owner, { branchIds: ['not-a-uuid'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['branchIds[0]']);
    const stored = await app.runtime.db.dataSource.manager.findOneByOrFail(Employee, { id });
    expect(stored.branchIds).toEqual([mainBranch]);
  });

  it("answers 404 for another organisation's employee, also with a branch filter of its own", async () => {
    const foreign = await employeeId(app, other.owner.token, { fullName: 'Foreign', branchIds: [other.branchId] });
    expect((await app.request('PUT', `${C}/hr/employees/${foreign}`, { token: owner, body: { branchIds: [mainBranch] } })).status).toBe(404);
    const list = await app.request('GET', `${C}/hr/employees?BranchId=${other.branchId}`, { token: owner });
    expect(list.body.data.items).toEqual([]);
    const stored = await app.runtime.db.dataSource.manager.findOneByOrFail(Employee, { id: foreign });
    expect(stored.branchIds).toEqual([other.branchId]);
  });

  it("shows a member limited to some branches their branches' and the organisation-wide staff: another branch's are 404 and unchanged", async () => {
    const eastCook = await employeeId(app, owner, { fullName: 'East Cook', branchIds: [eastBranch] });
    const mainCook = await employeeId(app, owner, { fullName: 'Main Cook', branchIds: [mainBranch] });
    const list = await app.request('GET', `${C}/hr/employees?PerPage=100`, { token: eastManager.token });
    expect(list.status).toBe(200);
    const seen = names(list);
    expect(seen).toContain('East Cook');
    expect(seen).not.toContain('Main Cook');
    // Staff of the organisation as a whole (no branch) are everyone's.
    expect(seen).toContain('Head Office');

    expect((await app.request('GET', `${C}/hr/employees/${eastCook}`, { token: eastManager.token })).status).toBe(200);
    expect((await app.request('GET', `${C}/hr/employees/${mainCook}`, { token: eastManager.token })).status).toBe(404);
    const write = await app.request('PUT', `${C}/hr/employees/${mainCook}`, { token: eastManager.token, body: { fullName: 'Renamed' } });
    expect(write.status).toBe(404);
    const status = await app.request('POST', `${C}/hr/employees/${mainCook}/employment-status`, {
      token: eastManager.token,
      body: { status: 'Suspended', reason: 'Late' },
    });
    expect(status.status).toBe(404);
    expect((await app.request('DELETE', `${C}/hr/employees/${mainCook}`, { token: eastManager.token })).status).toBe(404);
    const stored = await app.runtime.db.dataSource.manager.findOneByOrFail(Employee, { id: mainCook });
    expect(stored).toMatchObject({ fullName: 'Main Cook', status: 'Active', deletedAt: null });
  });

  it('hires for the active branch when a limited member names none; a branch outside theirs is 403, none at all 422', async () => {
    const hired = await postEmployee(app, eastManager.token, { fullName: 'East Waiter' });
    expect(hired.status).toBe(200);
    expect(hired.body.data.branchIds).toEqual([eastBranch]);

    const outside = await postEmployee(app, eastManager.token, { fullName: 'Main Waiter', branchIds: [mainBranch] });
    expect(outside.status).toBe(403);
    const moved = await app.request('PUT', `${C}/hr/employees/${hired.body.data.id}`, {
      token: eastManager.token,
      body: { branchIds: [eastBranch, mainBranch] },
    });
    expect(moved.status).toBe(403);
    const emptied = await app.request('PUT', `${C}/hr/employees/${hired.body.data.id}`, { token: eastManager.token, body: { branchIds: [] } });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors).toEqual({ branchIds: ['must include at least one of your branches'] });
    const stored = await app.runtime.db.dataSource.manager.findOneByOrFail(Employee, { id: hired.body.data.id });
    expect(stored.branchIds).toEqual([eastBranch]);
    expect((await postEmployee(app, owner, { fullName: 'Owner hires anywhere', branchIds: [mainBranch] })).status).toBe(200);
  });

  it('needs hr:write to set branches (Staff: 403)', async () => {
    const staff = await tenant.member('Staff');
    const res = await postEmployee(app, staff.token, { branchIds: [mainBranch] });
    expect(res.status).toBe(403);
  });

  it('filters the employees report by branch, names the branches, and keeps a limited member to their branches', async () => {
    const csv = async (token: string, filters: Record<string, unknown>) => {
      const created = await app.request('POST', `${C}/export-jobs`, {
        token,
        body: { reportKey: 'hr.employees', format: 'Csv', from: '2026-01-01', to: '2026-03-10', filters, fields: ['fullName', 'branches'] },
      });
      expect(created.status).toBe(200);
      const job = await waitForJob(app, token, created.body.data.id);
      expect(job.status).toBe('Succeeded');
      return parse((await download(app, token, job.id)).bytes, { bom: true, columns: true }) as Record<string, string>[];
    };
    const east = await csv(owner, { branchId: eastBranch });
    expect(east.map((row) => row['Full name']).sort()).toEqual(['Both Branches', 'East Cook', 'East Waiter']);
    expect(east.find((row) => row['Full name'] === 'East Cook')).toEqual({ 'Full name': 'East Cook', Branches: 'East' });

    const limited = await csv(eastManager.token, {});
    expect(limited.map((row) => row['Full name']).sort()).toEqual(['Both Branches', 'East Cook', 'East Waiter', 'Head Office']);
  });
});
