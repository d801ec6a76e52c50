import { PromotionStatus, promotionStatus } from '../../../src/modules/commercial/promotions/promotion-status';

describe('promotionStatus', () => {
  const window = { startDate: '2026-11-24', endDate: '2026-11-26' };
  it.each([
    ['2026-11-23', true, PromotionStatus.Scheduled],
    ['2026-11-24', true, PromotionStatus.Running],
    ['2026-11-26', true, PromotionStatus.Running],
    ['2026-11-27', true, PromotionStatus.Ended],
    ['2026-11-25', false, PromotionStatus.Inactive],
    ['2026-11-23', false, PromotionStatus.Inactive],
    ['2026-11-27', false, PromotionStatus.Inactive],
  ])('on %s with active=%s is %s', (date, active, expected) => {
    expect(promotionStatus({ ...window, active }, date)).toBe(expected);
  });

  it('treats a one-day window as running on that day only', () => {
    const day = { active: true, startDate: '2026-12-01', endDate: '2026-12-01' };
    expect([promotionStatus(day, '2026-11-30'), promotionStatus(day, '2026-12-01'), promotionStatus(day, '2026-12-02')]).toEqual([
      PromotionStatus.Scheduled,
      PromotionStatus.Running,
      PromotionStatus.Ended,
    ]);
  });
});
