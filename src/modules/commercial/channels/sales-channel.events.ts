import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import { SALES_CHANNEL_KINDS } from '../../catalog/shared/sales-channel-kind';
import type { SalesChannel } from './sales-channel.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  kind: { type: 'string', enum: [...SALES_CHANNEL_KINDS] },
  active: schemaOf.boolean,
});

export const salesChannelEvents = resourceEvents({
  area: 'commercial',
  resource: 'sales-channel',
  schema,
  example: { id: '0b8f5a52-4c1e-4f0e-9a57-3e2d1c0b9a87', name: 'Hall', nameAr: 'الصالة', kind: 'DineIn', active: true },
  changes: {
    created: 'A sales channel was created.',
    updated: 'A sales channel was changed (names or kind).',
    deactivated: 'A sales channel was deactivated.',
    activated: 'A sales channel was activated again.',
  },
  examples: { deactivated: { active: false }, activated: { active: true } },
});

export function salesChannelPayload(channel: SalesChannel): Record<string, unknown> {
  return { id: channel.id, name: channel.name, nameAr: channel.nameAr, kind: channel.kind, active: channel.active };
}
