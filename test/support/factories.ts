import { randomUUID } from 'node:crypto';
import { MoreThan } from 'typeorm';
import type { Runtime } from '../../src/core/runtime';
import { Role } from '../../src/core/auth/roles';

/** A role by its value ('Staff') or its enum member (Role.Staff). */
export type RoleName = Role | `${Role}`;
import { signAccessToken } from '../../src/core/auth/access-token';
import { Organization } from '../../src/modules/identity/organizations/organization.entity';
import { Branch } from '../../src/modules/identity/branches/branch.entity';
import { User } from '../../src/modules/identity/users/user.entity';
import { Membership, MembershipStatus } from '../../src/modules/identity/memberships/membership.entity';
import { Session } from '../../src/modules/identity/sessions/session.entity';

/*
 * Test-only builders. They write rows directly and mint tokens with the service's key: a way to
 * get principals for module tests that is never reachable in production code.
 */

export interface TestMember {
  userId: string;
  email: string;
  role: Role;
  sessionId: string;
  token: string;
}

export interface TestTenant {
  organizationId: string;
  branchId: string;
  /** The owner who created the organisation. */
  owner: TestMember;
  /** Adds a member with a role (and a signed-in session on the tenant's branch). */
  member(role: RoleName, options?: { branchIds?: string[]; allBranches?: boolean }): Promise<TestMember>;
  /** Adds another branch to the organisation. */
  addBranch(name?: string): Promise<string>;
  /** A token for a member on another branch they belong to. */
  tokenFor(member: TestMember, branchId: string): Promise<string>;
}

/**
 * The database stamps a branch's creation with its own clock, the real time, while a test's clock
 * (app.clock) may stand days or months before it. A branch the factories create after the test's
 * now is dated back a year before that now: in the test's story it has traded all along, so the
 * day close (which closes no day before a branch's first business day) closes its ended days. A
 * test about a young branch sets created_at itself. A branch created at or before the clock keeps
 * its stamp.
 */
async function dateForTheTestClock(runtime: Runtime, branchId: string): Promise<void> {
  const now = runtime.clock.now();
  await runtime.db.dataSource.manager.update(
    Branch,
    { id: branchId, createdAt: MoreThan(now) },
    { createdAt: new Date(now.getTime() - 365 * 24 * 3600 * 1000) },
  );
}

export async function signIn(runtime: Runtime, userId: string, organizationId: string, branchId: string): Promise<{ sessionId: string; token: string }> {
  const now = runtime.clock.now();
  const session = await runtime.db.dataSource.manager.save(
    runtime.db.dataSource.manager.create(Session, {
      userId,
      organizationId,
      branchId,
      deviceId: `test-${randomUUID()}`,
      expiresAt: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
    }),
  );
  const token = signAccessToken(runtime.secrets.jwtKey, { sub: userId, org: organizationId, branch: branchId, sid: session.id }, now);
  return { sessionId: session.id, token };
}

export async function createTenant(runtime: Runtime, options: { name?: string; branchName?: string; ownerRole?: RoleName } = {}): Promise<TestTenant> {
  const manager = runtime.db.dataSource.manager;
  const organization = await manager.save(manager.create(Organization, { name: options.name ?? `Org ${randomUUID().slice(0, 8)}`, baseCurrencyCode: 'IQD' }));
  const branch = await manager.save(
    manager.create(Branch, {
      organizationId: organization.id,
      name: options.branchName ?? 'Main branch',
      nameAr: 'الفرع الرئيسي',
      code: 'MAIN',
      codeKey: 'main',
    }),
  );
  await dateForTheTestClock(runtime, branch.id);

  const addMember = async (roleName: RoleName, memberOptions: { branchIds?: string[]; allBranches?: boolean } = {}): Promise<TestMember> => {
    const role = roleName as Role;
    const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
    const user = await manager.save(manager.create(User, { email, fullName: `Test ${role}`, passwordHash: null, emailVerifiedAt: new Date() }));
    await manager.save(
      manager.create(Membership, {
        organizationId: organization.id,
        userId: user.id,
        role,
        allBranches: memberOptions.allBranches ?? role === Role.Owner,
        branchIds: memberOptions.branchIds ?? [branch.id],
        status: MembershipStatus.Active,
      }),
    );
    const { sessionId, token } = await signIn(runtime, user.id, organization.id, memberOptions.branchIds?.[0] ?? branch.id);
    return { userId: user.id, email, role, sessionId, token };
  };

  const owner = await addMember(options.ownerRole ?? Role.Owner, { allBranches: true });
  return {
    organizationId: organization.id,
    branchId: branch.id,
    owner,
    member: addMember,
    addBranch: async (name = `Branch ${randomUUID().slice(0, 6)}`) => {
      const code = `B-${randomUUID().slice(0, 8)}`;
      const { id } = await manager.save(manager.create(Branch, { organizationId: organization.id, name, nameAr: null, code, codeKey: code.toLowerCase() }));
      await dateForTheTestClock(runtime, id);
      return id;
    },
    tokenFor: async (member, branchId) => (await signIn(runtime, member.userId, organization.id, branchId)).token,
  };
}
