import { PricingInputError, toSafeAmount, wholeAmount } from './money';
import { choosePromotion, type PromotionCandidate, type PromotionRejection } from './promotion-choice';
import { type PriceTier, priceStep, shelfPriceOf, tierBasisPoints } from './shelf-price';
import { allocateDiscount, exclusiveTax, inclusiveTax } from './tax';

export interface CartModifierInput {
  optionId: string;
  /** Signed IQD added to the unit price (not adjusted by the tier). */
  priceDelta: number;
}

export interface CartLineInput {
  productId: string;
  /** The catalogue's base price in IQD. */
  basePrice: number;
  quantity: number;
  modifiers?: readonly CartModifierInput[];
  /** The product's tax code, or null when it carries none. */
  tax: { taxCodeId: string; ratePermille: number } | null;
}

export interface CartPricingInput {
  lines: readonly CartLineInput[];
  /** The branch's PriceTier group, or null when it belongs to none. */
  tier: PriceTier | null;
  /** The organisation's price step (tier-derived shelf prices round to it). */
  priceStep: number;
  /** The organisation's non-deleted promotions; the engine decides which apply. */
  promotions: readonly PromotionCandidate[];
  /** The business date of the sale in the branch's calendar (the caller computes it). */
  businessDate: string;
  channelId: string | null;
  /** Organisation setting: shelf prices include tax (default false: tax is added). */
  pricesIncludeTax: boolean;
}

export interface PricedLine {
  index: number;
  productId: string;
  quantity: number;
  basePrice: number;
  /** Base price under the branch's tier, rounded to the price step. */
  shelfPrice: number;
  modifiers: { optionId: string; priceDelta: number }[];
  /** shelfPrice + the modifier deltas. */
  unitPrice: number;
  /** unitPrice × quantity. */
  lineTotal: number;
  /** This line's share of the cart's discount. */
  discount: number;
  /** lineTotal − discount: what the line costs (including tax when prices include it). */
  netAmount: number;
  taxCodeId: string | null;
  ratePermille: number | null;
}

export interface PricedTax {
  taxCodeId: string;
  ratePermille: number;
  /** Sum of the net amounts of the lines under this code. */
  taxableAmount: number;
  tax: number;
}

export interface ConsideredPromotion {
  promotionId: string;
  name: string;
  discount: number;
  applied: boolean;
  rejection: PromotionRejection | null;
  reason: string;
}

export interface PriceQuote {
  businessDate: string;
  channelId: string | null;
  pricesIncludeTax: boolean;
  tier: { groupId: string | null; groupName: string | null; basisPoints: number; reason: string };
  lines: PricedLine[];
  subtotal: number;
  promotion: ConsideredPromotion | null;
  promotionsConsidered: ConsideredPromotion[];
  discount: number;
  taxes: PricedTax[];
  taxTotal: number;
  /** What the guest pays. */
  total: number;
  totalExcludingTax: number;
}

interface WorkingLine {
  input: CartLineInput;
  base: bigint;
  shelf: bigint;
  modifiers: { optionId: string; delta: bigint }[];
  unit: bigint;
  quantity: bigint;
  total: bigint;
  rate: bigint | null;
}

function readLine(line: CartLineInput, index: number, tierBp: bigint, step: bigint): WorkingLine {
  const field = `lines.${index}`;
  const base = wholeAmount(line.basePrice, `${field}.basePrice`, { min: 0 });
  const quantity = wholeAmount(line.quantity, `${field}.quantity`, { min: 1 });
  const modifiers = (line.modifiers ?? []).map((modifier, position) => ({
    optionId: modifier.optionId,
    delta: wholeAmount(modifier.priceDelta, `${field}.modifiers.${position}.priceDelta`),
  }));
  const shelf = shelfPriceOf(base, tierBp, step);
  const unit = modifiers.reduce((sum, modifier) => sum + modifier.delta, shelf);
  if (unit < 0n) throw new PricingInputError(`${field}.modifiers`, 'must not bring the unit price below 0');
  let rate: bigint | null = null;
  if (line.tax) {
    rate = wholeAmount(line.tax.ratePermille, `${field}.tax.ratePermille`, { min: 0 });
    if (rate > 1000n) throw new PricingInputError(`${field}.tax.ratePermille`, 'must be at most 1000');
  }
  return { input: line, base, shelf, modifiers, unit, quantity, total: unit * quantity, rate };
}

function tierReason(tier: PriceTier | null, tierBp: bigint, step: bigint): string {
  if (tierBp === 0n) return tier?.groupName ? `${tier.groupName}: 0%, base prices apply` : 'no price tier: base prices apply';
  const sign = tierBp > 0n ? '+' : '';
  const pct = `${sign}${Number(tierBp) / 100}%`;
  return `${tier?.groupName ?? 'price tier'}: ${pct} on base prices, rounded to the nearest ${step} IQD`;
}

