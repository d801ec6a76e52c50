import { type EventDefinition, schemaOf } from '../../core/events/event-catalog';
import { resourceEvents } from '../../core/events/resource-events';
import { type Membership, MembershipStatus } from './memberships/membership.entity';
import { Role, ROLES } from '../../core/auth/roles';
import type { User } from './users/user.entity';

const memberSchema = schemaOf.object({
  id: schemaOf.uuid,
  userId: schemaOf.uuid,
  email: schemaOf.string,
  fullName: schemaOf.string,
  role: { type: 'string', enum: [...ROLES] },
  status: { type: 'string', enum: Object.values(MembershipStatus) },
  allBranches: { type: 'boolean' },
  branchIds: { type: 'array', items: schemaOf.uuid },
});
const example = {
  id: '5b0d3f8e-1c7a-4b8e-9a61-2f0f5e3c9d10',
  userId: '9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b',
  email: 'cashier@example.com',
  fullName: 'Zainab Ali',
  role: Role.Staff,
  status: MembershipStatus.Invited,
  allBranches: false,
  branchIds: ['0b9f8e8a-4a8e-4d59-9d5c-0f2d0c7d1a11'],
};

const identityEventsCatalog = resourceEvents({
  area: 'identity',
  resource: 'member',
  schema: memberSchema,
  example,
  changes: {
    invited: 'A person was invited to the organisation.',
    activated: 'An invited member activated their account and joined.',
    updated: "A member's role, branches or status changed.",
  },
  examples: {
    activated: { status: MembershipStatus.Active },
    updated: { status: MembershipStatus.Disabled },
  },
});

export const MEMBER_EVENTS = identityEventsCatalog.types;
export const identityEvents: EventDefinition[] = identityEventsCatalog.definitions;

export function memberPayload(membership: Membership, user: Pick<User, 'email' | 'fullName'>): Record<string, unknown> {
  return {
    id: membership.id,
    userId: membership.userId,
    email: user.email,
    fullName: user.fullName,
    role: membership.role,
    status: membership.status,
    allBranches: membership.allBranches,
    branchIds: membership.branchIds,
  };
}
