import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Supplier } from './supplier.entity';
import { CreateSupplierInput, SupplierFilter, SupplierReasonInput, UpdateSupplierInput } from './supplier.inputs';
import { supplierService } from './supplier.service';

export const SupplierPage = Paginated(Supplier, 'Supplier');

@Resolver(() => Supplier)
export class SupplierResolver {
  @Query(() => SupplierPage, { description: 'Suppliers of the organisation (by name).' })
  suppliers(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => SupplierFilter, { nullable: true }) filter?: SupplierFilter,
  ) {
    return supplierService.list(ctx, list, filter);
  }

  @Query(() => Supplier)
  supplier(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return supplierService.get(ctx, id);
  }

  @Mutation(() => Supplier, { description: 'Creates an active supplier (name unique in the organisation, case-insensitive).' })
  createSupplier(@Ctx() ctx: RequestContext, @Arg('input', () => CreateSupplierInput) input: CreateSupplierInput) {
    return supplierService.create(ctx, input);
  }

  @Mutation(() => Supplier, { description: 'Changes a supplier; omitted fields keep their value.' })
  updateSupplier(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => UpdateSupplierInput) input: UpdateSupplierInput) {
    return supplierService.update(ctx, id, input);
  }

  @Mutation(() => Supplier, { description: 'Deactivates a supplier: old documents keep it, new ones refuse it.' })
  deactivateSupplier(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => SupplierReasonInput, { nullable: true }) input?: SupplierReasonInput,
  ) {
    return supplierService.setActive(ctx, id, false, input);
  }

  @Mutation(() => Supplier, { description: 'Activates an inactive supplier again.' })
  activateSupplier(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => SupplierReasonInput, { nullable: true }) input?: SupplierReasonInput,
  ) {
    return supplierService.setActive(ctx, id, true, input);
  }
}
