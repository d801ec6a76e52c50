import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { SelfOrderTable } from './self-order-table.entity';
import { CreateSelfOrderTableInput, IssuedQrToken, SelfOrderTableFilter, UpdateSelfOrderTableInput } from './self-order-table.inputs';
import { selfOrderTableService, selfOrderTablesSort } from './self-order-table.service';

export const SelfOrderTablePage = Paginated(SelfOrderTable, 'SelfOrderTable');

@Resolver(() => SelfOrderTable)
export class SelfOrderTableResolver {
  @Query(() => SelfOrderTablePage, { description: 'Self-order tables (all branches unless filtered), by name unless sorted otherwise.' })
  selfOrderTables(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(selfOrderTablesSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => SelfOrderTableFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: SelfOrderTableFilter,
  ) {
    return selfOrderTableService.list(ctx, list, filter);
  }

  @Query(() => SelfOrderTable, { description: 'One self-order (QR) table of the organisation; never its QR token.' })
  selfOrderTable(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the self-order table; 404 when no such self-order table is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return selfOrderTableService.get(ctx, id);
  }

  @Mutation(() => IssuedQrToken, { description: 'Creates a table and issues its QR token (shown once, with the QR images).' })
  createSelfOrderTable(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateSelfOrderTableInput, { description: 'Fields of the new self-order table.' }) input: CreateSelfOrderTableInput,
  ) {
    return selfOrderTableService.create(ctx, input);
  }

  @Mutation(() => SelfOrderTable, { description: "Changes a self-order table's name, area, seats or active flag." })
  updateSelfOrderTable(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the self-order table to change; 404 (nothing changed) when no such self-order table is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateSelfOrderTableInput, { description: 'Fields of the self-order table to change; a field left out keeps its value.' })
    input: UpdateSelfOrderTableInput,
  ) {
    return selfOrderTableService.update(ctx, id, input);
  }

  @Mutation(() => IssuedQrToken, { description: 'Issues a new QR token (shown once); the previous one stops working at once.' })
  rotateSelfOrderTableToken(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        'Id of the self-order table whose QR token is replaced (the old QR code stops working); 404 (nothing changed) when no such table is visible to the caller.',
    })
    id: string,
  ) {
    return selfOrderTableService.rotate(ctx, id);
  }

  @Mutation(() => SelfOrderTable, { description: 'Revokes the QR token (409 when none is issued); rotate issues a new one.' })
  revokeSelfOrderTableToken(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        'Id of the self-order table whose QR token is revoked (its QR code stops working); 404 (nothing changed) when no such table is visible to the caller.',
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why the QR token is revoked; kept in the audit trail. Optional, at most 500 characters kept.',
    })
    reason?: string,
  ) {
    return selfOrderTableService.revoke(ctx, id, reason);
  }
}
