import fc from 'fast-check';
import {
  checkTenders,
  countedTotals,
  countErrors,
  expectedCash,
  type LedgerMovement,
  type LedgerPayment,
  type MovementKind,
  type SessionLedger,
  variances,
} from '../../../src/modules/sales/tills/till.rules';
import { currencyListErrors, defaultCurrencies, divideRounded, toIqd } from '../../../src/modules/sales/cash/currency.rules';

const ACCEPTED = new Map<string, readonly number[]>(defaultCurrencies().map((c) => [c.code, c.denominations]));

describe('currency rules', () => {
  it('converts US cents to whole IQD at IQD-per-100 rates, rounding half away from zero', () => {
    expect(toIqd(2000, 'USD', 131500)).toBe(26300); // $20 at 1,315
    expect(toIqd(1, 'USD', 131550)).toBe(13); // 13.155 → 13
    expect(toIqd(1, 'USD', 150000)).toBe(15);
    expect(toIqd(-1, 'USD', 150000)).toBe(-15);
    expect(toIqd(3, 'USD', 50)).toBe(0); // 0.015
    expect(toIqd(1, 'USD', 5000)).toBe(1); // 0.5 → 1
    expect(toIqd(-1, 'USD', 5000)).toBe(-1);
    expect(toIqd(7000, 'IQD', null)).toBe(7000);
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
  });

  it('refuses an unknown code, a repeated denomination and a list without IQD', () => {
    expect(currencyListErrors([{ code: 'XXX', denominations: [1] }])).toHaveProperty(['currencies[0].code']);
    expect(currencyListErrors([{ code: 'IQD', denominations: [250, 250] }])).toHaveProperty(['currencies[0].denominations']);
    expect(currencyListErrors([{ code: 'USD', denominations: [100] }])).toEqual({ currencies: ['must include IQD'] });
    expect(currencyListErrors(defaultCurrencies())).toEqual({});
  });
});