/**
 * Prices a cart: shelf price per line (base under the branch's tier, rounded to the price step),
 * plus modifier deltas, times quantity; the best promotion for the guest on the subtotal; the
 * discount split over the lines; taxes per tax code on the discounted amounts (added when prices
 * exclude tax, extracted when they include it), each rounded half away from zero to 1 IQD.
 * Pure: the caller reads the products, tier, promotions and business date beforehand.
 */
export function priceCart(input: CartPricingInput): PriceQuote {
  if (input.lines.length === 0) throw new PricingInputError('lines', 'must contain at least one item');
  const tierBp = tierBasisPoints(input.tier?.pct ?? null, 'tier.pct');
  const step = priceStep(input.priceStep);
  const lines = input.lines.map((line, index) => readLine(line, index, tierBp, step));
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0n);

  const choice = choosePromotion(input.promotions, subtotal, input.businessDate, input.channelId);
  const shares = allocateDiscount(
    lines.map((line) => line.total),
    choice.discount,
  );

  const taxGroups = new Map<string, { rate: bigint; taxable: bigint }>();
  lines.forEach((line, index) => {
    if (line.rate === null || !line.input.tax) return;
    const code = line.input.tax.taxCodeId;
    const group = taxGroups.get(code);
    if (group && group.rate !== line.rate)
      throw new PricingInputError(`lines.${index}.tax.ratePermille`, `differs from another line's rate for tax code ${code}`);
    taxGroups.set(code, { rate: line.rate, taxable: (group?.taxable ?? 0n) + line.total - shares[index] });
  });
  const taxes = [...taxGroups.entries()].map(([taxCodeId, group]) => ({
    taxCodeId,
    rate: group.rate,
    taxable: group.taxable,
    tax: input.pricesIncludeTax ? inclusiveTax(group.taxable, group.rate) : exclusiveTax(group.taxable, group.rate),
  }));
  const taxTotal = taxes.reduce((sum, tax) => sum + tax.tax, 0n);
  const net = subtotal - choice.discount;
  const total = input.pricesIncludeTax ? net : net + taxTotal;

  const promotionOut = (entry: (typeof choice.considered)[number]): ConsideredPromotion => ({
    promotionId: entry.promotionId,
    name: entry.name,
    discount: toSafeAmount(entry.discount, 'discount'),
    applied: entry.applied,
    rejection: entry.rejection,
    reason: entry.reason,
  });

  return {
    businessDate: input.businessDate,
    channelId: input.channelId,
    pricesIncludeTax: input.pricesIncludeTax,
    tier: {
      groupId: input.tier?.groupId ?? null,
      groupName: input.tier?.groupName ?? null,
      basisPoints: Number(tierBp),
      reason: tierReason(input.tier, tierBp, step),
    },
    lines: lines.map((line, index) => ({
      index,
      productId: line.input.productId,
      quantity: Number(line.quantity),
      basePrice: toSafeAmount(line.base, `lines.${index}.basePrice`),
      shelfPrice: toSafeAmount(line.shelf, `lines.${index}.shelfPrice`),
      modifiers: line.modifiers.map((modifier) => ({ optionId: modifier.optionId, priceDelta: Number(modifier.delta) })),
      unitPrice: toSafeAmount(line.unit, `lines.${index}.unitPrice`),
      lineTotal: toSafeAmount(line.total, `lines.${index}.lineTotal`),
      discount: toSafeAmount(shares[index], `lines.${index}.discount`),
      netAmount: toSafeAmount(line.total - shares[index], `lines.${index}.netAmount`),
      taxCodeId: line.input.tax?.taxCodeId ?? null,
      ratePermille: line.rate === null ? null : Number(line.rate),
    })),
    subtotal: toSafeAmount(subtotal, 'subtotal'),
    promotion: choice.best ? promotionOut(choice.best) : null,
    promotionsConsidered: choice.considered.map(promotionOut),
    discount: toSafeAmount(choice.discount, 'discount'),
    taxes: taxes.map((tax) => ({
      taxCodeId: tax.taxCodeId,
      ratePermille: Number(tax.rate),
      taxableAmount: toSafeAmount(tax.taxable, 'taxableAmount'),
      tax: toSafeAmount(tax.tax, 'tax'),
    })),
    taxTotal: toSafeAmount(taxTotal, 'taxTotal'),
    total: toSafeAmount(total, 'total'),
    totalExcludingTax: toSafeAmount(input.pricesIncludeTax ? net - taxTotal : net, 'totalExcludingTax'),
  };
}
