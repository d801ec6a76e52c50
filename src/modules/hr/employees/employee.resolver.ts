import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { Department } from '../departments/department.entity';
import { departmentLoader } from '../departments/department.loader';
import { Position } from '../positions/position.entity';
import { positionLoader } from '../positions/position.loader';
import { Employee } from './employee.entity';
import { EmploymentStatusChange } from './employment-status-change.entity';
import { CreateEmployeeInput, EmployeeFilter, EmploymentStatusInput, UpdateEmployeeInput } from './employee.inputs';
import { employeeService, employeesSort } from './employee.service';
import { employmentHistoryLoader } from './employee.loader';

export const EmployeePage = Paginated(Employee, 'Employee');

@Resolver(() => Employee)
export class EmployeeResolver {
  @Query(() => EmployeePage, { description: 'Employees (Retired hidden unless includeRetired). Self-service callers see only their own record.' })
  employees(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(employeesSort, 'fullName Asc') }) list?: ListArgs,
    @Arg('filter', () => EmployeeFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: EmployeeFilter,
  ) {
    return employeeService.list(ctx, list, filter);
  }

  @Query(() => Employee, { description: 'One employee of the organisation (retired ones too); self-service callers see only their own record.' })
  employee(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the employee; 404 when no such employee is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return employeeService.get(ctx, id);
  }

  @Mutation(() => Employee, { description: 'Creates an employee record (status Active unless given).' })
  createEmployee(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateEmployeeInput, { description: 'Fields of the new employee.' }) input: CreateEmployeeInput,
  ) {
    return employeeService.create(ctx, input);
  }

  @Mutation(() => Employee, { description: "Changes an employee's details; a status change must be an allowed move." })
  updateEmployee(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the employee to change; 404 (nothing changed) when no such employee is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateEmployeeInput, { description: 'Fields of the employee to change; a field left out keeps its value.' }) input: UpdateEmployeeInput,
  ) {
    return employeeService.update(ctx, id, input);
  }

  @Mutation(() => Employee, { description: 'Soft-deletes an employee created by mistake (refused while advances, loans or leave are open).' })
  deleteEmployee(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the employee to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such employee is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: "Why the employee is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return employeeService.delete(ctx, id, reason);
  }

  @Mutation(() => Employee, { description: 'Moves the employment status along the state machine; the reason is kept in the history.' })
  changeEmploymentStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the employee whose status changes; 404 (nothing changed) when no such employee is visible to the caller.',
    })
    id: string,
    @Arg('input', () => EmploymentStatusInput, { description: 'The new status and the reason.' }) input: EmploymentStatusInput,
  ) {
    return employeeService.changeStatus(ctx, id, input);
  }

  @FieldResolver(() => Department, { nullable: true, description: "The employee's department; null when none or deleted." })
  department(@Root() employee: Employee, @Ctx() ctx: RequestContext) {
    return employee.departmentId ? departmentLoader(ctx).load(employee.departmentId) : null;
  }

  @FieldResolver(() => Position, { nullable: true, description: "The employee's position; null when none or deleted." })
  position(@Root() employee: Employee, @Ctx() ctx: RequestContext) {
    return employee.positionId ? positionLoader(ctx).load(employee.positionId) : null;
  }

  @FieldResolver(() => Int64Scalar, { description: 'baseSalary + allowances (IQD per month).' })
  monthlyPay(@Root() employee: Employee): number {
    return employee.baseSalary + employee.allowances;
  }

  @FieldResolver(() => [EmploymentStatusChange], { description: 'Employment status history, newest first.' })
  statusHistory(@Root() employee: Employee, @Ctx() ctx: RequestContext) {
    return employmentHistoryLoader(ctx).load(employee.id);
  }
}
