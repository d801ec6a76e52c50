import { allowedNextStatuses, countsAsSold, statusMoveRefusal } from '../../../src/modules/sales/orders/order-status.rules';
import { checkPayments, type KnownMethod } from '../../../src/modules/sales/orders/order-payments.rules';
import { OrderStatus, PaymentKind } from '../../../src/modules/sales/shared/sales-vocabulary';

const { Placed, Accepted, Preparing, Ready, Completed, Cancelled } = OrderStatus;

describe('order state machine', () => {
  it('walks Placed → Accepted → Preparing → Ready → Completed one step at a time', () => {
    expect(statusMoveRefusal(Placed, Accepted, null)).toBeNull();
    expect(statusMoveRefusal(Accepted, Preparing, null)).toBeNull();
    expect(statusMoveRefusal(Preparing, Ready, null)).toBeNull();
    expect(statusMoveRefusal(Ready, Completed, null)).toBeNull();
  });

  it('refuses skipped, backward and repeated steps as conflicts', () => {
    for (const [from, to] of [
      [Placed, Preparing],
      [Placed, Completed],
      [Ready, Accepted],
      [Accepted, Accepted],
      [Preparing, Placed],
    ] as const) {
      expect(statusMoveRefusal(from, to, null)).toMatchObject({ kind: 'conflict' });
    }
  });

  it('cancels from any state before Completed, only with a reason', () => {
    for (const from of [Placed, Accepted, Preparing, Ready]) {
      expect(statusMoveRefusal(from, Cancelled, 'Guest left')).toBeNull();
      expect(statusMoveRefusal(from, Cancelled, '  ')).toEqual({ kind: 'invalid', field: 'reason', message: 'is required to cancel an order' });
    }
  });

  it('treats Completed and Cancelled as final', () => {
    expect(allowedNextStatuses(Completed)).toEqual([]);
    expect(allowedNextStatuses(Cancelled)).toEqual([]);
    expect(statusMoveRefusal(Completed, Cancelled, 'late')).toEqual({ kind: 'conflict', message: 'An order that is Completed cannot change any more.' });
    expect(statusMoveRefusal(Cancelled, Accepted, null)?.kind).toBe('conflict');
  });

  it('counts only Completed orders as sold (theoretical usage)', () => {
    expect(Object.values(OrderStatus).filter(countsAsSold)).toEqual([Completed]);
  });
});

describe('order payments rule', () => {
  const method = (id: string, over: Partial<KnownMethod> = {}): KnownMethod => ({
    id,
    name: id,
    nameAr: null,
    kind: PaymentKind.Card,
    active: true,
    allowedForSelfOrder: true,
    ...over,
  });
  const methods = new Map([
    ['card', method('card')],
    ['cash', method('cash', { kind: PaymentKind.Cash, allowedForSelfOrder: false })],
    ['old', method('old', { active: false })],
  ]);

  it('leaves the whole total to the counter when no payment is sent', () => {
    expect(checkPayments([], methods, 12_500, { selfOrder: true })).toEqual({ errors: {}, amountDueAtCounter: 12_500 });
  });

  it('accepts payments that add up to the total exactly', () => {
    const check = checkPayments(
      [
        { methodId: 'card', amountIqd: 10_000 },
        { methodId: 'cash', amountIqd: 2_500 },
      ],
      methods,
      12_500,
      { selfOrder: false },
    );
    expect(check).toEqual({ errors: {}, amountDueAtCounter: 0 });
  });

  it('refuses a partial or excessive prepayment on payments', () => {
    expect(checkPayments([{ methodId: 'card', amountIqd: 10_000 }], methods, 12_500, { selfOrder: true }).errors).toEqual({
      payments: ['must add up to the order total of 12500 IQD (they add up to 10000 IQD), or be empty to pay at the counter'],
    });
  });

  it('names each bad payment by its path', () => {
    const check = checkPayments(
      [
        { methodId: 'nope', amountIqd: 1 },
        { methodId: 'old', amountIqd: 0 },
        { methodId: 'cash', amountIqd: 5 },
        { methodId: 'card', amountIqd: 1 },
        { methodId: 'card', amountIqd: 1 },
      ],
      methods,
      8,
      { selfOrder: true },
    );
    expect(check.errors).toEqual({
      'payments[0].methodId': ['is not a payment method of this organisation'],
      'payments[1].methodId': ['is not active'],
      'payments[1].amountIqd': ['must be a positive whole number of IQD'],
      'payments[2].methodId': ['is not offered for self-order'],
      'payments[4].methodId': ['is named twice; send one payment per method'],
    });
  });
});
