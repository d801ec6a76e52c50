import { unavailability } from '../../../src/modules/commercial/quotes/product-availability';
import { SalesChannelKind } from '../../../src/modules/catalog/shared/sales-channel-kind';

const sold = { active: true, excluded: false, soldOut: false, channels: [SalesChannelKind.SelfOrder, SalesChannelKind.DineIn] };

describe('product availability (menu and cart quote)', () => {
  it('accepts an active product offered on the channel and not hidden at the branch', () => {
    expect(unavailability(sold, SalesChannelKind.SelfOrder)).toBeNull();
  });

  it('accepts any channel kind when the cart names no channel', () => {
    expect(unavailability({ ...sold, channels: [] }, null)).toBeNull();
  });

  it('refuses a switched-off product first, then one hidden at the branch, then one off the channel', () => {
    expect(unavailability({ active: false, excluded: true, soldOut: true, channels: [] }, SalesChannelKind.SelfOrder)).toBe('inactive');
    expect(unavailability({ ...sold, excluded: true, channels: [] }, SalesChannelKind.SelfOrder)).toBe('excluded');
    expect(unavailability({ ...sold, channels: [SalesChannelKind.DineIn] }, SalesChannelKind.SelfOrder)).toBe('off-channel');
  });

  it('refuses a product sold out at the branch (after the other reasons), on every channel', () => {
    expect(unavailability({ ...sold, soldOut: true }, SalesChannelKind.SelfOrder)).toBe('sold-out');
    expect(unavailability({ ...sold, soldOut: true }, null)).toBe('sold-out');
    expect(unavailability({ ...sold, soldOut: true, channels: [SalesChannelKind.DineIn] }, SalesChannelKind.SelfOrder)).toBe('off-channel');
  });
});
