import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { TaxCode } from './tax-code.entity';
import { CreateTaxCodeInput, SetTaxCodeActiveInput, TaxCodeFilter, UpdateTaxCodeInput } from './tax-code.inputs';
import { taxCodeService, taxCodesSort } from './tax-code.service';

export const TaxCodePage = Paginated(TaxCode, 'TaxCode');

@Resolver(() => TaxCode)
export class TaxCodeResolver {
  @Query(() => TaxCodePage, { description: 'Tax codes of the organisation.' })
  taxCodes(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(taxCodesSort, 'code Asc') }) list?: ListArgs,
    @Arg('filter', () => TaxCodeFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: TaxCodeFilter,
  ) {
    return taxCodeService.list(ctx, list, filter);
  }

  @Query(() => TaxCode, { description: 'A tax code (deleted ones too).' })
  taxCode(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the tax code; 404 when no such tax code is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return taxCodeService.get(ctx, id);
  }

  @Mutation(() => TaxCode, { description: 'Creates a tax code (code unique in the organisation, 409 otherwise).' })
  createTaxCode(@Ctx() ctx: RequestContext, @Arg('input', () => CreateTaxCodeInput, { description: 'Fields of the new tax code.' }) input: CreateTaxCodeInput) {
    return taxCodeService.create(ctx, input);
  }

  @Mutation(() => TaxCode, { description: 'Changes name, nameAr, ratePermille or appliesTo; the code never changes.' })
  updateTaxCode(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the tax code to change; 404 (nothing changed) when no such tax code is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateTaxCodeInput, { description: 'Fields of the tax code to change; a field left out keeps its value.' }) input: UpdateTaxCodeInput,
  ) {
    return taxCodeService.update(ctx, id, input);
  }

  @Mutation(() => TaxCode, { description: 'Activates or deactivates a tax code (inactive codes cannot be put on new records).' })
  setTaxCodeActive(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the tax code to activate or deactivate; 404 (nothing changed) when no such tax code is visible to the caller.',
    })
    id: string,
    @Arg('input', () => SetTaxCodeActiveInput, { description: 'Active or not, and why.' }) input: SetTaxCodeActiveInput,
  ) {
    return taxCodeService.setActive(ctx, id, input);
  }

  @Mutation(() => TaxCode, { description: 'Soft-deletes a tax code that no active record uses (409 otherwise).' })
  deleteTaxCode(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the tax code to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such tax code is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: "Why the tax code is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return taxCodeService.delete(ctx, id, reason);
  }
}
