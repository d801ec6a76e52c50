/**
 * The nested scenario of `npm run bench` (issue 12): the console's employee page, 20 employees
 * with their department, position (and its department), status history and open advances.
 * Over GraphQL and over the REST bridge (`GET /hr/employees?PerPage=20`, whose generated selection
 * is exactly this), against a hand-written Express 5 + pg handler doing the same work with one
 * query per table: employees (page and total), positions, status changes, advances, time-clock
 * settings, departments.
 */
import { COUNT_CAP, COUNT_PAGES_AHEAD } from '../src/core/lists/list-window';
import type express from 'express';
import type { Request, Response } from 'express';
import type { Pool } from 'pg';
import { ActorKind } from '../src/core/auth/actor-kind';

export const NESTED_EMPLOYEES = 60;
const C = '/api/v1/console';

async function call(port: number, token: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: unknown };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * Employees over 10 of the seeded departments and 10 positions, every third with a Pending
 * advance, made through the service's own API (so history rows and audit are real).
 */
export async function seedEmployees(port: number, ownerToken: string): Promise<void> {
  const departments = (await call(port, ownerToken, 'GET', `${C}/hr/departments?PerPage=10`)).items as Array<{ id: string }>;
  const positions: Array<{ id: string; departmentId: string }> = [];
  for (const [i, department] of departments.entries()) {
    positions.push(await call(port, ownerToken, 'POST', `${C}/hr/positions`, { title: `Bench role ${i}`, departmentId: department.id, baseSalary: 900_000 }));
  }
  for (let i = 0; i < NESTED_EMPLOYEES; i++) {
    // A position belongs to the employee's department (the service refuses anything else).
    const position = positions[(i * 7) % positions.length];
    const departmentId = position.departmentId;
    const employee = await call(port, ownerToken, 'POST', `${C}/hr/employees`, {
      fullName: `Bench employee ${String(i).padStart(3, '0')}`,
      hireDate: '2024-01-15',
      baseSalary: 900_000,
      allowances: 150_000,
      departmentId,
      positionId: position.id,
    });
    if (i % 3 === 0) await call(port, ownerToken, 'POST', `${C}/hr/advances`, { employeeId: employee.id, amount: 200_000 + i, reason: 'bench' });
  }
}

/** The GraphQL document asking for what the bridge's generated selection asks for. */
export const NESTED_GRAPHQL = JSON.stringify({
  query: `query EmployeePage($list: ListArgs) { employees(list: $list) { items { id createdAt updatedAt deletedAt deletedBy deleteReason fullName userId phone email address nationalId photoUrl dateOfBirth gender maritalStatus emergencyName emergencyPhone departmentId positionId branchIds hireDate contractType baseSalary allowances annualLeaveBalance status statusChangedAt
    department { id createdAt updatedAt deletedAt deletedBy deleteReason name nameAr }
    position { id createdAt updatedAt deletedAt deletedBy deleteReason title titleAr departmentId baseSalary department { id createdAt updatedAt deletedAt deletedBy deleteReason name nameAr } }
    monthlyPay statusHistory { id employeeId fromStatus toStatus reason actorKind actorUserId changedAt }
    openAdvances { id createdAt updatedAt requestedAt requestedBy decidedAt decidedBy decisionNote employeeId amount reason status paidAt paidBy settledAt settledBy cancelledAt cancelledBy lastNote }
    clockSettings { employeeId pinSet pinSetAt attendanceCode hourlyRateIqd restWeekday } } page perPage total totalPages totalIsExact } }`,
  variables: { list: { perPage: 20 } },
});

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);
type Row = Record<string, any>;

const department = (row: Row | undefined) =>
  row
    ? {
        id: row.id,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        deletedAt: iso(row.deleted_at),
        deletedBy: row.deleted_by,
        deleteReason: row.delete_reason,
        name: row.name,
        nameAr: row.name_ar,
      }
    : null;

/** Stored actor kinds ('user') to the names the API shows ('User'). */
const ACTOR_KIND_NAMES: Record<string, string> = Object.fromEntries(Object.entries(ActorKind).map(([name, stored]) => [stored, name]));

const statusChange = (row: Row) => ({
  id: row.id,
  employeeId: row.employee_id,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  reason: row.reason,
  actorKind: ACTOR_KIND_NAMES[row.actor_kind],
  actorUserId: row.actor_user_id,
  changedAt: iso(row.changed_at),
});

