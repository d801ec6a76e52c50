import { In } from 'typeorm';
import type { DeleteGuard } from '../../../core/modules/delete-guards';
import { Employee } from '../employees/employee.entity';
import { Advance } from '../advances/advance.entity';
import { OPEN_ADVANCE_STATUSES } from '../advances/advance.rules';
import { Loan } from '../loans/loan.entity';
import { OPEN_LOAN_STATUSES } from '../loans/loan.rules';
import { LeaveRequest } from '../leave/leave-request.entity';
import { BLOCKING_LEAVE_STATUSES, LeaveStatus } from '../leave/leave-request.rules';

/*
 * What HR records still point at, so their deletion is refused with 409 (declared by the HR module
 * as `deleteGuards`): departments and positions held by employees; employees with open advances,
 * loans or leave; leave types with pending requests.
 */
export const hrDeleteGuards: DeleteGuard[] = [
  {
    protects: 'department',
    check: async (manager, ctx, departmentId) => {
      const count = await manager.count(Employee, { where: { departmentId, organizationId: ctx.organizationId } });
      return count > 0 ? `The department still has ${count} employee(s); move them first.` : null;
    },
  },
  {
    protects: 'position',
    check: async (manager, ctx, positionId) => {
      const count = await manager.count(Employee, { where: { positionId, organizationId: ctx.organizationId } });
      return count > 0 ? `The position is still held by ${count} employee(s); move them first.` : null;
    },
  },
  {
    protects: 'employee',
    check: async (manager, ctx, employeeId) => {
      const open = await manager.count(Advance, { where: { employeeId, organizationId: ctx.organizationId, status: In([...OPEN_ADVANCE_STATUSES]) } });
      return open > 0 ? 'The employee has an open advance; settle, reject or cancel it first.' : null;
    },
  },
  {
    protects: 'employee',
    check: async (manager, ctx, employeeId) => {
      const open = await manager.count(Loan, { where: { employeeId, organizationId: ctx.organizationId, status: In([...OPEN_LOAN_STATUSES]) } });
      return open > 0 ? 'The employee has a pending or unpaid loan; close it first.' : null;
    },
  },
  {
    protects: 'employee',
    check: async (manager, ctx, employeeId) => {
      const open = await manager.count(LeaveRequest, { where: { employeeId, organizationId: ctx.organizationId, status: In([...BLOCKING_LEAVE_STATUSES]) } });
      return open > 0 ? 'The employee has pending or approved leave; cancel or reject it first.' : null;
    },
  },
  {
    protects: 'leaveType',
    check: async (manager, ctx, typeId) => {
      const pending = await manager.count(LeaveRequest, { where: { typeId, organizationId: ctx.organizationId, status: LeaveStatus.Pending } });
      return pending > 0 ? `${pending} pending leave request(s) use this type; decide them first.` : null;
    },
  },
];
