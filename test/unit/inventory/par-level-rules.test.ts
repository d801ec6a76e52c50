import { suggestedOrderMilli } from '../../../src/modules/inventory/par-levels/par-level.rules';

describe('reorder suggestions', () => {
  it('orders the reorder quantity, at least enough to reach par, and nothing at or above par', () => {
    expect(suggestedOrderMilli(4000, 10_000, 20_000)).toBe(20_000);
    expect(suggestedOrderMilli(4000, 10_000, 2000)).toBe(6000);
    expect(suggestedOrderMilli(-3000, 10_000, null)).toBe(13_000);
    expect(suggestedOrderMilli(10_000, 10_000, 5000)).toBe(0);
  });
});