const advance = (row: Row) => ({
  id: row.id,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  requestedAt: iso(row.requested_at),
  requestedBy: row.requested_by,
  decidedAt: iso(row.decided_at),
  decidedBy: row.decided_by,
  decisionNote: row.decision_note,
  employeeId: row.employee_id,
  amount: Number(row.amount),
  reason: row.reason,
  status: row.status,
  paidAt: iso(row.paid_at),
  paidBy: row.paid_by,
  settledAt: iso(row.settled_at),
  settledBy: row.settled_by,
  cancelledAt: iso(row.cancelled_at),
  cancelledBy: row.cancelled_by,
  lastNote: row.last_note,
});

function groupBy(rows: Row[], key: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const list = groups.get(row[key]);
    if (list) list.push(row);
    else groups.set(row[key], [row]);
  }
  return groups;
}

/**
 * The hand-written lists' total, with the service's statements: none when the page settles it,
 * otherwise a count capped ten pages past the page (`from` a FROM … WHERE on $1 = the organisation).
 */
export async function handTotal(
  pool: Pool,
  rows: number,
  list: { perPage: number; page: number },
  from: string,
  org: string,
): Promise<{ total: number; totalIsExact: boolean }> {
  const window = { perPage: list.perPage, offset: (list.page - 1) * list.perPage };
  // As the service's reader: a short page ends the list; otherwise a count capped ten pages past the page.
  if (rows < window.perPage && (rows > 0 || window.offset === 0)) return { total: window.offset + rows, totalIsExact: true };
  const cap = Math.min(COUNT_CAP, window.offset + window.perPage * (1 + COUNT_PAGES_AHEAD));
  const counted = Number((await pool.query(`SELECT count(*) AS n FROM (SELECT 1 ${from} LIMIT $2) c`, [org, cap + 1])).rows[0].n);
  const exact = counted <= cap;
  const total = exact ? counted : cap;
  return { total, totalIsExact: exact };
}

export interface HandTools {
  authenticate(req: Request, res: Response): Promise<{ org: string } | null>;
  send(res: Response, status: number, payload: unknown): void;
  fail(res: Response, status: number, message: string, errors?: unknown): void;
}

