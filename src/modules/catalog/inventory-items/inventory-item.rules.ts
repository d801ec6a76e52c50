import { registerEnumType } from 'type-graphql';

/**
 * Vocabularies of inventory items and unit conversion (pure; unit tested). Quantities are handled
 * in thousandths (grams of a kilogram, millilitres of a litre) as integers, so conversions and
 * costs never pick up binary floating-point error.
 */
export enum InventoryUnit {
  Kg = 'Kg',
  G = 'G',
  L = 'L',
  Ml = 'Ml',
  Piece = 'Piece',
}
registerEnumType(InventoryUnit, {
  name: 'InventoryUnit',
  description: 'Kg (kilogram), G (gram), L (litre), Ml (millilitre) or Piece.',
  valuesConfig: {
    Kg: { description: 'Kilogram; quantities in this unit are kilograms (decimals allowed).' },
    G: { description: 'Gram.' },
    L: { description: 'Litre.' },
    Ml: { description: 'Millilitre.' },
    Piece: { description: 'Counted pieces (cans, boxes, loaves).' },
  },
});
export const INVENTORY_UNITS: readonly InventoryUnit[] = Object.values(InventoryUnit);
/** Units as Arabic files and messages write them (the console's words). */
export const INVENTORY_UNIT_WORDS_AR: Readonly<Record<InventoryUnit, string>> = { Kg: 'كغم', G: 'غم', L: 'لتر', Ml: 'مل', Piece: 'قطعة' };

export enum InventoryKind {
  Chicken = 'Chicken',
  Meat = 'Meat',
  Rice = 'Rice',
  Ingredient = 'Ingredient',
  Packaging = 'Packaging',
  Product = 'Product',
  Other = 'Other',
}
registerEnumType(InventoryKind, {
  name: 'InventoryKind',
  description: 'Chicken, Meat, Rice, Ingredient, Packaging, Product or Other.',
  valuesConfig: {
    Chicken: { description: 'Raw chicken, a fixed input of production batches.' },
    Meat: { description: 'Raw meat, a fixed input of production batches.' },
    Rice: { description: 'Rice, a fixed input of production batches.' },
    Ingredient: { description: 'Any other ingredient (oil, spices, vegetables).' },
    Packaging: { description: 'Boxes, bags, cups and other packaging.' },
    Product: { description: 'A finished or bought-in product kept in stock (e.g. canned drinks).' },
    Other: { description: 'Anything else kept in stock.' },
  },
});
export const INVENTORY_KINDS: readonly InventoryKind[] = Object.values(InventoryKind);
/** Kinds as Arabic files write them (the console's words). */
export const INVENTORY_KIND_WORDS_AR: Readonly<Record<InventoryKind, string>> = {
  Chicken: 'دجاج',
  Meat: 'لحم',
  Rice: 'رز',
  Ingredient: 'مكوّن',
  Packaging: 'تغليف',
  Product: 'منتج',
  Other: 'أخرى',
};

/** Largest standard cost of one unit (IQD); keeps every batch cost inside a safe integer. */
export const MAX_STANDARD_COST_IQD = 10_000_000;

type Dimension = 'mass' | 'volume' | 'count';

const UNIT_INFO: Record<InventoryUnit, { dimension: Dimension; /** how many of the base unit (g, ml, piece) one unit is */ base: number }> = {
  Kg: { dimension: 'mass', base: 1000 },
  G: { dimension: 'mass', base: 1 },
  L: { dimension: 'volume', base: 1000 },
  Ml: { dimension: 'volume', base: 1 },
  Piece: { dimension: 'count', base: 1 },
};

export function isInventoryUnit(value: string): value is InventoryUnit {
  return (INVENTORY_UNITS as readonly string[]).includes(value);
}

export function unitDimension(unit: InventoryUnit): Dimension {
  return UNIT_INFO[unit].dimension;
}

/** How many of its dimension's base unit (g, ml, piece) one unit is. */
export function unitBase(unit: InventoryUnit): number {
  return UNIT_INFO[unit].base;
}

/** True when a quantity in `from` can be expressed in `to` (Kg↔G, L↔Ml, Piece↔Piece). */
export function unitsCompatible(from: InventoryUnit, to: InventoryUnit): boolean {
  return UNIT_INFO[from].dimension === UNIT_INFO[to].dimension;
}

/** Decimal quantity → integer thousandths (0.125 → 125). */
export function toMilli(quantity: number): number {
  return Math.round(quantity * 1000);
}

export function fromMilli(milli: number): number {
  return milli / 1000;
}

/**
 * A quantity in thousandths of `from` expressed in thousandths of `to`; exact when converting to a
 * smaller unit, rounded half up to a thousandth when converting to a larger one.
 */
export function convertMilli(milli: number, from: InventoryUnit, to: InventoryUnit): number {
  if (!unitsCompatible(from, to)) throw new Error(`Cannot convert ${from} to ${to}`);
  const numerator = milli * UNIT_INFO[from].base;
  const denominator = UNIT_INFO[to].base;
  return Math.floor((numerator + denominator / 2) / denominator);
}

/**
 * Cost in whole IQD of a quantity (thousandths of the item's unit) at a standard cost per unit,
 * rounded half up. BigInt keeps the product exact.
 */
export function costOfMilli(milli: number, unitCostIqd: number): bigint {
  const product = BigInt(milli) * BigInt(unitCostIqd);
  return (product + 500n) / 1000n;
}
