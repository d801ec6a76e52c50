import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import type { Promotion } from './promotion.entity';
import type { PromotionChangeRequest } from './promotion-change-request.entity';

const promotionSchema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  discountPercent: schemaOf.number,
  maxDiscountCap: { type: ['integer', 'null'] },
  minOrderValue: schemaOf.int64,
  startDate: schemaOf.date,
  endDate: schemaOf.date,
  channelId: { type: ['string', 'null'], format: 'uuid' },
  active: schemaOf.boolean,
});

export const promotionEvents = resourceEvents({
  area: 'commercial',
  resource: 'promotion',
  schema: promotionSchema,
  example: {
    id: '5d1c0b9a-8f7e-4d6c-9b5a-4e3d2c1b0a98',
    name: 'Ramadan 10%',
    discountPercent: 10,
    maxDiscountCap: 5000,
    minOrderValue: 20000,
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    channelId: null,
    active: true,
  },
  changes: {
    created: 'A promotion was created (directly or by an approved change request).',
    updated: 'A promotion was changed by an approved change request.',
    deleted: 'A promotion was deleted (soft).',
    activated: 'A promotion was switched on.',
    deactivated: 'A promotion was switched off.',
  },
  examples: { activated: { active: true }, deactivated: { active: false } },
});

export function promotionPayload(promotion: Promotion): Record<string, unknown> {
  return {
    id: promotion.id,
    name: promotion.name,
    discountPercent: promotion.discountPercent,
    maxDiscountCap: promotion.maxDiscountCap,
    minOrderValue: promotion.minOrderValue,
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    channelId: promotion.channelId,
    active: promotion.active,
  };
}

export const promotionChangeRequestEvents = resourceEvents({
  area: 'commercial',
  resource: 'promotion-change-request',
  schema: schemaOf.object({
    id: schemaOf.uuid,
    promotionId: { type: ['string', 'null'], format: 'uuid' },
    status: { type: 'string', enum: ['Pending', 'Approved', 'Rejected'] },
    proposedBy: { type: ['string', 'null'], format: 'uuid' },
  }),
  example: { id: '7e6d5c4b-3a29-4817-b6a5-f4e3d2c1b0a9', promotionId: null, status: 'Pending', proposedBy: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
  changes: {
    proposed: 'A promotion change request was made.',
    approved: 'A promotion change request was approved and applied.',
    rejected: 'A promotion change request was rejected.',
  },
  examples: { approved: { status: 'Approved' }, rejected: { status: 'Rejected' } },
});

export function changeRequestPayload(request: PromotionChangeRequest): Record<string, unknown> {
  return { id: request.id, promotionId: request.promotionId, status: request.status, proposedBy: request.proposedBy };
}
