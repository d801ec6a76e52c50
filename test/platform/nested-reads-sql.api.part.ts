import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { countSql, type SqlCounter } from '../support/sql-counter';

const C = '/api/v1/console';
const EMPLOYEES = 24;

/** The console's employee page: department, position (with its department) and open advances per row. */
const PAGE = `query Page($list: ListArgs) { employees(list: $list) { items { id fullName monthlyPay
  department { id name } position { id title department { name } } openAdvances { id amount status } statusHistory { toStatus } } total } }`;

describe('nested reads run a bounded number of SQL statements whatever the page size', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let sql: SqlCounter;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime, { name: 'Nested reads' });
    const token = tenant.owner.token;
    const placements: Array<{ departmentId: string; positionId: string }> = [];
    for (let d = 0; d < 4; d++) {
      const department = await app.request('POST', `${C}/hr/departments`, { token, body: { name: `Department ${d}` } });
      const position = await app.request('POST', `${C}/hr/positions`, {
        token,
        body: { title: `Role ${d}`, departmentId: department.body.data.id, baseSalary: 900_000 },
      });
      placements.push({ departmentId: department.body.data.id, positionId: position.body.data.id });
    }
    for (let i = 0; i < EMPLOYEES; i++) {
      const employee = await app.request('POST', `${C}/hr/employees`, {
        token,
        body: { fullName: `Employee ${String(i).padStart(2, '0')}`, hireDate: '2024-01-15', baseSalary: 900_000, allowances: 100_000, ...placements[i % 4] },
      });
      if (employee.status !== 200) throw new Error(JSON.stringify(employee.body));
      if (i % 2 === 0) {
        const advance = await app.request('POST', `${C}/hr/advances`, { token, body: { employeeId: employee.body.data.id, amount: 100_000 + i } });
        if (advance.status !== 200) throw new Error(JSON.stringify(advance.body));
      }
    }
  });

  afterAll(async () => {
    sql?.stop();
    await app?.close();
  });

  /**
   * Statements of one request, after a first request has warmed the session cache. The counter sees
   * every statement of the process, so a background loop (jobs, outbox, a session cache that expired
   * on a slow machine) can add one to a request: the fewest of three tries is the request's own.
   */
  async function statementsOf(send: () => Promise<{ status: number; body: any }>): Promise<{ count: number; body: any; statements: readonly string[] }> {
    await send();
    let fewest: { count: number; body: any; statements: readonly string[] } | undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      sql = countSql();
      try {
        const result = await send();
        expect(result.status).toBe(200);
        if (!fewest || sql.count < fewest.count) fewest = { count: sql.count, body: result.body, statements: [...sql.statements] };
      } finally {
        sql.stop();
      }
    }
    return fewest!;
  }

  it('over GraphQL, pages of 5 and 20 employees with department, position and open advances', async () => {
    const five = await statementsOf(() => app.graphql(PAGE, { list: { perPage: 5 } }, { token: tenant.owner.token }));
    const twenty = await statementsOf(() => app.graphql(PAGE, { list: { perPage: 20 } }, { token: tenant.owner.token }));
    expect(five.body.data.employees.items).toHaveLength(5);
    expect(twenty.body.data.employees.items).toHaveLength(20);
    expect(twenty.body.data.employees.items[0]).toMatchObject({
      fullName: 'Employee 00',
      department: { name: 'Department 0' },
      position: { title: 'Role 0', department: { name: 'Department 0' } },
      openAdvances: [{ amount: 100_000, status: 'Pending' }],
    });
    expect(twenty.body.data.employees.items[1].openAdvances).toEqual([]);
    expect(five.count).toBeGreaterThan(0);
    expect(twenty.count).toBe(five.count);
    if (process.env.SQL_DEBUG) console.log(twenty.statements.join('\n'));
    // list (+ total), departments, positions, the positions' departments, open advances, histories.
    expect(twenty.count).toBeLessThanOrEqual(8);
  });

  it('over the REST bridge, pages of 5 and 20', async () => {
    const get = (perPage: number) => () => app.request('GET', `${C}/hr/employees?PerPage=${perPage}`, { token: tenant.owner.token });
    const five = await statementsOf(get(5));
    const twenty = await statementsOf(get(20));
    expect(five.body.data.items).toHaveLength(5);
    expect(twenty.body.data.items).toHaveLength(20);
    expect(twenty.body.data.items[0]).toMatchObject({
      department: { name: 'Department 0' },
      position: { title: 'Role 0' },
      openAdvances: [{ amount: 100_000 }],
    });
    expect(five.count).toBeGreaterThan(0);
    expect(twenty.count).toBe(five.count);
    if (process.env.SQL_DEBUG) console.log(twenty.statements.join('\n'));
    expect(twenty.count).toBeLessThanOrEqual(8);
  });

  it('shows another organisation none of these employees or advances', async () => {
    const other = await createTenant(app.runtime, { name: 'Other' });
    const page = await app.graphql(PAGE, { list: { perPage: 20 } }, { token: other.owner.token });
    expect(page.body.data.employees).toEqual({ items: [], total: 0 });
  });
});
