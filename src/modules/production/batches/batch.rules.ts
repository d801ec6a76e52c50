/**
 * Pure rules of production batches (unit tested): the status machine, rice rounding, direct rice
 * sales against the reserved amount, and the order of a batch's outputs. Kilograms are handled as
 * integer grams (thousandths) so that no binary floating-point error reaches a figure.
 */
import { registerEnumType } from 'type-graphql';
import { conflict, type FieldErrors, validationError } from '../../../core/errors/app-error';
import { toMilli } from '../../catalog/inventory-items/inventory-item.rules';

/* ---------------------------------------------------------------- status machine */

export enum BatchStatus {
  Draft = 'Draft',
  InProduction = 'InProduction',
  Completed = 'Completed',
  Closed = 'Closed',
  Cancelled = 'Cancelled',
}
registerEnumType(BatchStatus, {
  name: 'BatchStatus',
  description: 'Draft → InProduction → Completed (and back to InProduction) → Closed; Cancelled from any open status. Closed and Cancelled are final.',
  valuesConfig: {
    Draft: { description: 'Being planned; inputs can change freely.' },
    InProduction: { description: 'Being cooked; outputs and waste are recorded.' },
    Completed: { description: 'Production finished; can go back to InProduction or be Closed.' },
    Closed: { description: 'Final: costs are frozen (ClosedSnapshot) and the batch no longer changes.' },
    Cancelled: { description: 'Final: abandoned before closing.' },
  },
});
export const BATCH_STATUSES: readonly BatchStatus[] = Object.values(BatchStatus);

const { Draft, InProduction, Completed, Closed, Cancelled } = BatchStatus;

/** Allowed moves. Closed and Cancelled are final. */
export const BATCH_TRANSITIONS: Readonly<Record<BatchStatus, readonly BatchStatus[]>> = {
  Draft: [InProduction, Cancelled],
  InProduction: [Completed, Closed, Cancelled],
  Completed: [InProduction, Closed, Cancelled],
  Closed: [],
  Cancelled: [],
};

/** Statuses in which the batch's own fields (rice parameters, overflow flag) may change. */
export const OPEN_STATUSES: readonly BatchStatus[] = [Draft, InProduction, Completed];
/** Statuses in which outputs and waste are recorded (production has started). */
export const PRODUCING_STATUSES: readonly BatchStatus[] = [InProduction, Completed];

