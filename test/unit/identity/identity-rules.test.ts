import { afterFailure, blockedForSeconds, decideSend } from '../../../src/modules/identity/throttle/throttle.rules';
import { checkCode, generateCode, hashCode, sameHash } from '../../../src/modules/identity/codes/code.rules';
import { passwordProblems } from '../../../src/modules/identity/passwords/password.rules';
import { Role } from '../../../src/core/auth/roles';
import { MembershipStatus } from '../../../src/modules/identity/memberships/membership.entity';
import { assignableRoles, memberChangeProblem } from '../../../src/modules/identity/members/member.rules';
import { refreshRefusal, sessionExpiry, SESSION_IDLE_MS, SESSION_MAX_MS } from '../../../src/modules/identity/sessions/session.rules';
import { createSecretKey } from 'node:crypto';

const t0 = new Date('2026-01-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('throttle rules', () => {
  const lockout = { maxFailures: 5, windowMs: 900_000, lockMs: 900_000 };
  it('locks after the fifth failure in the window and unlocks after the lock time', () => {
    let state = null as ReturnType<typeof afterFailure> | null;
    for (let i = 0; i < 4; i++) state = afterFailure(state, at(i * 1000), lockout);
    expect(blockedForSeconds(state, at(5000))).toBe(0);
    state = afterFailure(state, at(5000), lockout);
    expect(blockedForSeconds(state, at(5000))).toBe(900);
    expect(blockedForSeconds(state, at(5000 + 900_000))).toBe(0);
  });
  it('starts a new window once the old one has passed', () => {
    let state = afterFailure(null, t0, lockout);
    for (let i = 0; i < 3; i++) state = afterFailure(state, at(1000), lockout);
    state = afterFailure(state, at(900_001), lockout);
    expect(state.hits).toBe(1);
  });
  it('spaces sends and caps them per window', () => {
    const policy = { minIntervalMs: 60_000, maxPerWindow: 2, windowMs: 3_600_000 };
    const first = decideSend(null, t0, policy);
    expect(first.allowed).toBe(true);
    const soon = decideSend(first.allowed ? first.next : null, at(10_000), policy);
    expect(soon).toEqual({ allowed: false, retryAfterSeconds: 50 });
    const second = decideSend(first.allowed ? first.next : null, at(60_000), policy);
    expect(second.allowed).toBe(true);
    const third = decideSend(second.allowed ? second.next : null, at(120_000), policy);
    expect(third).toEqual({ allowed: false, retryAfterSeconds: 3480 });
    expect(decideSend(second.allowed ? second.next : null, at(3_600_000), policy).allowed).toBe(true);
  });
});

describe('code rules', () => {
  it('makes six digits and keyed hashes', () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/);
    const key = createSecretKey(Buffer.from('k'.repeat(32)));
    const other = createSecretKey(Buffer.from('x'.repeat(32)));
    expect(sameHash(hashCode(key, 'registration', 'a@b.c', '123456'), hashCode(key, 'registration', 'a@b.c', '123456'))).toBe(true);
    expect(hashCode(key, 'registration', 'a@b.c', '123456')).not.toBe(hashCode(other, 'registration', 'a@b.c', '123456'));
    expect(hashCode(key, 'registration', 'a@b.c', '123456')).not.toBe(hashCode(key, 'password_reset', 'a@b.c', '123456'));
  });
  it('accepts a live code once; expired, used and five-times-wrong codes are dead', () => {
    const live = { expiresAt: at(600_000), consumedAt: null, attempts: 0 };
    expect(checkCode(live, true, t0)).toBe('ok');
    expect(checkCode(live, false, t0)).toBe('wrong');
    expect(checkCode(null, true, t0)).toBe('wrong');
    expect(checkCode(live, true, at(600_000))).toBe('dead');
    expect(checkCode({ ...live, consumedAt: t0 }, true, t0)).toBe('dead');
    expect(checkCode({ ...live, attempts: 4 }, true, t0)).toBe('ok');
    expect(checkCode({ ...live, attempts: 5 }, true, t0)).toBe('dead');
  });
});

