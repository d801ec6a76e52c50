import type { FeatureModule } from '../feature-module';
import { can, canAny } from '../../core/auth/rules';
import { Department } from './departments/department.entity';
import { DepartmentResolver } from './departments/department.resolver';
import { departmentEvents } from './departments/department.events';
import { Position } from './positions/position.entity';
import { PositionResolver } from './positions/position.resolver';
import { positionEvents } from './positions/position.events';
import { Employee } from './employees/employee.entity';
import { EmploymentStatusChange } from './employees/employment-status-change.entity';
import { EmployeeResolver } from './employees/employee.resolver';
import { employeeEvents } from './employees/employee.events';
import { Advance } from './advances/advance.entity';
import { AdvanceResolver } from './advances/advance.resolver';
import { EmployeeAdvancesResolver } from './advances/employee-advances.resolver';
import { advanceEvents } from './advances/advance.events';
import { Loan } from './loans/loan.entity';
import { LoanInstallment } from './loans/loan-installment.entity';
import { LoanResolver } from './loans/loan.resolver';
import { loanEvents } from './loans/loan.events';
import { LeaveType } from './leave/leave-type.entity';
import { LeaveTypeResolver } from './leave/leave-type.resolver';
import { leaveTypeEvents } from './leave/leave-type.events';
import { LeaveRequest } from './leave/leave-request.entity';
import { LeaveRequestResolver } from './leave/leave-request.resolver';
import { leaveRequestEvents } from './leave/leave-request.events';
import { employeesReport } from './employees/employee.reports';
import { advancesReport } from './advances/advance.reports';
import { loansReport } from './loans/loan.reports';
import { leaveReport } from './leave/leave-request.reports';
import { hrMatchTargets } from './shared/hr-match-targets';
import { hrDeleteGuards } from './shared/hr-delete-guards';
import { hrRoutes } from './hr.routes';
import { HR_MESSAGES } from './hr.messages';
import { advancesSort } from './advances/advance.service';
import { departmentsSort } from './departments/department.service';
import { employeesSort } from './employees/employee.service';
import { leaveRequestsSort } from './leave/leave-request.service';
import { leaveTypesSort } from './leave/leave-type.service';
import { loansSort } from './loans/loan.service';
import { positionsSort } from './positions/position.service';

/**
 * Reading: hr:read sees everything; hr:request-own (self-service) sees the organisation's
 * departments, positions and leave types, and only the caller's own employee record, advances,
 * loans and leave (narrowed in the services). Requests: hr:write for anyone, hr:request-own for
 * oneself. Decisions, payments and employment status: hr:decide.
 */
const readOrOwn = canAny('hr:read', 'hr:request-own');
const requestOrOwn = canAny('hr:write', 'hr:request-own');

export const hrModule: FeatureModule = {
  name: 'hr',
  routes: [hrRoutes],
  messages: HR_MESSAGES,
  sortFields: [advancesSort, departmentsSort, employeesSort, leaveRequestsSort, leaveTypesSort, loansSort, positionsSort],
  entities: [Department, Position, Employee, EmploymentStatusChange, Advance, Loan, LoanInstallment, LeaveType, LeaveRequest],
  resolvers: [
    DepartmentResolver,
    PositionResolver,
    EmployeeResolver,
    AdvanceResolver,
    EmployeeAdvancesResolver,
    LoanResolver,
    LeaveTypeResolver,
    LeaveRequestResolver,
  ],
  events: [...departmentEvents, ...positionEvents, ...employeeEvents, ...advanceEvents, ...loanEvents, ...leaveTypeEvents, ...leaveRequestEvents],
  reports: [employeesReport, advancesReport, loansReport, leaveReport],
  matchTargets: hrMatchTargets,
  deleteGuards: hrDeleteGuards,
  rules: {
    Query: {
      departments: readOrOwn,
      department: readOrOwn,
      positions: readOrOwn,
      position: readOrOwn,
      employees: readOrOwn,
      employee: readOrOwn,
      advances: readOrOwn,
      advance: readOrOwn,
      loans: readOrOwn,
      loan: readOrOwn,
      leaveTypes: readOrOwn,
      leaveType: readOrOwn,
      leaveRequests: readOrOwn,
      leaveRequest: readOrOwn,
    },
    Mutation: {
      createDepartment: can('hr:write'),
      updateDepartment: can('hr:write'),
      deleteDepartment: can('hr:write'),
      createPosition: can('hr:write'),
      updatePosition: can('hr:write'),
      deletePosition: can('hr:write'),
      createEmployee: can('hr:write'),
      updateEmployee: can('hr:write'),
      deleteEmployee: can('hr:write'),
      changeEmploymentStatus: can('hr:decide'),
      requestAdvance: requestOrOwn,
      decideAdvance: can('hr:decide'),
      payAdvance: can('hr:decide'),
      settleAdvance: can('hr:decide'),
      cancelAdvance: requestOrOwn,
      requestLoan: requestOrOwn,
      decideLoan: can('hr:decide'),
      cancelLoan: requestOrOwn,
      repayLoanInstallment: can('hr:decide'),
      createLeaveType: can('hr:write'),
      createDefaultLeaveTypes: can('hr:write'),
      updateLeaveType: can('hr:write'),
      deleteLeaveType: can('hr:write'),
      requestLeave: requestOrOwn,
      decideLeave: can('hr:decide'),
      cancelLeave: requestOrOwn,
    },
  },
};
