import type { RequestContext } from '../../../core/context/request-context';
import { type FieldErrors, validationError } from '../../../core/errors/app-error';
import { isUuid } from '../../../core/scalars';
import { businessDateAt } from '../../../core/time/business-day';
import { type PricedLine, type PriceQuote, priceCart, PricingInputError } from '../pricing';
import { type CartItemInput, type CatalogueView, checkItems, shapeProblems } from './cart-items';
import type { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';
import { type BranchPricing, optionsOf, promotionsOn, type QuoteChannel, type QuoteChannelChoice, quoteReads, taxCodesOf } from './cart-quote.reads';

export type { CartItemInput } from './cart-items';

export interface CartQuoteRequest {
  /** Must belong to ctx.organizationId (else 422 on `branchId`). */
  branchId: string;
  /** A sales channel of the organisation (else 422 on `channelId`); null = no channel (or `channelKind`'s). */
  channelId: string | null;
  /**
   * With no channelId: the organisation's oldest active channel of this kind, none when it has
   * none (the guest paths: SelfOrder; partners: Partner). Read with the rest of the quote.
   */
  channelKind?: SalesChannelKind;
  items: CartItemInput[];
  /** Default: the clock's now; the business date is computed in the branch's zone. */
  at?: Date;
}

export interface CartQuoteModifier {
  optionId: string;
  priceDelta: number;
  name: string;
  nameAr: string | null;
}

export type CartQuoteLine = PricedLine & {
  name: string;
  nameAr: string | null;
  modifiers: CartQuoteModifier[];
  /** Kilograms of cooked rice one unit of the product sells by weight; null for other products. */
  directRiceKg: number | null;
};

export interface CartQuote extends PriceQuote {
  lines: CartQuoteLine[];
  /** The branch as the quote read it (code, zone, tier…), so an order needs no second read. */
  branch: BranchPricing;
  /** The channel priced for (the one named, or the one of `channelKind`); null for none. */
  channel: QuoteChannel | null;
}

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** The engine speaks of `lines.2.modifiers`; callers sent `items[2]`. */
function itemField(field: string): string {
  return field.replace(/^lines\.(\d+)/, 'items[$1]').replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/**
 * Quotes a cart for a branch and channel: reads the catalogue, the branch's tier, the
 * organisation's promotions and price settings in a fixed number of queries (never one per
 * line), refuses anything a guest could not order with one 422 listing every field, then prices
 * it with the pure engine. Console quotes, guest quotes and orders all go through here, so a
 * price is never computed twice in two ways.
 */
export class CartQuoteService {
  async quote(ctx: RequestContext, request: CartQuoteRequest): Promise<CartQuote> {
    const errors = shapeProblems(request.items);
    // Without a usable list there is nothing more to check.
    if (errors.items) throw validationError(errors);
    const branchOk = isUuid(request.branchId);
    if (!branchOk) add(errors, 'branchId', 'must be a UUID');
    if (request.channelId != null && !isUuid(request.channelId)) add(errors, 'channelId', 'must be a UUID');

    const items = request.items;
    const productIds = [...new Set(items.map((item) => item?.productId).filter(isUuid))];
    const at = request.at ?? ctx.now();
    const named = request.channelId != null && isUuid(request.channelId);
    const choice: QuoteChannelChoice = named
      ? { id: request.channelId! }
      : request.channelId == null && request.channelKind
        ? { kind: request.channelKind }
        : null;
    // Read for the requested branch only when it is a uuid: otherwise nothing is hidden, and the branch error is reported.
    const { branch, channel, products, promotions: candidates } = await quoteReads(ctx, branchOk ? request.branchId : null, choice, productIds, at);
    if (branchOk && !branch) add(errors, 'branchId', 'is not a branch of this organisation');
    if (named && !channel) add(errors, 'channelId', 'is not a sales channel of this organisation');
    else if (channel && !channel.active) add(errors, 'channelId', 'is inactive');

    const groupIds = [...new Set(products.flatMap((product) => product.groups.map((group) => group.groupId)))];
    const options = await optionsOf(ctx, groupIds);
    const view: CatalogueView = {
      products: new Map(products.map((product) => [product.id, product])),
      options: new Map(options.map((option) => [option.id, option])),
      channel,
    };
    const checked = checkItems(items, view, errors);
    if (Object.keys(errors).length > 0 || !branch) throw validationError(errors);

    const businessDate = businessDateAt(at, branch.timeZone, branch.dayStartHour);
    const taxCodeIds = [...new Set(checked.map((item) => item.product.taxCodeId).filter((id): id is string => id !== null))];
    const taxCodes = await taxCodesOf(ctx, taxCodeIds);
    const promotions = promotionsOn(candidates, businessDate);

    let quote: PriceQuote;
    try {
      quote = priceCart({
        lines: checked.map((item) => {
          const code = item.product.taxCodeId ? taxCodes.get(item.product.taxCodeId) : undefined;
          return {
            productId: item.product.id,
            basePrice: item.product.basePriceIqd,
            quantity: item.quantity,
            modifiers: item.options.map((option) => ({ optionId: option.id, priceDelta: option.priceDeltaIqd })),
            tax: code ? { taxCodeId: code.id, ratePermille: code.ratePermille } : null,
          };
        }),
        tier: branch.tier,
        priceStep: branch.priceStep,
        promotions,
        businessDate,
        channelId: channel?.id ?? null,
        pricesIncludeTax: branch.pricesIncludeTax,
      });
    } catch (error) {
      if (error instanceof PricingInputError) throw validationError({ [itemField(error.field)]: [error.problem] });
      throw error;
    }

    return {
      ...quote,
      branch,
      channel,
      lines: quote.lines.map((line, index) => {
        const item = checked[index];
        return {
          ...line,
          name: item.product.name,
          nameAr: item.product.nameAr,
          modifiers: item.options.map((option) => ({ optionId: option.id, priceDelta: option.priceDeltaIqd, name: option.name, nameAr: option.nameAr })),
          directRiceKg: item.product.directRiceKg,
        };
      }),
    };
  }
}

export const cartQuoteService = new CartQuoteService();