describe('till rules', () => {
  it('computes expected cash per currency as float + tendered − change − outs + ins', () => {
    const ledger: SessionLedger = {
      floats: [
        { currency: 'IQD', amount: 100000 },
        { currency: 'USD', amount: 5000 },
      ],
      payments: [
        { tenders: [{ currency: 'USD', amount: 2000 }], changeIqd: 2300 },
        { tenders: [{ currency: 'IQD', amount: 25000 }], changeIqd: 1000 },
      ],
      movements: [
        { kind: 'SupplierPayout', currency: 'IQD', amount: 45000 },
        { kind: 'CashIn', currency: 'IQD', amount: 10000 },
        { kind: 'SafeDrop', currency: 'USD', amount: 5000 },
        { kind: 'NoSale', currency: null, amount: 0 },
      ],
    };
    expect(expectedCash(ledger)).toEqual([
      { currency: 'IQD', amount: 100000 - 2300 + 25000 - 1000 - 45000 + 10000 },
      { currency: 'USD', amount: 5000 + 2000 - 5000 },
    ]);
  });

  it('totals a count by denomination and refuses unknown denominations and currencies', () => {
    const lines = [
      { currency: 'IQD', denomination: 25000, quantity: 3 },
      { currency: 'USD', denomination: 2000, quantity: 1 },
    ];
    expect(countErrors(lines, ACCEPTED)).toEqual({});
    expect(countedTotals(lines, ['IQD', 'USD'])).toEqual([
      { currency: 'IQD', amount: 75000 },
      { currency: 'USD', amount: 2000 },
    ]);
    expect(countErrors([{ currency: 'IQD', denomination: 300, quantity: 1 }], ACCEPTED)).toHaveProperty(['counts[0].denomination']);
    expect(countErrors([{ currency: 'EUR', denomination: 500, quantity: 1 }], ACCEPTED)).toHaveProperty(['counts[0].currency']);
    expect(countErrors([{ currency: 'IQD', denomination: 250, quantity: -1 }], ACCEPTED)).toHaveProperty(['counts[0].quantity']);
  });

  it('values the variance in IQD at the stored rates', () => {
    const result = variances(
      [
        { currency: 'IQD', amount: 87700 },
        { currency: 'USD', amount: 2000 },
      ],
      [
        { currency: 'IQD', amount: 85000 },
        { currency: 'USD', amount: 2100 },
      ],
      new Map([['USD', 131500]]),
    );
    expect(result.lines).toEqual([
      { currency: 'IQD', expected: 87700, counted: 85000, variance: -2700, iqdPer100: null, varianceIqd: -2700 },
      { currency: 'USD', expected: 2000, counted: 2100, variance: 100, iqdPer100: 131500, varianceIqd: 1315 },
    ]);
    expect(result.totalIqd).toBe(-1385);
  });

  it('takes tenders that cover the amount due and gives the change in IQD', () => {
    const rates = new Map([['USD', 131500]]);
    const accepted = new Set(['IQD', 'USD']);
    expect(checkTenders([{ currency: 'USD', amount: 2000 }], 24000, accepted, rates)).toEqual({
      errors: {},
      tenderedIqd: 26300,
      nonCashIqd: 0,
      changeIqd: 2300,
    });
    expect(checkTenders([{ currency: 'USD', amount: 1000 }], 24000, accepted, rates).errors).toHaveProperty('tenders');
    expect(checkTenders([{ currency: 'EUR', amount: 1000 }], 1000, accepted, rates).errors).toHaveProperty(['tenders[0].currency']);
    expect(checkTenders([{ currency: 'USD', amount: 1000 }], 1000, accepted, new Map()).errors).toHaveProperty(['tenders[0].currency']);
  });

  it('splits 24,000 IQD due into $10 at 1,315 and 11,000 IQD: worth 24,150, change 150 IQD', () => {
    const check = checkTenders(
      [
        { currency: 'USD', amount: 1000 },
        { currency: 'IQD', amount: 11000 },
      ],
      24000,
      new Set(['IQD', 'USD']),
      new Map([['USD', 131500]]),
    );
    expect(check).toEqual({ errors: {}, tenderedIqd: 24150, nonCashIqd: 0, changeIqd: 150 });
  });

  it('takes a card tender in IQD up to the amount due, the rest in cash, the change from the cash only', () => {
    const accepted = new Set(['IQD', 'USD']);
    const rates = new Map([['USD', 131500]]);
    const mixed = [
      { currency: 'IQD', amount: 10000, kind: 'Card' },
      { currency: 'USD', amount: 1000 },
      { currency: 'IQD', amount: 1000 },
    ];
    expect(checkTenders(mixed, 24000, accepted, rates)).toEqual({ errors: {}, tenderedIqd: 24150, nonCashIqd: 10000, changeIqd: 150 });
    // No change on a card: a card tender above the amount due is refused, whatever the cash.
    expect(checkTenders([{ currency: 'IQD', amount: 25000, kind: 'Card' }], 24000, accepted, rates).errors).toEqual({
      tenders: ['must not put more than the 24000 IQD due on a card, Qi or wallet; change is given from cash only'],
    });
    expect(checkTenders([{ currency: 'USD', amount: 1000, kind: 'Wallet' }], 1000, accepted, rates).errors).toEqual({
      'tenders[0].currency': ['must be IQD for a card, Qi or wallet payment'],
    });
    expect(checkTenders([{ currency: 'IQD', amount: 24000, kind: 'Qi' }], 24000, accepted, rates)).toEqual({
      errors: {},
      tenderedIqd: 24000,
      nonCashIqd: 24000,
      changeIqd: 0,
    });
    expect(checkTenders([{ currency: 'IQD', amount: 0 }], 24000, accepted, rates).errors).toHaveProperty(['tenders[0].amount']);
    expect(
      checkTenders(
        Array.from({ length: 6 }, () => ({ currency: 'IQD', amount: 5000 })),
        24000,
        accepted,
        rates,
      ).errors,
    ).toEqual({
      tenders: ['must have between 1 and 5 tenders'],
    });
  });

  it('counts only cash tenders in the drawer: a card tender of a split payment is not expected cash', () => {
    const expected = expectedCash({
      floats: [{ currency: 'IQD', amount: 50000 }],
      payments: [
        {
          tenders: [
            { currency: 'IQD', amount: 10000, kind: 'Card' },
            { currency: 'USD', amount: 1000, kind: 'Cash' },
            { currency: 'IQD', amount: 1000 },
          ],
          changeIqd: 150,
        },
      ],
      movements: [],
    });
    expect(expected).toEqual([
      { currency: 'IQD', amount: 50850 },
      { currency: 'USD', amount: 1000 },
    ]);
  });
});

