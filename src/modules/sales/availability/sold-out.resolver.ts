import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { SoldOutEntry } from './sold-out.entity';
import { AvailabilityChange, SetAvailabilityInput } from './sold-out.inputs';
import { soldOutService } from './sold-out.service';

@Resolver()
export class SoldOutResolver {
  @Query(() => [SoldOutEntry], { description: 'What is marked sold out at the active branch.' })
  soldOutItems(@Ctx() ctx: RequestContext) {
    return soldOutService.list(ctx);
  }

  @Mutation(() => AvailabilityChange, {
    description:
      'Marks a product (or an inventory item: every product needing it) sold out at the active branch, or available again. Sold out: off the guest and partner menus, refused in new orders (422 naming the product), catalog.availability.changed sent to webhooks. Idempotent.',
  })
  setProductAvailability(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetAvailabilityInput, { description: 'Target and availability.' }) input: SetAvailabilityInput,
  ) {
    return soldOutService.set(ctx, input);
  }
}
