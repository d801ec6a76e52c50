import {
  assertDirectRiceSale,
  assertStatusIn,
  assertTransition,
  BATCH_STATUSES,
  BATCH_TRANSITIONS,
  BatchStatus,
  canTransition,
  cookedRiceKg,
  type DirectRiceSaleBatch,
  OPEN_STATUSES,
  PRODUCING_STATUSES,
  resolveOutputSort,
  riceAvailableForPortionsKg,
  riceParameterErrors,
  RiceRoundingMethod,
  sortOutputs,
} from '../../../src/modules/production/batches/batch.rules';
import { type AppError } from '../../../src/core/errors/app-error';

function errorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected an error');
}

describe('batch status machine', () => {
  const allowed: Array<[BatchStatus, BatchStatus]> = [
    [BatchStatus.Draft, BatchStatus.InProduction],
    [BatchStatus.Draft, BatchStatus.Cancelled],
    [BatchStatus.InProduction, BatchStatus.Completed],
    [BatchStatus.InProduction, BatchStatus.Closed],
    [BatchStatus.InProduction, BatchStatus.Cancelled],
    [BatchStatus.Completed, BatchStatus.InProduction],
    [BatchStatus.Completed, BatchStatus.Closed],
    [BatchStatus.Completed, BatchStatus.Cancelled],
  ];

  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  const refused = BATCH_STATUSES.flatMap((from) => BATCH_STATUSES.map((to) => [from, to] as [BatchStatus, BatchStatus])).filter(
    ([from, to]) => !allowed.some(([a, b]) => a === from && b === to),
  );

  it.each(refused)('refuses %s → %s with 409 CONFLICT', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    const error = errorOf(() => assertTransition(from, to));
    expect(error.errorName).toBe('CONFLICT');
    expect(error.status).toBe(409);
  });

  it('has 8 allowed edges and final Closed and Cancelled states', () => {
    expect(Object.values(BATCH_TRANSITIONS).flat()).toHaveLength(8);
    expect(BATCH_TRANSITIONS.Closed).toEqual([]);
    expect(BATCH_TRANSITIONS.Cancelled).toEqual([]);
    expect(errorOf(() => assertTransition(BatchStatus.Closed, BatchStatus.Draft)).message).toMatch(/Closed is final/);
  });

  it('keeps edits to open statuses and outputs/waste to producing statuses', () => {
    expect(OPEN_STATUSES).toEqual([BatchStatus.Draft, BatchStatus.InProduction, BatchStatus.Completed]);
    expect(PRODUCING_STATUSES).toEqual([BatchStatus.InProduction, BatchStatus.Completed]);
    expect(errorOf(() => assertStatusIn(BatchStatus.Closed, OPEN_STATUSES, 'change')).message).toBe('The batch is closed; you cannot change it.');
    expect(errorOf(() => assertStatusIn(BatchStatus.Draft, PRODUCING_STATUSES, 'add outputs to')).status).toBe(409);
    expect(() => assertStatusIn(BatchStatus.Completed, PRODUCING_STATUSES, 'add outputs to')).not.toThrow();
  });
});

describe('cooked rice rounding (step 0.1 kg)', () => {
  it('none keeps gram precision', () => {
    expect(cookedRiceKg(10, 2.345, RiceRoundingMethod.None)).toBe(23.45);
    expect(cookedRiceKg(1.111, 2.5, RiceRoundingMethod.None)).toBe(2.778); // 2.7775 → half up to the gram
    expect(cookedRiceKg(0.001, 1.001, RiceRoundingMethod.None)).toBe(0.001);
  });

  it('nearest rounds halves up', () => {
    expect(cookedRiceKg(1.5, 1.5, RiceRoundingMethod.Nearest)).toBe(2.3); // 2.25
    expect(cookedRiceKg(1, 2.249, RiceRoundingMethod.Nearest)).toBe(2.2);
    expect(cookedRiceKg(1, 2.25, RiceRoundingMethod.Nearest)).toBe(2.3);
    expect(cookedRiceKg(10, 2.34, RiceRoundingMethod.Nearest)).toBe(23.4);
  });

  it('up goes to the next step unless already on one', () => {
    expect(cookedRiceKg(1, 2.201, RiceRoundingMethod.Up)).toBe(2.3);
    expect(cookedRiceKg(1, 2.2, RiceRoundingMethod.Up)).toBe(2.2);
    expect(cookedRiceKg(0.1, 1.001, RiceRoundingMethod.Up)).toBe(0.2);
  });

  it('down goes to the step below unless already on one', () => {
    expect(cookedRiceKg(1, 2.299, RiceRoundingMethod.Down)).toBe(2.2);
    expect(cookedRiceKg(1, 2.3, RiceRoundingMethod.Down)).toBe(2.3);
    expect(cookedRiceKg(0.05, 1, RiceRoundingMethod.Down)).toBe(0);
  });

  it('is exact where binary floating point is not (0.1 × 3 and friends)', () => {
    expect(cookedRiceKg(0.1, 3, RiceRoundingMethod.None)).toBe(0.3);
    expect(cookedRiceKg(0.7, 3, RiceRoundingMethod.Up)).toBe(2.1);
    expect(cookedRiceKg(1.15, 1, RiceRoundingMethod.Nearest)).toBe(1.2);
    expect(cookedRiceKg(100_000, 4, RiceRoundingMethod.Nearest)).toBe(400_000);
  });

  it('handles zero raw rice', () => {
    for (const method of [RiceRoundingMethod.None, RiceRoundingMethod.Nearest, RiceRoundingMethod.Up, RiceRoundingMethod.Down] as const)
      expect(cookedRiceKg(0, 2.5, method)).toBe(0);
  });

  it('computes rice available for portions and refuses a reservation above the cooked rice', () => {
    const rice = { rawRiceKg: 10, cookedRiceMultiplier: 2.5, reservedRiceDirectSaleKg: 5.5, riceRoundingMethod: RiceRoundingMethod.None };
    expect(riceAvailableForPortionsKg(rice)).toBe(19.5);
    expect(riceParameterErrors(rice)).toEqual({});
    expect(riceParameterErrors({ ...rice, reservedRiceDirectSaleKg: 25 })).toEqual({});
    expect(riceParameterErrors({ ...rice, reservedRiceDirectSaleKg: 25.001 })).toEqual({
      reservedRiceDirectSaleKg: ['must not exceed the cooked rice (25 kg)'],
    });
    // rounding down can make a reservation exceed the rounded cooked rice
    expect(
      riceParameterErrors({ rawRiceKg: 1, cookedRiceMultiplier: 2.29, reservedRiceDirectSaleKg: 2.25, riceRoundingMethod: RiceRoundingMethod.Down }),
    ).toEqual({
      reservedRiceDirectSaleKg: ['must not exceed the cooked rice (2.2 kg)'],
    });
  });
});

