import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { entityRows, groupRows } from '../../src/core/db/entity-rows';
import { Employee } from '../../src/modules/hr/employees/employee.entity';
import { EmploymentStatusChange } from '../../src/modules/hr/employees/employment-status-change.entity';
import { Advance } from '../../src/modules/hr/advances/advance.entity';
import { Position } from '../../src/modules/hr/positions/position.entity';
import { Department } from '../../src/modules/hr/departments/department.entity';
import { AuditEntry } from '../../src/core/audit/audit-entry.entity';

const C = '/api/v1/console';

/** Hot reads map rows with a reader derived from the entity metadata; it must hydrate exactly as TypeORM's find() does. */
describe('entity rows read with fixed SQL equal the entities TypeORM hydrates', () => {
  let app: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime, { name: 'Entity rows' });
    const token = tenant.owner.token;
    const department = await app.request('POST', `${C}/hr/departments`, { token, body: { name: 'Kitchen', nameAr: 'المطبخ' } });
    const position = await app.request('POST', `${C}/hr/positions`, {
      token,
      body: { title: 'Cook', departmentId: department.body.data.id, baseSalary: 1_250_000 },
    });
    const employee = await app.request('POST', `${C}/hr/employees`, {
      token,
      body: {
        fullName: 'Rows Employee',
        hireDate: '2024-02-29',
        dateOfBirth: '1990-06-15T00:00:00Z',
        baseSalary: 987_654_321,
        allowances: 150_000,
        annualLeaveBalance: 12.5,
        departmentId: department.body.data.id,
        positionId: position.body.data.id,
        phone: '+9647701234567',
      },
    });
    if (employee.status !== 200) throw new Error(JSON.stringify(employee.body));
    const advance = await app.request('POST', `${C}/hr/advances`, { token, body: { employeeId: employee.body.data.id, amount: 200_001, reason: 'rows' } });
    expect(advance.status).toBe(200);
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['Employee', Employee, 'hr_employees'],
    ['Position', Position, 'hr_positions'],
    ['Department', Department, 'hr_departments'],
    ['Advance', Advance, 'hr_advances'],
    ['EmploymentStatusChange', EmploymentStatusChange, 'hr_employment_status_changes'],
    ['AuditEntry', AuditEntry, 'audit_entries'],
  ] as const)('%s: same class, same property values and types as find()', async (_name, target, table) => {
    const dataSource = app.runtime.db.dataSource;
    const reader = entityRows(dataSource, target as any, 'x');
    expect(reader.table).toBe(`"${table}"`);
    const rows = await dataSource.query(`SELECT ${reader.columns} FROM ${reader.table} x WHERE x.organization_id = $1 ORDER BY x.id`, [tenant.organizationId]);
    expect(rows.length).toBeGreaterThan(0);
    const mapped = rows.map((row: Record<string, unknown>) => reader.map(row));
    const found = await dataSource.manager.find(target as any, {
      where: { organizationId: tenant.organizationId } as never,
      order: { id: 'ASC' } as never,
      withDeleted: true,
    });
    expect(mapped).toEqual(found);
    for (const [i, entity] of mapped.entries()) {
      expect(entity).toBeInstanceOf(target);
      for (const [property, value] of Object.entries(found[i] as object)) {
        expect(typeof (entity as Record<string, unknown>)[property]).toBe(typeof value);
        if (value instanceof Date) expect((entity as Record<string, unknown>)[property]).toBeInstanceOf(Date);
      }
    }
  });

  it('maps the date, bigint and numeric columns to the values the API was given', async () => {
    const reader = entityRows(app.runtime.db.dataSource, Employee, 'e');
    const [row] = await app.runtime.db.dataSource.query(`SELECT ${reader.columns} FROM ${reader.table} e WHERE e.organization_id = $1`, [
      tenant.organizationId,
    ]);
    const employee = reader.map(row);
    expect(employee.hireDate).toBe('2024-02-29');
    expect(employee.baseSalary).toBe(987_654_321);
    expect(employee.annualLeaveBalance).toBe(12.5);
    expect(employee.dateOfBirth?.toISOString()).toBe('1990-06-15T00:00:00.000Z');
  });

  it('refuses an alias that is not a plain identifier (aliases are constants of the calling code)', () => {
    expect(() => entityRows(app.runtime.db.dataSource, Employee, 'e; DROP TABLE x')).toThrow(/alias/);
  });

  it('groups rows by key in statement order', () => {
    const groups = groupRows(
      [
        { k: 'a', n: 1 },
        { k: 'b', n: 2 },
        { k: 'a', n: 3 },
      ],
      (row) => row.k,
    );
    expect([...groups.entries()]).toEqual([
      [
        'a',
        [
          { k: 'a', n: 1 },
          { k: 'a', n: 3 },
        ],
      ],
      ['b', [{ k: 'b', n: 2 }]],
    ]);
  });
});
