/**
 * Tomorrow's batch proposal from the forecast usage of its inputs (docs/forecast.md, "Batch
 * proposal"), rounded as the batch rules require (docs/production.md, "Batch fields and validation",
 * "Rice rounding"): whole chickens, meat to the gram, raw rice on the branch's rice rounding step, and
 * the cooked rice exactly as the batch will compute it. Every quantity is rounded up, so the proposal
 * never falls short of the forecast quantile it was given.
 */
import { cookedRiceKg, MAX_BATCH_QUANTITY, type RiceRoundingMethod, roundingStepKg } from '../../production/batches/batch.rules';
import type { ForecastDay } from './backtest';

export interface BatchProposalInput {
  /** Forecast chicken usage, pieces. */
  chickenPieces: number;
  /** Forecast meat usage, kilograms. */
  meatKg: number;
  /** Forecast raw rice drawn by the products' bills of materials, kilograms. */
  rawRiceKg: number;
  /** Forecast cooked rice sold by weight (products' `directRiceKg`), kilograms; reserved for direct sales. */
  directRiceKg?: number;
  cookedRiceMultiplier: number;
  riceRoundingMethod: RiceRoundingMethod;
}

export interface BatchProposal {
  chickenCount: number;
  meatKg: number;
  rawRiceKg: number;
  /** The cooked rice the batch will compute from the proposal (raw × multiplier, rounded by the method). */
  cookedRiceKg: number;
  reservedRiceDirectSaleKg: number;
}

/** Which value of a forecast day the proposal takes: the service-level quantile by default. */
export type ProposalQuantile = 'median' | 'upper';

export function forecastQuantity(day: Pick<ForecastDay, 'median' | 'upper'>, quantile: ProposalQuantile = 'upper'): number {
  return quantile === 'median' ? day.median : day.upper;
}

/** Whole thousandths, rounded up; the small tolerance keeps 2.0000000001 (float noise) at 2. */
function ceilMilli(value: number): number {
  return Math.ceil(Math.round(value * 1e6) / 1e3);
}

function checkQuantity(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number`);
}

export function proposeBatch(input: BatchProposalInput): BatchProposal {
  checkQuantity('chickenPieces', input.chickenPieces);
  checkQuantity('meatKg', input.meatKg);
  checkQuantity('rawRiceKg', input.rawRiceKg);
  checkQuantity('directRiceKg', input.directRiceKg ?? 0);
  const multiplier = input.cookedRiceMultiplier;
  if (!(multiplier >= 1 && multiplier <= 4)) throw new RangeError('cookedRiceMultiplier must be 1–4');

  const chickenCount = Math.min(MAX_BATCH_QUANTITY, Math.ceil(ceilMilli(input.chickenPieces) / 1000));
  const meatKg = Math.min(MAX_BATCH_QUANTITY, ceilMilli(input.meatKg) / 1000);

  // Cooked rice needed: the portions' raw rice cooked, plus the rice sold by weight.
  const directMilli = ceilMilli(input.directRiceKg ?? 0);
  const neededCookedMilli = ceilMilli(input.rawRiceKg * multiplier) + directMilli;
  const stepMilli = Math.round(roundingStepKg(input.riceRoundingMethod) * 1000);
  const maxRawMilli = MAX_BATCH_QUANTITY * 1000;
  // Raw rice on the branch's rounding step, the smallest whose cooked rice (as the batch rounds it) covers the need.
  let rawMilli = Math.min(maxRawMilli, Math.max(0, Math.ceil(neededCookedMilli / 1000 / multiplier / (stepMilli / 1000) - 1e-9) * stepMilli));
  while (rawMilli < maxRawMilli && Math.round(cookedRiceKg(rawMilli / 1000, multiplier, input.riceRoundingMethod) * 1000) < neededCookedMilli) {
    rawMilli += stepMilli;
  }
  const cooked = cookedRiceKg(rawMilli / 1000, multiplier, input.riceRoundingMethod);
  return {
    chickenCount,
    meatKg,
    rawRiceKg: rawMilli / 1000,
    cookedRiceKg: cooked,
    reservedRiceDirectSaleKg: Math.min(directMilli, Math.round(cooked * 1000)) / 1000,
  };
}