export function isBatchStatus(value: string): value is BatchStatus {
  return (BATCH_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: BatchStatus, to: BatchStatus): boolean {
  return BATCH_TRANSITIONS[from].includes(to);
}

/** Throws 409 CONFLICT naming the allowed moves when `from → to` is not an edge. */
export function assertTransition(from: BatchStatus, to: BatchStatus): void {
  if (canTransition(from, to)) return;
  const allowed = BATCH_TRANSITIONS[from];
  const detail = allowed.length ? `allowed from ${from}: ${allowed.join(', ')}` : `${from} is final`;
  throw conflict(`A batch cannot move from ${from} to ${to} (${detail}).`);
}

/** Throws 409 CONFLICT unless the batch is in one of `statuses`; `action` reads "change", "add outputs to"… */
export function assertStatusIn(status: BatchStatus, statuses: readonly BatchStatus[], action: string): void {
  if (statuses.includes(status)) return;
  if (status === 'Closed') throw conflict(`The batch is closed; you cannot ${action} it.`);
  if (status === 'Cancelled') throw conflict(`The batch is cancelled; you cannot ${action} it.`);
  throw conflict(`You cannot ${action} a batch in status ${status} (allowed in: ${statuses.join(', ')}).`);
}

/* ---------------------------------------------------------------- rice */

export enum RiceRoundingMethod {
  None = 'None',
  Nearest = 'Nearest',
  Up = 'Up',
  Down = 'Down',
}
registerEnumType(RiceRoundingMethod, {
  name: 'RiceRoundingMethod',
  description: 'None (to the gram), Nearest, Up or Down (to a step of 0.1 kg).',
  valuesConfig: {
    None: { description: 'No rounding: rice quantities to the gram.' },
    Nearest: { description: 'Round to the nearest 0.1 kg.' },
    Up: { description: 'Round up to the next 0.1 kg.' },
    Down: { description: 'Round down to the previous 0.1 kg.' },
  },
});
export const RICE_ROUNDING_METHODS: readonly RiceRoundingMethod[] = Object.values(RiceRoundingMethod);

/** The step of Nearest/Up/Down: 0.1 kg (100 g). `None` keeps gram precision (0.001 kg). */
export const RICE_ROUNDING_STEP_KG = 0.1;
const STEP_MICRO = 100_000; // 0.1 kg in millionths of a kilogram
const GRAM_MICRO = 1_000;

export const MIN_COOKED_RICE_MULTIPLIER = 1;
export const MAX_COOKED_RICE_MULTIPLIER = 4;
/** Largest quantity (kg, pieces) one batch line may carry. */
export const MAX_BATCH_QUANTITY = 100_000;

export function isRiceRoundingMethod(value: string): value is RiceRoundingMethod {
  return (RICE_ROUNDING_METHODS as readonly string[]).includes(value);
}

export function roundingStepKg(method: RiceRoundingMethod): number {
  return method === RiceRoundingMethod.None ? 0.001 : RICE_ROUNDING_STEP_KG;
}

/**
 * Cooked rice = raw rice × multiplier, rounded by the method:
 * - None: to the gram (half up), i.e. no step rounding;
 * - Nearest: to the nearest 0.1 kg, halves go up (2.25 → 2.3);
 * - Up: to the next 0.1 kg at or above (2.21 → 2.3);
 * - Down: to the 0.1 kg at or below (2.29 → 2.2).
 * The product is formed exactly in millionths of a kilogram (grams × thousandths).
 */
export function cookedRiceKg(rawRiceKg: number, multiplier: number, method: RiceRoundingMethod): number {
  const micro = toMilli(rawRiceKg) * toMilli(multiplier);
  let rounded: number;
  switch (method) {
    case RiceRoundingMethod.None:
      rounded = Math.floor((micro + GRAM_MICRO / 2) / GRAM_MICRO) * GRAM_MICRO;
      break;
    case RiceRoundingMethod.Nearest:
      rounded = Math.floor((micro + STEP_MICRO / 2) / STEP_MICRO) * STEP_MICRO;
      break;
    case RiceRoundingMethod.Up:
      rounded = Math.ceil(micro / STEP_MICRO) * STEP_MICRO;
      break;
    case RiceRoundingMethod.Down:
      rounded = Math.floor(micro / STEP_MICRO) * STEP_MICRO;
      break;
  }
  return rounded / 1_000_000;
}

export interface RiceParameters {
  rawRiceKg: number;
  cookedRiceMultiplier: number;
  reservedRiceDirectSaleKg: number;
  riceRoundingMethod: RiceRoundingMethod;
}

/** Rice left for portions: cooked minus the amount reserved for direct sale (never below 0). */
export function riceAvailableForPortionsKg(rice: RiceParameters): number {
  const cooked = toMilli(cookedRiceKg(rice.rawRiceKg, rice.cookedRiceMultiplier, rice.riceRoundingMethod));
  return Math.max(0, cooked - toMilli(rice.reservedRiceDirectSaleKg)) / 1000;
}

/** Field errors of a set of rice parameters taken together (the single-field bounds are on the inputs). */
export function riceParameterErrors(rice: RiceParameters): FieldErrors {
  const cooked = cookedRiceKg(rice.rawRiceKg, rice.cookedRiceMultiplier, rice.riceRoundingMethod);
  if (toMilli(rice.reservedRiceDirectSaleKg) > toMilli(cooked)) {
    return { reservedRiceDirectSaleKg: [`must not exceed the cooked rice (${cooked} kg)`] };
  }
  return {};
}

export interface DirectRiceSaleBatch extends RiceParameters {
  status: BatchStatus;
  allowDirectRiceOverflow: boolean;
}

/**
 * The rule sales code applies before selling rice directly (by weight) from a batch:
 * - only while the batch is InProduction or Completed;
 * - the requested weight must be more than 0;
 * - with allowDirectRiceOverflow false, direct sales of the day may not exceed the reserved amount;
 * - with it true, they may run past the reservation into the portion rice, up to the cooked total.
 * Throws 409 CONFLICT (422 naming requestedKg for a request of 0 or less); returns the kilograms left afterwards.
 */
export function assertDirectRiceSale(batch: DirectRiceSaleBatch, requestedKg: number, alreadySoldKg: number): number {
  if (!(requestedKg > 0)) {
    throw validationError({ requestedKg: ['must be more than 0'] });
  }
  assertStatusIn(batch.status, PRODUCING_STATUSES, 'sell rice directly from');
  const cooked = toMilli(cookedRiceKg(batch.rawRiceKg, batch.cookedRiceMultiplier, batch.riceRoundingMethod));
  const limit = batch.allowDirectRiceOverflow ? cooked : toMilli(batch.reservedRiceDirectSaleKg);
  const after = toMilli(Math.max(0, alreadySoldKg)) + toMilli(requestedKg);
  if (after > limit) {
    const left = Math.max(0, limit - toMilli(Math.max(0, alreadySoldKg))) / 1000;
    throw conflict(
      batch.allowDirectRiceOverflow
        ? `Only ${left} kg of cooked rice is left in this batch.`
        : `Only ${left} kg of the rice reserved for direct sale is left; allow overflow on the batch to sell more.`,
    );
  }
  return (limit - after) / 1000;
}

/* ---------------------------------------------------------------- waste */

/**
 * Why food was wasted: Overproduction (left unsold at the end of the day), Spoiled, Burnt,
 * Dropped, Returned (sent back by a guest), Other (reason required).
 */
export enum WasteKind {
  Overproduction = 'Overproduction',
  Spoiled = 'Spoiled',
  Burnt = 'Burnt',
  Dropped = 'Dropped',
  Returned = 'Returned',
  Other = 'Other',
}
registerEnumType(WasteKind, {
  name: 'WasteKind',
  description: 'Overproduction (left unsold at the end of the day), Spoiled, Burnt, Dropped, Returned (sent back by a guest), Other (reason required).',
  valuesConfig: {
    Overproduction: { description: 'Left unsold at the end of the day.' },
    Spoiled: { description: 'Went bad before it was sold.' },
    Burnt: { description: 'Burnt while cooking.' },
    Dropped: { description: 'Dropped or otherwise lost while handling.' },
    Returned: { description: 'Sent back by a guest.' },
    Other: { description: 'Any other cause; a reason is required.' },
  },
});
export const WASTE_KINDS: readonly WasteKind[] = Object.values(WasteKind);

/** Which input of a batch a cost line prices: the three fixed inputs, or one of its extras. */
export enum BatchCostRole {
  Chicken = 'Chicken',
  Meat = 'Meat',
  Rice = 'Rice',
  Extra = 'Extra',
}
registerEnumType(BatchCostRole, {
  name: 'BatchCostRole',
  description: 'Chicken, Meat or Rice (the fixed inputs of a batch) or Extra (one of its extras).',
  valuesConfig: {
    Chicken: { description: "The batch's chicken input." },
    Meat: { description: "The batch's meat input." },
    Rice: { description: "The batch's rice input." },
    Extra: { description: "One of the batch's extras (oil, spices...)." },
  },
});

/** Which unit costs priced a batch's inputs. */
export enum BatchCostBasis {
  Standard = 'Standard',
  ClosedSnapshot = 'ClosedSnapshot',
}
registerEnumType(BatchCostBasis, {
  name: 'BatchCostBasis',
  description: 'Standard (the items’ current standard costs) or ClosedSnapshot (the costs frozen when the batch closed).',
  valuesConfig: {
    Standard: { description: "Costed at the inventory items' current standard costs (open batches)." },
    ClosedSnapshot: { description: 'Costed at the costs frozen when the batch closed.' },
  },
});

/* ---------------------------------------------------------------- output order */

export const OUTPUT_SORTS = ['createdAt', 'outputQty', 'shareIqd', 'allocationWeight', 'expiresAt'] as const;
export type OutputSort = (typeof OUTPUT_SORTS)[number];

export interface SortableOutput {
  id: string;
  createdAt: Date;
  outputQty: number;
  shareIqd: number;
  allocationWeight: number;
  expiresAt: Date | null;
}

/** Resolves OutputSort case-insensitively; null when unknown. */
export function resolveOutputSort(value: string | null | undefined): OutputSort | null {
  if (value == null || value === '') return 'createdAt';
  return OUTPUT_SORTS.find((candidate) => candidate.toLowerCase() === value.toLowerCase()) ?? null;
}

function sortValue(output: SortableOutput, sort: OutputSort): number | null {
  const value = output[sort];
  if (value === null) return null;
  return value instanceof Date ? value.getTime() : value;
}

/** A new array in the requested order; missing values (no expiry) last in either direction; ties by id. */
export function sortOutputs<T extends SortableOutput>(outputs: readonly T[], sort: OutputSort, dir: 'asc' | 'desc'): T[] {
  const sign = dir === 'desc' ? -1 : 1;
  return [...outputs].sort((a, b) => {
    const av = sortValue(a, sort);
    const bv = sortValue(b, sort);
    if (av === null || bv === null) {
      if (av !== bv) return av === null ? 1 : -1;
    } else if (av !== bv) {
      return (av - bv) * sign;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