describe('assertDirectRiceSale', () => {
  const batch: DirectRiceSaleBatch = {
    status: BatchStatus.InProduction,
    allowDirectRiceOverflow: false,
    rawRiceKg: 10,
    cookedRiceMultiplier: 2,
    reservedRiceDirectSaleKg: 5,
    riceRoundingMethod: RiceRoundingMethod.None,
  };

  it('allows sales within the reserved amount and returns what is left', () => {
    expect(assertDirectRiceSale(batch, 2, 0)).toBe(3);
    expect(assertDirectRiceSale(batch, 0.3, 4.7)).toBe(0);
  });

  it('refuses sales beyond the reserved amount while overflow is not allowed', () => {
    const error = errorOf(() => assertDirectRiceSale(batch, 0.2, 4.9));
    expect(error.errorName).toBe('CONFLICT');
    expect(error.message).toMatch(/Only 0.1 kg of the rice reserved/);
  });

  it('with overflow allowed, sells past the reservation up to the cooked rice', () => {
    const open = { ...batch, allowDirectRiceOverflow: true };
    expect(assertDirectRiceSale(open, 10, 5)).toBe(5);
    expect(errorOf(() => assertDirectRiceSale(open, 5.001, 15)).message).toMatch(/Only 5 kg of cooked rice/);
  });

  it('refuses sales on batches not in production or completed, and non-positive requests', () => {
    for (const status of [BatchStatus.Draft, BatchStatus.Closed, BatchStatus.Cancelled] as const) {
      expect(errorOf(() => assertDirectRiceSale({ ...batch, status }, 1, 0)).errorName).toBe('CONFLICT');
    }
    expect(assertDirectRiceSale({ ...batch, status: BatchStatus.Completed }, 1, 0)).toBe(4);
    const zero = errorOf(() => assertDirectRiceSale(batch, 0, 0));
    expect(zero.errorName).toBe('VALIDATION');
    expect(zero.fields).toEqual({ requestedKg: ['must be more than 0'] });
  });
});

describe('output order', () => {
  const at = (s: string) => new Date(`2026-01-01T${s}Z`);
  const outputs = [
    { id: 'a', createdAt: at('10:00:00'), outputQty: 5, shareIqd: 300, allocationWeight: 1, expiresAt: null },
    { id: 'b', createdAt: at('09:00:00'), outputQty: 10, shareIqd: 100, allocationWeight: 3, expiresAt: at('20:00:00') },
    { id: 'c', createdAt: at('11:00:00'), outputQty: 5, shareIqd: 200, allocationWeight: 2, expiresAt: at('18:00:00') },
  ];

  it('sorts by each key in both directions, ties by id, missing expiry last', () => {
    expect(sortOutputs(outputs, 'createdAt', 'asc').map((o) => o.id)).toEqual(['b', 'a', 'c']);
    expect(sortOutputs(outputs, 'outputQty', 'asc').map((o) => o.id)).toEqual(['a', 'c', 'b']);
    expect(sortOutputs(outputs, 'outputQty', 'desc').map((o) => o.id)).toEqual(['b', 'a', 'c']);
    expect(sortOutputs(outputs, 'shareIqd', 'desc').map((o) => o.id)).toEqual(['a', 'c', 'b']);
    expect(sortOutputs(outputs, 'allocationWeight', 'asc').map((o) => o.id)).toEqual(['a', 'c', 'b']);
    expect(sortOutputs(outputs, 'expiresAt', 'asc').map((o) => o.id)).toEqual(['c', 'b', 'a']);
    expect(sortOutputs(outputs, 'expiresAt', 'desc').map((o) => o.id)).toEqual(['b', 'c', 'a']);
  });

  it('resolves sort names case-insensitively and rejects unknown ones', () => {
    expect(resolveOutputSort(undefined)).toBe('createdAt');
    expect(resolveOutputSort('SHAREIQD')).toBe('shareIqd');
    expect(resolveOutputSort('password')).toBeNull();
  });
});
