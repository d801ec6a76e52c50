import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Department } from '../departments/department.entity';
import { departmentLoader } from '../departments/department.loader';
import { Position } from './position.entity';
import { PositionFilter, PositionInput } from './position.inputs';
import { positionService, positionsSort } from './position.service';

export const PositionPage = Paginated(Position, 'Position');

@Resolver(() => Position)
export class PositionResolver {
  @Query(() => PositionPage, { description: 'Positions of the organisation.' })
  positions(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(positionsSort, 'title Asc') }) list?: ListArgs,
    @Arg('filter', () => PositionFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: PositionFilter,
  ) {
    return positionService.list(ctx, list, filter);
  }

  @Query(() => Position, { description: 'One position (job title) of the organisation.' })
  position(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the position; 404 when no such position is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return positionService.get(ctx, id);
  }

  @Mutation(() => Position, { description: 'Creates a position in a department.' })
  createPosition(@Ctx() ctx: RequestContext, @Arg('input', () => PositionInput, { description: 'Fields of the new position.' }) input: PositionInput) {
    return positionService.create(ctx, input);
  }

  @Mutation(() => Position, { description: "Changes a position's title, department or base salary." })
  updatePosition(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the position to change; 404 (nothing changed) when no such position is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => PositionInput, { description: 'Fields of the position to change; a field left out keeps its value.' }) input: PositionInput,
  ) {
    return positionService.update(ctx, id, input);
  }

  @Mutation(() => Position, { description: 'Soft-deletes a position that no employee holds.' })
  deletePosition(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the position to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such position is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: "Why the position is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return positionService.delete(ctx, id, reason);
  }

  @FieldResolver(() => Department, { nullable: true, description: 'The department (batched per request).' })
  department(@Root() position: Position, @Ctx() ctx: RequestContext) {
    return departmentLoader(ctx).load(position.departmentId);
  }
}
