import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { PaymentMethod } from './payment-method.entity';
import { CreatePaymentMethodInput, PaymentMethodFilter, UpdatePaymentMethodInput } from './payment-method.inputs';
import { paymentMethodService, paymentMethodsSort } from './payment-method.service';

export const PaymentMethodPage = Paginated(PaymentMethod, 'PaymentMethod');

@Resolver(() => PaymentMethod)
export class PaymentMethodResolver {
  @Query(() => PaymentMethodPage, { description: "The organisation's payment methods, by name unless sorted otherwise." })
  paymentMethods(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(paymentMethodsSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => PaymentMethodFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: PaymentMethodFilter,
  ) {
    return paymentMethodService.list(ctx, list, filter);
  }

  @Query(() => PaymentMethod, { description: 'One payment method of the organisation.' })
  paymentMethod(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the payment method; 404 when no such payment method is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return paymentMethodService.get(ctx, id);
  }

  @Mutation(() => PaymentMethod, { description: 'Creates a payment method.' })
  createPaymentMethod(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreatePaymentMethodInput, { description: 'Fields of the new payment method.' }) input: CreatePaymentMethodInput,
  ) {
    return paymentMethodService.create(ctx, input);
  }

  @Mutation(() => PaymentMethod, { description: 'Changes a payment method; only the fields given change.' })
  updatePaymentMethod(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the payment method to change; 404 (nothing changed) when no such payment method is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdatePaymentMethodInput, { description: 'Fields of the payment method to change; a field left out keeps its value.' })
    input: UpdatePaymentMethodInput,
  ) {
    return paymentMethodService.update(ctx, id, input);
  }
}