/** `GET /hand/employees?PerPage=20`: the bridge's answer, byte for byte, with one query per table. */
export function addHandWrittenEmployees(app: express.Express, pool: Pool, tools: HandTools): void {
  app.get('/hand/employees', async (req, res) => {
    try {
      await employeePage(req, res);
    } catch {
      // Only at the end of a run: autocannon drops its connections while the pool is closing.
      if (!res.headersSent) tools.fail(res, 500, 'An unexpected error occurred.');
    }
  });

  async function employeePage(req: Request, res: Response): Promise<void> {
    const principal = await tools.authenticate(req, res);
    if (!principal) return;
    const perPage = Number(req.query.PerPage ?? 20);
    const page = Number(req.query.Page ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      return tools.fail(res, 422, 'The request is not valid.', { perPage: ['must be between 1 and 100'] });
    if (!Number.isInteger(page) || page < 1) return tools.fail(res, 422, 'The request is not valid.', { page: ['must be 1 or more'] });
    const org = principal.org;
    const { rows } = await pool.query(
      `SELECT id, created_at, updated_at, deleted_at, deleted_by, delete_reason, full_name, user_id, phone, email, address, national_id, photo_url, date_of_birth,
              gender, marital_status, emergency_name, emergency_phone, department_id, position_id, branch_ids, hire_date::text AS hire_date, contract_type, base_salary, allowances,
              annual_leave_balance, status, status_changed_at
         FROM hr_employees WHERE organization_id = $1 AND deleted_at IS NULL AND status <> 'Retired'
        ORDER BY full_name ASC, id ASC LIMIT $2 OFFSET $3`,
      [org, perPage, (page - 1) * perPage],
    );
    const { total, totalIsExact } = await handTotal(
      pool,
      rows.length,
      { perPage, page },
      `FROM hr_employees WHERE organization_id = $1 AND deleted_at IS NULL AND status <> 'Retired'`,
      org,
    );
    const employeeIds = rows.map((row) => row.id);
    const positionIds = [...new Set(rows.map((row) => row.position_id).filter(Boolean))];
    const [positions, history, advances, clocks] = await Promise.all([
      pool.query(
        'SELECT id, created_at, updated_at, deleted_at, deleted_by, delete_reason, title, title_ar, department_id, base_salary FROM hr_positions WHERE id = ANY($1) AND organization_id = $2',
        [positionIds, org],
      ),
      pool.query(
        `SELECT id, employee_id, from_status, to_status, reason, actor_kind, actor_user_id, changed_at FROM hr_employment_status_changes
          WHERE employee_id = ANY($1) AND organization_id = $2 ORDER BY changed_at DESC, id ASC`,
        [employeeIds, org],
      ),
      pool.query(
        `SELECT id, created_at, updated_at, requested_at, requested_by, decided_at, decided_by, decision_note, employee_id, amount, reason, status, paid_at, paid_by,
                settled_at, settled_by, cancelled_at, cancelled_by, last_note
           FROM hr_advances WHERE employee_id = ANY($1) AND organization_id = $2 AND status IN ('Pending', 'Approved', 'Paid') ORDER BY requested_at DESC, id ASC`,
        [employeeIds, org],
      ),
      pool.query(
        'SELECT employee_id, pin_hash IS NOT NULL AS pin_set, pin_set_at, attendance_code, hourly_rate_iqd, rest_weekday FROM labour_employee_clock WHERE employee_id = ANY($1) AND organization_id = $2',
        [employeeIds, org],
      ),
    ]);
    const departmentIds = [...new Set([...rows.map((row) => row.department_id), ...positions.rows.map((row) => row.department_id)].filter(Boolean))];
    const departments = await pool.query(
      'SELECT id, created_at, updated_at, deleted_at, deleted_by, delete_reason, name, name_ar FROM hr_departments WHERE id = ANY($1) AND organization_id = $2',
      [departmentIds, org],
    );
    const departmentById = new Map(departments.rows.map((row) => [row.id, row]));
    const positionById = new Map(positions.rows.map((row) => [row.id, row]));
    const historyOf = groupBy(history.rows, 'employee_id');
    const advancesOf = groupBy(advances.rows, 'employee_id');
    const clockOf = new Map(clocks.rows.map((clock) => [clock.employee_id, clock]));
    const items = rows.map((row) => {
      const position = row.position_id ? positionById.get(row.position_id) : undefined;
      const baseSalary = Number(row.base_salary);
      const allowances = Number(row.allowances);
      return {
        id: row.id,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        deletedAt: iso(row.deleted_at),
        deletedBy: row.deleted_by,
        deleteReason: row.delete_reason,
        fullName: row.full_name,
        userId: row.user_id,
        phone: row.phone,
        email: row.email,
        address: row.address,
        nationalId: row.national_id,
        photoUrl: row.photo_url,
        dateOfBirth: iso(row.date_of_birth),
        gender: row.gender,
        maritalStatus: row.marital_status,
        emergencyName: row.emergency_name,
        emergencyPhone: row.emergency_phone,
        departmentId: row.department_id,
        positionId: row.position_id,
        branchIds: row.branch_ids,
        hireDate: row.hire_date,
        contractType: row.contract_type,
        baseSalary,
        allowances,
        annualLeaveBalance: Number(row.annual_leave_balance),
        status: row.status,
        statusChangedAt: iso(row.status_changed_at),
        department: row.department_id ? department(departmentById.get(row.department_id)) : null,
        position: position
          ? {
              id: position.id,
              createdAt: iso(position.created_at),
              updatedAt: iso(position.updated_at),
              deletedAt: iso(position.deleted_at),
              deletedBy: position.deleted_by,
              deleteReason: position.delete_reason,
              title: position.title,
              titleAr: position.title_ar,
              departmentId: position.department_id,
              baseSalary: Number(position.base_salary),
              department: department(departmentById.get(position.department_id)),
            }
          : null,
        monthlyPay: baseSalary + allowances,
        statusHistory: (historyOf.get(row.id) ?? []).map(statusChange),
        openAdvances: (advancesOf.get(row.id) ?? []).map(advance),
        clockSettings: {
          employeeId: row.id,
          pinSet: clockOf.get(row.id)?.pin_set ?? false,
          pinSetAt: iso(clockOf.get(row.id)?.pin_set_at ?? null),
          attendanceCode: clockOf.get(row.id)?.attendance_code ?? null,
          hourlyRateIqd: clockOf.get(row.id)?.hourly_rate_iqd ?? null,
          restWeekday: clockOf.get(row.id)?.rest_weekday ?? null,
        },
      };
    });
    tools.send(res, 200, {
      success: true,
      data: { items, page, perPage, total, totalPages: Math.ceil(total / perPage), totalIsExact },
      message: null,
      code: null,
      errors: null,
    });
  }
}
