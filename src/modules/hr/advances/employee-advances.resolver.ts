import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { Employee } from '../employees/employee.entity';
import { Advance } from './advance.entity';
import { openAdvancesLoader } from './advance.loader';

/**
 * Employee.openAdvances lives with advances (the employees folder does not know advances). The
 * employee is already visible to the caller (self-service sees only their own record), so its
 * advances need no rule of their own.
 */
@Resolver(() => Employee)
export class EmployeeAdvancesResolver {
  @FieldResolver(() => [Advance], { description: 'Advances not yet settled, rejected or cancelled (Pending, Approved, Paid), newest first.' })
  openAdvances(@Root() employee: Employee, @Ctx() ctx: RequestContext) {
    return openAdvancesLoader(ctx).load(employee.id);
  }
}
