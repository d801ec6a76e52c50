import type { TestApp } from '../../support/test-app';

export const C = '/api/v1/console';

/** A department and a position in it, for the organisation behind `token`. */
export async function placement(app: TestApp, token: string, name = `Kitchen ${Math.random().toString(36).slice(2, 8)}`, baseSalary = 800_000) {
  const department = await app.request('POST', `${C}/hr/departments`, { token, body: { name } });
  const position = await app.request('POST', `${C}/hr/positions`, {
    token,
    body: { title: `Cook of ${name}`, departmentId: department.body.data.id, baseSalary },
  });
  return { departmentId: department.body.data.id as string, positionId: position.body.data.id as string };
}

/** Creates an employee (minimal valid body plus overrides) and returns the response. */
export function postEmployee(app: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return app.request('POST', `${C}/hr/employees`, {
    token,
    body: { fullName: `Employee ${Math.random().toString(36).slice(2, 8)}`, hireDate: '2024-01-15', baseSalary: 800_000, allowances: 200_000, ...overrides },
  });
}

export async function employeeId(app: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await postEmployee(app, token, overrides);
  if (res.status !== 200) throw new Error(`employee not created: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