describe('till rules (property)', () => {
  const currency = fc.constantFrom('IQD', 'USD');
  const amount = fc.integer({ min: 0, max: 50_000_000 });
  const kind = fc.constantFrom<MovementKind>('CashIn', 'CashOut', 'SupplierPayout', 'SafeDrop', 'NoSale');
  const movement: fc.Arbitrary<LedgerMovement> = fc
    .record({ kind, currency, amount })
    .map((m) => (m.kind === 'NoSale' ? { kind: m.kind, currency: null, amount: 0 } : m));
  const payment: fc.Arbitrary<LedgerPayment> = fc.record({
    tenders: fc.array(fc.record({ currency, amount: fc.integer({ min: 1, max: 50_000_000 }) }), { minLength: 1, maxLength: 3 }),
    changeIqd: amount,
  });
  const ledger: fc.Arbitrary<SessionLedger> = fc.record({
    floats: fc.uniqueArray(fc.record({ currency, amount }), { selector: (m) => m.currency, maxLength: 2 }),
    payments: fc.array(payment, { maxLength: 30 }),
    movements: fc.array(movement, { maxLength: 30 }),
  });

  it('expected = float + tendered − change − outs + ins, exactly, per currency, whatever the order of events', () => {
    fc.assert(
      fc.property(ledger, fc.integer(), (l, seed) => {
        const sum = (c: string) =>
          l.floats.filter((f) => f.currency === c).reduce((s, f) => s + f.amount, 0) +
          l.payments.reduce((s, p) => s + p.tenders.filter((t) => t.currency === c).reduce((x, t) => x + t.amount, 0) - (c === 'IQD' ? p.changeIqd : 0), 0) -
          l.movements.filter((m) => m.currency === c && m.kind !== 'CashIn' && m.kind !== 'NoSale').reduce((s, m) => s + m.amount, 0) +
          l.movements.filter((m) => m.currency === c && m.kind === 'CashIn').reduce((s, m) => s + m.amount, 0);
        const expected = expectedCash(l);
        expect(expected.find((m) => m.currency === 'IQD')!.amount).toBe(sum('IQD'));
        expect(expected.find((m) => m.currency === 'USD')?.amount ?? 0).toBe(sum('USD'));
        // Order does not matter: the same events shuffled give the same figures.
        const shuffled = {
          ...l,
          payments: fc.sample(fc.shuffledSubarray(l.payments, { minLength: l.payments.length }), { numRuns: 1, seed })[0],
          movements: [...l.movements].reverse(),
        };
        expect(expectedCash(shuffled)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('a count that matches expected has no variance at any rate; variance in IQD is additive per currency', () => {
    fc.assert(
      fc.property(ledger, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: -1_000_000, max: 1_000_000 }), (l, rate, delta) => {
        const expected = expectedCash(l);
        const same = variances(expected, expected, new Map([['USD', rate]]));
        expect(same.totalIqd).toBe(0);
        const usd = expected.find((m) => m.currency === 'USD')?.amount ?? 0;
        const counted = [...expected.filter((m) => m.currency !== 'USD'), { currency: 'USD', amount: usd + delta }];
        const off = variances(expected, counted, new Map([['USD', rate]]));
        expect(off.totalIqd).toBe(toIqd(delta, 'USD', rate));
      }),
      { numRuns: 200 },
    );
  });
});
