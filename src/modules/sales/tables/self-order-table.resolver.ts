import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { SelfOrderTable } from './self-order-table.entity';
import { CreateSelfOrderTableInput, IssuedQrToken, SelfOrderTableFilter, UpdateSelfOrderTableInput } from './self-order-table.inputs';
import { selfOrderTableService } from './self-order-table.service';

export const SelfOrderTablePage = Paginated(SelfOrderTable, 'SelfOrderTable');

@Resolver(() => SelfOrderTable)
export class SelfOrderTableResolver {
  @Query(() => SelfOrderTablePage, { description: 'Self-order tables (all branches unless filtered), by name unless sorted otherwise.' })
  selfOrderTables(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => SelfOrderTableFilter, { nullable: true }) filter?: SelfOrderTableFilter,
  ) {
    return selfOrderTableService.list(ctx, list, filter);
  }

  @Query(() => SelfOrderTable)
  selfOrderTable(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return selfOrderTableService.get(ctx, id);
  }

  @Mutation(() => IssuedQrToken, { description: 'Creates a table and issues its QR token (shown once, with the QR images).' })
  createSelfOrderTable(@Ctx() ctx: RequestContext, @Arg('input', () => CreateSelfOrderTableInput) input: CreateSelfOrderTableInput) {
    return selfOrderTableService.create(ctx, input);
  }

  @Mutation(() => SelfOrderTable)
  updateSelfOrderTable(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => UpdateSelfOrderTableInput) input: UpdateSelfOrderTableInput,
  ) {
    return selfOrderTableService.update(ctx, id, input);
  }

  @Mutation(() => IssuedQrToken, { description: 'Issues a new QR token (shown once); the previous one stops working at once.' })
  rotateSelfOrderTableToken(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return selfOrderTableService.rotate(ctx, id);
  }

  @Mutation(() => SelfOrderTable, { description: 'Revokes the QR token (409 when none is issued); rotate issues a new one.' })
  revokeSelfOrderTableToken(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('reason', () => String, { nullable: true }) reason?: string,
  ) {
    return selfOrderTableService.revoke(ctx, id, reason);
  }
}
