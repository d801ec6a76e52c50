import { registerEnumType } from 'type-graphql';

export enum PromotionStatus {
  Scheduled = 'Scheduled',
  Running = 'Running',
  Ended = 'Ended',
  Inactive = 'Inactive',
}
registerEnumType(PromotionStatus, {
  name: 'PromotionStatus',
  description:
    'Derived from the active flag and the dates against the business date in the branch zone: Inactive (switched off), Scheduled (starts later), Running, Ended.',
  valuesConfig: {
    Scheduled: { description: "Active but starts after the branch's business date." },
    Running: { description: 'Active and within its dates today.' },
    Ended: { description: 'Its end date has passed.' },
    Inactive: { description: 'Switched off.' },
  },
});

/**
 * A promotion's status on a business date. The flag wins (a switched-off promotion is Inactive
 * whatever its dates); otherwise the inclusive window decides. Dates are YYYY-MM-DD, so text
 * comparison is date order.
 */
export function promotionStatus(promotion: { active: boolean; startDate: string; endDate: string }, businessDate: string): PromotionStatus {
  if (!promotion.active) return PromotionStatus.Inactive;
  if (businessDate < promotion.startDate) return PromotionStatus.Scheduled;
  if (businessDate > promotion.endDate) return PromotionStatus.Ended;
  return PromotionStatus.Running;
}
