import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Department } from './department.entity';
import { CreateDepartmentInput, DepartmentFilter, UpdateDepartmentInput } from './department.inputs';
import { departmentService } from './department.service';

export const DepartmentPage = Paginated(Department, 'Department');

@Resolver(() => Department)
export class DepartmentResolver {
  @Query(() => DepartmentPage, { description: 'Departments of the organisation.' })
  departments(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => DepartmentFilter, { nullable: true }) filter?: DepartmentFilter,
  ) {
    return departmentService.list(ctx, list, filter);
  }

  @Query(() => Department)
  department(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return departmentService.get(ctx, id);
  }

  @Mutation(() => Department)
  createDepartment(@Ctx() ctx: RequestContext, @Arg('input', () => CreateDepartmentInput) input: CreateDepartmentInput) {
    return departmentService.create(ctx, input);
  }

  @Mutation(() => Department)
  updateDepartment(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => UpdateDepartmentInput) input: UpdateDepartmentInput,
  ) {
    return departmentService.update(ctx, id, input);
  }

  @Mutation(() => Department, { description: 'Soft-deletes a department that no position or employee uses.' })
  deleteDepartment(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return departmentService.delete(ctx, id, reason);
  }
}
