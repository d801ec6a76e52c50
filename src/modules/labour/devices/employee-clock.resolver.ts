import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { Employee } from '../../hr/employees/employee.entity';
import { EmployeeClockSettings } from './clock-device.inputs';
import { employeeClockLoader } from './employee-clock.loader';

/** An employee's PIN state and attendance code beside the employee, read in one batch per page. */
@Resolver(() => Employee)
export class EmployeeClockResolver {
  @FieldResolver(() => EmployeeClockSettings, {
    description: "The employee's time-clock settings: whether a kiosk PIN is set, and the terminal attendance code.",
  })
  clockSettings(@Root() employee: Employee, @Ctx() ctx: RequestContext) {
    return employeeClockLoader(ctx).load(employee.id);
  }
}
