import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Department } from '../departments/department.entity';
import { departmentLoader } from '../departments/department.loader';
import { Position } from './position.entity';
import { PositionFilter, PositionInput } from './position.inputs';
import { positionService } from './position.service';

export const PositionPage = Paginated(Position, 'Position');

@Resolver(() => Position)
export class PositionResolver {
  @Query(() => PositionPage, { description: 'Positions of the organisation.' })
  positions(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => PositionFilter, { nullable: true }) filter?: PositionFilter,
  ) {
    return positionService.list(ctx, list, filter);
  }

  @Query(() => Position)
  position(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return positionService.get(ctx, id);
  }

  @Mutation(() => Position)
  createPosition(@Ctx() ctx: RequestContext, @Arg('input', () => PositionInput) input: PositionInput) {
    return positionService.create(ctx, input);
  }

  @Mutation(() => Position)
  updatePosition(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => PositionInput) input: PositionInput) {
    return positionService.update(ctx, id, input);
  }

  @Mutation(() => Position, { description: 'Soft-deletes a position that no employee holds.' })
  deletePosition(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return positionService.delete(ctx, id, reason);
  }

  @FieldResolver(() => Department, { nullable: true, description: 'The department (batched per request).' })
  department(@Root() position: Position, @Ctx() ctx: RequestContext) {
    return departmentLoader(ctx).load(position.departmentId);
  }
}
