import { schemaOf } from '../../../core/events/event-catalog';
import { resourceEvents } from '../../../core/events/resource-events';
import { BranchGroupKind, type BranchGroup } from './branch-group.entity';

const schema = schemaOf.object({
  id: schemaOf.uuid,
  name: schemaOf.string,
  nameAr: schemaOf.nullableString,
  kind: { type: 'string', enum: Object.values(BranchGroupKind) },
  priceTierPct: { type: ['integer', 'null'] },
  branchIds: { type: 'array', items: schemaOf.uuid },
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});

export const branchGroupEvents = resourceEvents({
  area: 'commercial',
  resource: 'branch-group',
  schema,
  example: {
    id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    name: 'Mall branches',
    nameAr: 'فروع المولات',
    kind: 'PriceTier',
    priceTierPct: 10,
    branchIds: ['7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d'],
    deletedAt: null,
    deleteReason: null,
  },
  changes: {
    created: 'A branch group was created.',
    updated: 'A branch group was changed (names, kind or price tier).',
    deleted: 'A branch group was deleted (soft); its branches left it.',
    'branch-added': 'A branch joined the group.',
    'branch-removed': 'A branch left the group (with a reason).',
  },
  examples: { deleted: { deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Tier retired', branchIds: [] } },
});

export function branchGroupPayload(group: BranchGroup): Record<string, unknown> {
  return {
    id: group.id,
    name: group.name,
    nameAr: group.nameAr,
    kind: group.kind,
    priceTierPct: group.priceTierPct,
    branchIds: group.branchIds ?? [],
    deletedAt: group.deletedAt?.toISOString() ?? null,
    deleteReason: group.deleteReason,
  };
}
