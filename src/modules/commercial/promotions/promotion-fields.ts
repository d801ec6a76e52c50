import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { type FieldErrors, validationError } from '../../../core/errors/app-error';
import { SalesChannel } from '../channels/sales-channel.entity';
import type { PromotionInput } from './promotion.inputs';

/** The stored fields of a promotion, as a create or an approved change request sets them. */
export interface PromotionFields {
  name: string;
  discountPercent: number;
  maxDiscountCap: number | null;
  minOrderValue: number;
  startDate: string;
  endDate: string;
  channelId: string | null;
  active: boolean;
}

export const PROMOTION_FIELDS = ['name', 'discountPercent', 'maxDiscountCap', 'minOrderValue', 'startDate', 'endDate', 'channelId', 'active'] as const;

/**
 * The checks class-validator cannot make: the window is in order and the channel is one of the
 * organisation's (422 per field, all at once). Returns the fields as they will be stored.
 */
export async function checkedPromotionFields(ctx: RequestContext, manager: EntityManager, input: PromotionInput): Promise<PromotionFields> {
  const errors: FieldErrors = {};
  if (input.startDate > input.endDate) errors.endDate = ['must be on or after startDate'];
  if (input.channelId) {
    const channel = await manager.findOne(SalesChannel, { where: { id: input.channelId, organizationId: ctx.organizationId } });
    if (!channel) errors.channelId = ['is not a sales channel of this organisation'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    name: input.name.trim(),
    discountPercent: input.discountPercent,
    maxDiscountCap: input.maxDiscountCap ?? null,
    minOrderValue: input.minOrderValue ?? 0,
    startDate: input.startDate,
    endDate: input.endDate,
    channelId: input.channelId ?? null,
    active: input.active ?? true,
  };
}

/** Fields of a stored record (a promotion or a change request), for comparison and audit. */
export function fieldsOf(record: PromotionFields): PromotionFields {
  return Object.fromEntries(PROMOTION_FIELDS.map((key) => [key, record[key]])) as unknown as PromotionFields;
}
