import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { PaymentMethod } from './payment-method.entity';
import { CreatePaymentMethodInput, PaymentMethodFilter, UpdatePaymentMethodInput } from './payment-method.inputs';
import { paymentMethodService } from './payment-method.service';

export const PaymentMethodPage = Paginated(PaymentMethod, 'PaymentMethod');

@Resolver(() => PaymentMethod)
export class PaymentMethodResolver {
  @Query(() => PaymentMethodPage, { description: "The organisation's payment methods, by name unless sorted otherwise." })
  paymentMethods(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => PaymentMethodFilter, { nullable: true }) filter?: PaymentMethodFilter,
  ) {
    return paymentMethodService.list(ctx, list, filter);
  }

  @Query(() => PaymentMethod)
  paymentMethod(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return paymentMethodService.get(ctx, id);
  }

  @Mutation(() => PaymentMethod)
  createPaymentMethod(@Ctx() ctx: RequestContext, @Arg('input', () => CreatePaymentMethodInput) input: CreatePaymentMethodInput) {
    return paymentMethodService.create(ctx, input);
  }

  @Mutation(() => PaymentMethod)
  updatePaymentMethod(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => UpdatePaymentMethodInput) input: UpdatePaymentMethodInput,
  ) {
    return paymentMethodService.update(ctx, id, input);
  }
}
