import { Role } from '../../../core/auth/roles';
import { MembershipStatus } from '../memberships/membership.entity';

/** Roles a member managing others may hand out: owners any, everyone else anything but owner. */
export function assignableRoles(actorRole: Role | null): Role[] {
  if (actorRole === Role.Owner) return [Role.Owner, Role.Manager, Role.Accountant, Role.Hr, Role.Staff];
  return [Role.Manager, Role.Accountant, Role.Hr, Role.Staff];
}

export interface MemberChange {
  role?: Role;
  status?: MembershipStatus;
}

export type MemberChangeProblem = { kind: 'forbidden' | 'conflict'; message: string } | null;

/**
 * Who may change whom: nobody changes their own membership (no self-promotion, no locking
 * oneself out); only owners touch owners or make owners; an invitation becomes active only by
 * its activation, and only active or disabled can be set.
 */
export function memberChangeProblem(
  actor: { userId: string | null; role: Role | null },
  target: { userId: string; role: Role; status: MembershipStatus },
  change: MemberChange,
): MemberChangeProblem {
  if (actor.userId === target.userId) return { kind: 'forbidden', message: 'You cannot change your own membership; ask another owner.' };
  if (target.role === Role.Owner && actor.role !== Role.Owner) return { kind: 'forbidden', message: 'Only an owner can change an owner.' };
  if (change.role && !assignableRoles(actor.role).includes(change.role))
    return { kind: 'forbidden', message: `Your role cannot assign the role ${change.role}.` };
  if (change.status && change.status !== target.status) {
    if (change.status === MembershipStatus.Invited) return { kind: 'conflict', message: 'A membership cannot be set back to invited.' };
    if (target.status === MembershipStatus.Invited) return { kind: 'conflict', message: 'An invitation becomes active only when the invitee activates it.' };
  }
  return null;
}
