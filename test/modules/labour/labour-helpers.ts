import type { TestApp } from '../../support/test-app';
import { businessDateAt } from '../../../src/core/time/business-day';
import { Punch, type PunchKind, PunchSource } from '../../../src/modules/labour/punches/punch.entity';
import { instantOf } from '../../../src/modules/labour/rules/shift-times.rules';

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

/**
 * A manual punch written straight to the database at `time` on `date`, local to the branch
 * (Asia/Baghdad, business day from 04:00): the tests' timesheets without driving the kiosk.
 */
export function plantPunch(app: TestApp, at: { organizationId: string; branchId: string }, employeeId: string, kind: PunchKind, date: string, time: string) {
  const occurredAt = instantOf(date, time, 'Asia/Baghdad');
  return app.runtime.db.dataSource.manager.insert(Punch, {
    ...at,
    employeeId,
    kind,
    occurredAt,
    businessDate: businessDateAt(occurredAt, 'Asia/Baghdad', 4),
    recordedAt: occurredAt,
    source: PunchSource.Manual,
  });
}
