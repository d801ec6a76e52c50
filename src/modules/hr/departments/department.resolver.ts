import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Department } from './department.entity';
import { CreateDepartmentInput, DepartmentFilter, UpdateDepartmentInput } from './department.inputs';
import { departmentService, departmentsSort } from './department.service';

export const DepartmentPage = Paginated(Department, 'Department');

@Resolver(() => Department)
export class DepartmentResolver {
  @Query(() => DepartmentPage, { description: 'Departments of the organisation.' })
  departments(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(departmentsSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => DepartmentFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: DepartmentFilter,
  ) {
    return departmentService.list(ctx, list, filter);
  }

  @Query(() => Department, { description: 'One department of the organisation.' })
  department(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the department; 404 when no such department is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return departmentService.get(ctx, id);
  }

  @Mutation(() => Department, { description: 'Creates a department (name unique in the organisation, 409 otherwise).' })
  createDepartment(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateDepartmentInput, { description: 'Fields of the new department.' }) input: CreateDepartmentInput,
  ) {
    return departmentService.create(ctx, input);
  }

  @Mutation(() => Department, { description: 'Renames a department.' })
  updateDepartment(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the department to change; 404 (nothing changed) when no such department is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateDepartmentInput, { description: 'Fields of the department to change; a field left out keeps its value.' })
    input: UpdateDepartmentInput,
  ) {
    return departmentService.update(ctx, id, input);
  }

  @Mutation(() => Department, { description: 'Soft-deletes a department that no position or employee uses.' })
  deleteDepartment(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the department to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such department is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the department is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return departmentService.delete(ctx, id, reason);
  }
}
