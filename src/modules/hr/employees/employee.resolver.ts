import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { Department } from '../departments/department.entity';
import { departmentLoader } from '../departments/department.loader';
import { Position } from '../positions/position.entity';
import { positionLoader } from '../positions/position.loader';
import { Employee } from './employee.entity';
import { EmploymentStatusChange } from './employment-status-change.entity';
import { CreateEmployeeInput, EmployeeFilter, EmploymentStatusInput, UpdateEmployeeInput } from './employee.inputs';
import { employeeService } from './employee.service';
import { employmentHistoryLoader } from './employee.loader';

export const EmployeePage = Paginated(Employee, 'Employee');

@Resolver(() => Employee)
export class EmployeeResolver {
  @Query(() => EmployeePage, { description: 'Employees (Retired hidden unless includeRetired). Self-service callers see only their own record.' })
  employees(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => EmployeeFilter, { nullable: true }) filter?: EmployeeFilter,
  ) {
    return employeeService.list(ctx, list, filter);
  }

  @Query(() => Employee)
  employee(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return employeeService.get(ctx, id);
  }

  @Mutation(() => Employee)
  createEmployee(@Ctx() ctx: RequestContext, @Arg('input', () => CreateEmployeeInput) input: CreateEmployeeInput) {
    return employeeService.create(ctx, input);
  }

  @Mutation(() => Employee)
  updateEmployee(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => UpdateEmployeeInput) input: UpdateEmployeeInput) {
    return employeeService.update(ctx, id, input);
  }

  @Mutation(() => Employee, { description: 'Soft-deletes an employee created by mistake (refused while advances, loans or leave are open).' })
  deleteEmployee(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return employeeService.delete(ctx, id, reason);
  }

  @Mutation(() => Employee, { description: 'Moves the employment status along the state machine; the reason is kept in the history.' })
  changeEmploymentStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => EmploymentStatusInput) input: EmploymentStatusInput,
  ) {
    return employeeService.changeStatus(ctx, id, input);
  }

  @FieldResolver(() => Department, { nullable: true })
  department(@Root() employee: Employee, @Ctx() ctx: RequestContext) {
    return employee.departmentId ? departmentLoader(ctx).load(employee.departmentId) : null;
  }

  @FieldResolver(() => Position, { nullable: true })
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
