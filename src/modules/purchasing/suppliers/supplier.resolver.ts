import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { Supplier } from './supplier.entity';
import { CreateSupplierInput, SupplierFilter, SupplierReasonInput, UpdateSupplierInput } from './supplier.inputs';
import { supplierService, suppliersSort } from './supplier.service';

export const SupplierPage = Paginated(Supplier, 'Supplier');

@Resolver(() => Supplier)
export class SupplierResolver {
  @Query(() => SupplierPage, { description: 'Suppliers of the organisation (by name).' })
  suppliers(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(suppliersSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => SupplierFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: SupplierFilter,
  ) {
    return supplierService.list(ctx, list, filter);
  }

  @Query(() => Supplier, { description: 'One supplier of the organisation.' })
  supplier(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the supplier; 404 when no such supplier is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return supplierService.get(ctx, id);
  }

  @Mutation(() => Supplier, { description: 'Creates an active supplier (name unique in the organisation, case-insensitive).' })
  createSupplier(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateSupplierInput, { description: 'Fields of the new supplier.' }) input: CreateSupplierInput,
  ) {
    return supplierService.create(ctx, input);
  }

  @Mutation(() => Supplier, { description: 'Changes a supplier; omitted fields keep their value.' })
  updateSupplier(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the supplier to change; 404 (nothing changed) when no such supplier is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateSupplierInput, { description: 'Fields of the supplier to change; a field left out keeps its value.' }) input: UpdateSupplierInput,
  ) {
    return supplierService.update(ctx, id, input);
  }

  @Mutation(() => Supplier, { description: 'Deactivates a supplier: old documents keep it, new ones refuse it.' })
  deactivateSupplier(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the supplier to deactivate; 404 (nothing changed) when no such supplier is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => SupplierReasonInput, { nullable: true, description: 'Optional reason, kept in the audit trail.' }) input?: SupplierReasonInput,
  ) {
    return supplierService.setActive(ctx, id, false, input);
  }

  @Mutation(() => Supplier, { description: 'Activates an inactive supplier again.' })
  activateSupplier(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the supplier to activate; 404 (nothing changed) when no such supplier is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => SupplierReasonInput, { nullable: true, description: 'Optional reason, kept in the audit trail.' }) input?: SupplierReasonInput,
  ) {
    return supplierService.setActive(ctx, id, true, input);
  }
}