describe('password policy', () => {
  it('wants 10 to 128 characters, not the e-mail, not one repeated character, not a common password', () => {
    expect(passwordProblems('correct horse')).toEqual([]);
    expect(passwordProblems('short')).toEqual(['must be at least 10 characters']);
    expect(passwordProblems('x'.repeat(129))).toEqual(['must be at most 128 characters']);
    expect(passwordProblems('Ali.Hassan@Example.com', { email: 'ali.hassan@example.com' })).toEqual(['must not be your e-mail address']);
    expect(passwordProblems('alihassan1', { email: 'alihassan1@example.com' })).toEqual(['must not be your e-mail address']);
    expect(passwordProblems('aaaaaaaaaaaa')).toEqual(['must not repeat a single character']);
    expect(passwordProblems('Password123')).toEqual(['is too common; choose another one']);
    expect(passwordProblems('same old password', { currentPassword: 'same old password' })).toEqual(['must differ from the current password']);
    expect(passwordProblems('كلمة مرور طويلة')).toEqual([]);
  });
});

describe('member rules', () => {
  const owner = { userId: 'o', role: Role.Owner };
  const manager = { userId: 'm', role: Role.Manager };
  it('lets owners assign every role and others every role but owner', () => {
    expect(assignableRoles(Role.Owner)).toContain(Role.Owner);
    expect(assignableRoles(Role.Manager)).not.toContain(Role.Owner);
  });
  it('refuses self-changes, changes to owners by non-owners, and illegal status moves', () => {
    expect(memberChangeProblem(manager, { userId: 'm', role: Role.Manager, status: MembershipStatus.Active }, { role: Role.Owner })?.kind).toBe('forbidden');
    expect(memberChangeProblem(manager, { userId: 'x', role: Role.Owner, status: MembershipStatus.Active }, { status: MembershipStatus.Disabled })?.kind).toBe(
      'forbidden',
    );
    expect(memberChangeProblem(manager, { userId: 'x', role: Role.Staff, status: MembershipStatus.Active }, { role: Role.Owner })?.kind).toBe('forbidden');
    expect(memberChangeProblem(owner, { userId: 'x', role: Role.Staff, status: MembershipStatus.Invited }, { status: MembershipStatus.Active })?.kind).toBe(
      'conflict',
    );
    expect(memberChangeProblem(owner, { userId: 'x', role: Role.Staff, status: MembershipStatus.Active }, { status: MembershipStatus.Invited })?.kind).toBe(
      'conflict',
    );
    expect(
      memberChangeProblem(owner, { userId: 'x', role: Role.Staff, status: MembershipStatus.Active }, { status: MembershipStatus.Disabled, role: Role.Hr }),
    ).toBeNull();
    expect(memberChangeProblem(owner, { userId: 'x', role: Role.Owner, status: MembershipStatus.Active }, { role: Role.Manager })).toBeNull();
  });
});

describe('session rules', () => {
  it('slides the refresh window by 30 days, up to 90 days after sign-in', () => {
    expect(sessionExpiry(t0, t0).getTime()).toBe(t0.getTime() + SESSION_IDLE_MS);
    expect(sessionExpiry(t0, at(80 * 86_400_000)).getTime()).toBe(t0.getTime() + SESSION_MAX_MS);
  });
  it('treats a rotated token on a live session as reuse, and on an ended session as revoked', () => {
    const live = { tokenFound: true, tokenRotated: false, sessionRevoked: false, sessionExpired: false, memberStillHasBranch: true };
    expect(refreshRefusal(live)).toBeNull();
    expect(refreshRefusal({ ...live, tokenFound: false })).toBe('unknown');
    expect(refreshRefusal({ ...live, tokenRotated: true })).toBe('reused');
    expect(refreshRefusal({ ...live, tokenRotated: true, sessionRevoked: true })).toBe('revoked');
    expect(refreshRefusal({ ...live, sessionExpired: true })).toBe('expired');
    expect(refreshRefusal({ ...live, memberStillHasBranch: false })).toBe('access_changed');
  });
});
