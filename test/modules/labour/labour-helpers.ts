import type { TestApp } from '../../support/test-app';

export const C = '/api/v1/console';
export const L = `${C}/labour`;

/** A live employee of the organisation behind `token`, assigned to `branchIds`. */
export async function rosterEmployee(app: TestApp, token: string, body: Record<string, unknown>): Promise<string> {
  const res = await app.request('POST', `${C}/hr/employees`, {
    token,
    body: {
      fullName: `Cook ${Math.random().toString(36).slice(2, 8)}`,
      hireDate: '2024-01-15',
      baseSalary: 900_000,
      allowances: 100_000,
      annualLeaveBalance: 30,
      ...body,
    },
  });
  if (res.status !== 200) throw new Error(`employee not created: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** The body of a shift; times are local to the branch (Asia/Baghdad in the tests). */
export function shiftBody(
  branchId: string,
  employeeId: string,
  startDate: string,
  startTime = '09:00',
  endTime = '17:00',
  extra: Record<string, unknown> = {},
) {
  return { branchId, employeeId, startDate, startTime, endTime, ...extra };
}
