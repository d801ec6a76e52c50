import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { TaxCode } from './tax-code.entity';
import { CreateTaxCodeInput, SetTaxCodeActiveInput, TaxCodeFilter, UpdateTaxCodeInput } from './tax-code.inputs';
import { taxCodeService } from './tax-code.service';

export const TaxCodePage = Paginated(TaxCode, 'TaxCode');

@Resolver(() => TaxCode)
export class TaxCodeResolver {
  @Query(() => TaxCodePage, { description: 'Tax codes of the organisation.' })
  taxCodes(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => TaxCodeFilter, { nullable: true }) filter?: TaxCodeFilter,
  ) {
    return taxCodeService.list(ctx, list, filter);
  }

  @Query(() => TaxCode, { description: 'A tax code (deleted ones too).' })
  taxCode(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return taxCodeService.get(ctx, id);
  }

  @Mutation(() => TaxCode)
  createTaxCode(@Ctx() ctx: RequestContext, @Arg('input', () => CreateTaxCodeInput) input: CreateTaxCodeInput) {
    return taxCodeService.create(ctx, input);
  }

  @Mutation(() => TaxCode, { description: 'Changes name, nameAr, ratePermille or appliesTo; the code never changes.' })
  updateTaxCode(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => UpdateTaxCodeInput) input: UpdateTaxCodeInput) {
    return taxCodeService.update(ctx, id, input);
  }

  @Mutation(() => TaxCode, { description: 'Activates or deactivates a tax code (inactive codes cannot be put on new records).' })
  setTaxCodeActive(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => SetTaxCodeActiveInput) input: SetTaxCodeActiveInput,
  ) {
    return taxCodeService.setActive(ctx, id, input);
  }

  @Mutation(() => TaxCode, { description: 'Soft-deletes a tax code that no active record uses (409 otherwise).' })
  deleteTaxCode(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('reason', () => String, { nullable: true }) reason?: string) {
    return taxCodeService.delete(ctx, id, reason);
  }
}
