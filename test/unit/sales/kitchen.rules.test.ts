import {
  decideBump,
  decideVoid,
  KitchenStatus as K,
  nextKitchenStatus,
  secondsBetween,
  stationFor,
  DEFAULT_STATION,
  ticketStatusForOrder,
} from '../../../src/modules/sales/kitchen/kitchen.rules';
import { OrderStatus as O } from '../../../src/modules/sales/shared/sales-vocabulary';

describe('kitchen ticket rules', () => {
  it('moves one step per bump: Queued → Preparing → Ready → Served, nothing after', () => {
    expect(nextKitchenStatus(K.Queued)).toBe(K.Preparing);
    expect(nextKitchenStatus(K.Preparing)).toBe(K.Ready);
    expect(nextKitchenStatus(K.Ready)).toBe(K.Served);
    expect(nextKitchenStatus(K.Served)).toBeNull();
    expect(nextKitchenStatus(K.Voided)).toBeNull();
  });

  it('bumps from the status the screen showed', () => {
    expect(decideBump(K.Queued, K.Queued)).toEqual({ kind: 'move', to: K.Preparing });
    expect(decideBump(K.Ready, K.Ready)).toEqual({ kind: 'move', to: K.Served });
  });

  it('answers a repeated bump with the ticket as it is (idempotent)', () => {
    expect(decideBump(K.Preparing, K.Queued)).toEqual({ kind: 'already', status: K.Preparing });
    expect(decideBump(K.Served, K.Ready)).toEqual({ kind: 'already', status: K.Served });
  });

  it('refuses a bump from a stale screen or a final status (conflict)', () => {
    expect(decideBump(K.Ready, K.Queued).kind).toBe('conflict');
    expect(decideBump(K.Voided, K.Queued).kind).toBe('conflict');
    expect(decideBump(K.Served, K.Served).kind).toBe('conflict');
    expect(decideBump(K.Voided, K.Voided).kind).toBe('conflict');
  });

  it('voids anything before Served, once', () => {
    for (const status of [K.Queued, K.Preparing, K.Ready]) expect(decideVoid(status)).toEqual({ kind: 'move', to: K.Voided });
    expect(decideVoid(K.Voided)).toEqual({ kind: 'already', status: K.Voided });
    expect(decideVoid(K.Served).kind).toBe('conflict');
  });

  it("sends a line to its product's station, else its category's, else the default", () => {
    const byProduct = new Map([['p1', 'grill']]);
    const byCategory = new Map([['c1', 'rice']]);
    expect(stationFor('p1', 'c1', byProduct, byCategory)).toBe('grill');
    expect(stationFor('p2', 'c1', byProduct, byCategory)).toBe('rice');
    expect(stationFor('p2', null, byProduct, byCategory)).toBe(DEFAULT_STATION);
    expect(stationFor('p2', 'c2', byProduct, byCategory)).toBe(DEFAULT_STATION);
  });

  it('measures whole seconds between stamps, null until both exist', () => {
    expect(secondsBetween(new Date('2026-11-26T10:00:00Z'), new Date('2026-11-26T10:04:30.4Z'))).toBe(270);
    expect(secondsBetween(new Date('2026-11-26T10:00:00Z'), null)).toBeNull();
  });

  it('moves open tickets with their order: Ready readies them, Completed serves them, Cancelled voids them; final tickets stay', () => {
    expect([K.Queued, K.Preparing, K.Ready].map((ticket) => ticketStatusForOrder(O.Ready, ticket))).toEqual([K.Ready, K.Ready, null]);
    expect([K.Queued, K.Preparing, K.Ready].map((ticket) => ticketStatusForOrder(O.Completed, ticket))).toEqual([K.Served, K.Served, K.Served]);
    expect([K.Queued, K.Preparing, K.Ready].map((ticket) => ticketStatusForOrder(O.Cancelled, ticket))).toEqual([K.Voided, K.Voided, K.Voided]);
    for (const order of [O.Accepted, O.Preparing]) expect(ticketStatusForOrder(order, K.Queued)).toBeNull();
    for (const order of [O.Ready, O.Completed, O.Cancelled]) {
      expect(ticketStatusForOrder(order, K.Served)).toBeNull();
      expect(ticketStatusForOrder(order, K.Voided)).toBeNull();
    }
  });
});
