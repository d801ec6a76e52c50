import { startTestApp, type TestApp } from '../../support/test-app';
import { codeOf, DevInbox } from './support/mailbox';
import { AUTH, C, PASSWORD, register, type Registered, uniqueEmail } from './support/flows';
import { Branch } from '../../../src/modules/identity/branches/branch.entity';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { Membership, MembershipStatus } from '../../../src/modules/identity/memberships/membership.entity';
import { Role } from '../../../src/core/auth/roles';
import { CodePurpose, VerificationCode } from '../../../src/modules/identity/codes/verification-code.entity';

describe('Tenancy: invitations, roles, branch switching and isolation between organisations', () => {
  let app: TestApp;
  let inbox: DevInbox;
  let a: Registered;
  let b: Registered;
  let aSecondBranch: string;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true });
    inbox = new DevInbox(app);
    a = await register(app, inbox, { organizationName: 'Org A' });
    b = await register(app, inbox, { organizationName: 'Org B' });
    const manager = app.runtime.db.dataSource.manager;
    aSecondBranch = (
      await manager.save(manager.create(Branch, { organizationId: a.organizationId, name: 'Zayouna', nameAr: 'زيونة', code: 'ZYN', codeKey: 'zyn' }))
    ).id;
  });
  afterAll(() => app.close());

  /** Invites through REST and activates through the mailed code; returns the new member's session. */
  async function inviteAndActivate(inviter: Registered, role: string, branchIds: string[], deviceId = 'member-device') {
    const email = uniqueEmail(role.toLowerCase());
    const invited = await app.request('POST', `${C}/members/invitations`, {
      token: inviter.accessToken,
      body: { email, fullName: `Test ${role}`, role, branchIds },
    });
    if (invited.status !== 200) throw new Error(JSON.stringify(invited.body));
    const code = await inbox.nextCode(email, 'activation-code');
    const activated = await app.request('POST', `${AUTH}/activate`, { body: { email, code, password: PASSWORD, deviceId } });
    if (activated.status !== 200) throw new Error(JSON.stringify(activated.body));
    return { email, membershipId: invited.body.data.id as string, session: activated.body.data };
  }

  describe('login and switch-branch', () => {
    it("answers 403 TENANT_MISMATCH for a sign-in to another organisation's branch", async () => {
      const res = await app.request('POST', `${AUTH}/login`, { body: { email: a.email, password: PASSWORD, branchId: b.branchId, deviceId: 'x' } });
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual({ code: ['TenantMismatch'] });
      const unknown = await app.request('POST', `${AUTH}/login`, {
        body: { email: a.email, password: PASSWORD, branchId: '00000000-0000-4000-8000-000000000000', deviceId: 'x' },
      });
      expect(unknown.body.errors).toEqual({ code: ['TenantMismatch'] });
    });

    it('switches to another branch of the organisation with new tokens; the old access token stops working and the old refresh token is spent', async () => {
      const login = await app.request('POST', `${AUTH}/login`, { body: { email: a.email, password: PASSWORD, branchId: a.branchId, deviceId: 'switcher' } });
      const switched = await app.request('POST', `${AUTH}/switch-branch`, { token: login.body.data.accessToken, body: { branchId: aSecondBranch } });
      expect(switched.status).toBe(200);
      expect(switched.body.data).toMatchObject({ branch: { id: aSecondBranch, name: 'Zayouna' }, organization: { id: a.organizationId }, tokenType: 'Bearer' });
      const before = await app.request('GET', `${AUTH}/me`, { token: login.body.data.accessToken });
      expect(before.status).toBe(401);
      expect(before.body.errors).toEqual({ code: ['Unauthorized'] });
      const me = await app.request('GET', `${AUTH}/me`, { token: switched.body.data.accessToken });
      expect(me.body.data.branch.id).toBe(aSecondBranch);
      expect(me.body.data.branches.map((branch: { id: string }) => branch.id).sort()).toEqual([a.branchId, aSecondBranch].sort());
      const refreshed = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: switched.body.data.refreshToken } });
      expect(refreshed.body.data.branch.id).toBe(aSecondBranch);
      const stale = await app.request('POST', `${AUTH}/refresh`, { body: { refreshToken: login.body.data.refreshToken } });
      expect(stale.body.errors).toEqual({ code: ['ReauthRequired'] });
    });

    it("refuses a switch to another organisation's branch with 403 TENANT_MISMATCH and to a branch outside the membership with 403 FORBIDDEN", async () => {
      const across = await app.request('POST', `${AUTH}/switch-branch`, { token: a.accessToken, body: { branchId: b.branchId } });
      expect(across.status).toBe(403);
      expect(across.body.errors).toEqual({ code: ['TenantMismatch'] });
      const staff = await inviteAndActivate(a, 'Staff', [a.branchId]);
      const outside = await app.request('POST', `${AUTH}/switch-branch`, { token: staff.session.accessToken, body: { branchId: aSecondBranch } });
      expect(outside.status).toBe(403);
      expect(outside.body.errors).toEqual({ code: ['Forbidden'] });
      const login = await app.request('POST', `${AUTH}/login`, { body: { email: staff.email, password: PASSWORD, branchId: aSecondBranch, deviceId: 'y' } });
      expect(login.status).toBe(403);
      expect(login.body.errors).toEqual({ code: ['Forbidden'] });
      const malformed = await app.request('POST', `${AUTH}/switch-branch`, { token: a.accessToken, body: { branchId: 'nope' } });
      expect(malformed.status).toBe(422);
      expect(malformed.body.errors.branchId).toBeDefined();
    });
  });

  describe('login without a branchId', () => {
    it("opens the session in the user's default branch: the oldest active branch the membership covers", async () => {
      const owner = await app.request('POST', `${AUTH}/login`, { body: { email: a.email, password: PASSWORD, deviceId: 'default-branch' } });
      expect(owner.status).toBe(200);
      expect(owner.body.data.branch.id).toBe(a.branchId);
      const staff = await inviteAndActivate(a, 'Staff', [aSecondBranch], 'staff-default');
      const login = await app.request('POST', `${AUTH}/login`, { body: { email: staff.email, password: PASSWORD, deviceId: 'staff-default' } });
      expect(login.status).toBe(200);
      expect(login.body.data.branch.id).toBe(aSecondBranch);
    });

    it('asks a member of several organisations to name the branch (422 on branchId), and says nothing before the password matched', async () => {
      const manager = app.runtime.db.dataSource.manager;
      const twice = await inviteAndActivate(a, 'Staff', [a.branchId], 'two-orgs');
      const userId = (await app.request('GET', `${AUTH}/me`, { token: twice.session.accessToken })).body.data.user.id;
      await manager.save(
        manager.create(Membership, {
          organizationId: b.organizationId,
          userId,
          role: Role.Staff,
          allBranches: true,
          branchIds: [],
          status: MembershipStatus.Active,
        }),
      );
      const ambiguous = await app.request('POST', `${AUTH}/login`, { body: { email: twice.email, password: PASSWORD, deviceId: 'two-orgs' } });
      expect(ambiguous.status).toBe(422);
      expect(ambiguous.body.errors.branchId).toEqual(['is required: you are a member of several organisations']);
      const wrongPassword = await app.request('POST', `${AUTH}/login`, { body: { email: twice.email, password: 'not the password', deviceId: 'two-orgs' } });
      expect(wrongPassword.status).toBe(401);
      const named = await app.request('POST', `${AUTH}/login`, {
        body: { email: twice.email, password: PASSWORD, branchId: b.branchId, deviceId: 'two-orgs' },
      });
      expect(named.status).toBe(200);
    });
  });

  describe('invitations and members', () => {
    it('invites a member who activates with the code, is signed in to their branch and appears as active', async () => {
      const { email, membershipId, session } = await inviteAndActivate(a, 'Accountant', [aSecondBranch]);
      expect(session).toMatchObject({ role: 'Accountant', branch: { id: aSecondBranch }, organization: { id: a.organizationId }, user: { email } });
      const member = await app.request('GET', `${C}/members/${membershipId}`, { token: a.accessToken });
      expect(member.body.data).toMatchObject({
        status: 'Active',
        role: 'Accountant',
        invitedByUserId: a.userId,
        user: { email },
        activatedAt: expect.any(String),
      });
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: membershipId }, order: { occurredAt: 'ASC' } });
      expect(events.map((event) => event.type)).toEqual(['identity.member.invited', 'identity.member.activated']);
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=membership&EntityId=${membershipId}`, { token: a.accessToken });
      expect(trail.body.data.items.map((entry: { action: string }) => entry.action)).toEqual(['activated', 'invited']);
    });

    it('mails the invitee a link to the console accept page with the address in the query and the code only in the fragment', async () => {
      const email = uniqueEmail();
      const invited = await app.request('POST', `${C}/members/invitations`, {
        token: a.accessToken,
        body: { email, fullName: 'Linked Invitee', role: 'Staff', branchIds: [a.branchId] },
      });
      expect(invited.status).toBe(200);
      const mail = await inbox.next(email, 'activation-code');
      const code = codeOf(mail);
      const link = /^(http\S+\/console\/accept-invitation\S*)$/m.exec(mail.text)?.[1];
      expect(link).toBeDefined();
      const url = new URL(link!);
      expect(url.searchParams.get('email')).toBe(email);
      expect(url.search).not.toContain(code);
      expect(url.hash).toBe(`#code=${code}`);
      const activated = await app.request('POST', `${AUTH}/activate`, { body: { email, code, password: PASSWORD, deviceId: 'from-link' } });
      expect(activated.status).toBe(200);
    });

    it("keeps an invitation open for 7 days (joined the next day), links to the address the inviter's browser is at, and keeps other codes at 10 minutes", async () => {
      const email = uniqueEmail();
      const invited = await app.request('POST', `${C}/members/invitations`, {
        token: a.accessToken,
        headers: { origin: 'https://grill.example.iq' },
        body: { email, fullName: 'Evening Invitee', role: 'Staff', branchIds: [a.branchId] },
      });
      expect(invited.status).toBe(200);
      const mail = await inbox.next(email, 'activation-code');
      expect(mail.text).toContain('It expires in 7 days');
      expect(mail.text).toContain('7 أيام');
      const link = /^(http\S+\/console\/accept-invitation\S*)$/m.exec(mail.text)?.[1];
      expect(new URL(link!).origin).toBe('https://grill.example.iq');
      const manager = app.runtime.db.dataSource.manager;
      const row = await manager.findOneByOrFail(VerificationCode, { purpose: CodePurpose.Activation, subject: email });
      expect(row.expiresAt.getTime() - row.issuedAt.getTime()).toBe(7 * 24 * 60 * 60_000);
      const started = app.clock.now();
      try {
        app.clock.advance(20 * 60 * 60_000);
        const activated = await app.request('POST', `${AUTH}/activate`, { body: { email, code: codeOf(mail), password: PASSWORD, deviceId: 'next-day' } });
        expect(activated.status).toBe(200);
      } finally {
        app.clock.set(started);
      }
      const forgot = await app.request('POST', `${AUTH}/password/forgot`, { body: { email } });
      expect(forgot.status).toBe(200);
      expect(forgot.body.data.expiresInSeconds).toBe(600);
    });

    it('answers "forgot password" for an invitee who has no password yet with a fresh activation code, never a reset code', async () => {
      const email = uniqueEmail();
      await app.request('POST', `${C}/members/invitations`, {
        token: a.accessToken,
        body: { email, fullName: 'Forgetful Invitee', role: 'Staff', branchIds: [a.branchId] },
      });
      const first = codeOf(await inbox.next(email, 'activation-code'));
      const forgot = await app.request('POST', `${AUTH}/password/forgot`, { body: { email } });
      expect(forgot.status).toBe(200);
      const again = await inbox.next(email, 'activation-code');
      const second = codeOf(again);
      expect(second).not.toBe(first);
      expect(again.text).toContain('/console/accept-invitation?email=');
      expect(await inbox.count(email, 'password-reset-code', 200)).toBe(0);
      const stale = await app.request('POST', `${AUTH}/activate`, { body: { email, code: first, password: PASSWORD, deviceId: 'forgot' } });
      expect(stale.status).toBe(422);
      const activated = await app.request('POST', `${AUTH}/activate`, { body: { email, code: second, password: PASSWORD, deviceId: 'forgot' } });
      expect(activated.status).toBe(200);
    });

    it('validates invitations: role vocabulary, branches of the organisation, duplicates', async () => {
      const badRole = await app.request('POST', `${C}/members/invitations`, {
        token: a.accessToken,
        body: { email: uniqueEmail(), fullName: 'X', role: 'king', branchIds: [a.branchId] },
      });
      expect(badRole.status).toBe(422);
      expect(badRole.body.errors.role[0]).toBe('must be one of: Owner, Manager, Accountant, Hr, Staff');
      const foreign = await app.request('POST', `${C}/members/invitations`, {
        token: a.accessToken,
        body: { email: uniqueEmail(), fullName: 'X', role: 'Staff', branchIds: [a.branchId, b.branchId] },
      });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual({ 'branchIds[1]': ['does not refer to a branch of this organisation'] });
      const none = await app.request('POST', `${C}/members/invitations`, {
        token: a.accessToken,
        body: { email: uniqueEmail(), fullName: 'X', role: 'Staff' },
      });
      expect(none.body.errors).toEqual({ branchIds: ['must name at least one branch (or set allBranches)'] });
      const email = uniqueEmail();
      await app.request('POST', `${C}/members/invitations`, { token: a.accessToken, body: { email, fullName: 'X', role: 'Staff', branchIds: [a.branchId] } });
      const twice = await app.request('POST', `${C}/members/invitations`, {
        token: a.accessToken,
        body: { email, fullName: 'X', role: 'Staff', branchIds: [a.branchId] },
      });
      expect(twice.status).toBe(409);
    });

    it('lets a person with an account elsewhere join with their existing password', async () => {
      const invited = await app.request('POST', `${C}/members/invitations`, {
        token: b.accessToken,
        body: { email: a.email, fullName: 'A owner', role: 'Manager', branchIds: [b.branchId] },
      });
      expect(invited.status).toBe(200);
      const code = await inbox.nextCode(a.email, 'activation-code');
      const wrongPassword = await app.request('POST', `${AUTH}/activate`, { body: { email: a.email, code, password: 'a brand new password', deviceId: 'z' } });
      expect(wrongPassword.status).toBe(422);
      expect(Object.keys(wrongPassword.body.errors)).toEqual(['password']);
      const joined = await app.request('POST', `${AUTH}/activate`, { body: { email: a.email, code, password: PASSWORD, deviceId: 'z' } });
      expect(joined.status).toBe(200);
      expect(joined.body.data).toMatchObject({ organization: { id: b.organizationId }, role: 'Manager' });
      const intoA = await app.request('POST', `${AUTH}/login`, { body: { email: a.email, password: PASSWORD, branchId: a.branchId, deviceId: 'z2' } });
      expect(intoA.body.data.role).toBe('Owner');
    });

    it('keeps roles in their lane: only owners make owners, nobody changes themselves, staff cannot manage members', async () => {
      const manager = await inviteAndActivate(a, 'Manager', [a.branchId]);
      const ownerByManager = await app.request('POST', `${C}/members/invitations`, {
        token: manager.session.accessToken,
        body: { email: uniqueEmail(), fullName: 'X', role: 'Owner' },
      });
      expect(ownerByManager.status).toBe(403);
      const self = await app.request('PUT', `${C}/members/${manager.membershipId}`, { token: manager.session.accessToken, body: { role: 'Staff' } });
      expect(self.status).toBe(403);
      const staff = await inviteAndActivate(a, 'Staff', [a.branchId]);
      const list = await app.request('GET', `${C}/members`, { token: staff.session.accessToken });
      expect(list.status).toBe(403);
      expect(list.body.errors).toEqual({ code: ['Forbidden'] });
      const members = await app.request('GET', `${C}/members?Status=active&Sort=email`, { token: manager.session.accessToken });
      expect(members.status).toBe(200);
      expect(members.body.data.items.every((m: { status: string }) => m.status === 'Active')).toBe(true);
    });

    it('disables a member: their sessions end at once', async () => {
      const staff = await inviteAndActivate(a, 'Staff', [a.branchId]);
      const disabled = await app.request('PUT', `${C}/members/${staff.membershipId}`, { token: a.accessToken, body: { status: 'Disabled' } });
      expect(disabled.body.data.status).toBe('Disabled');
      const me = await app.request('GET', `${AUTH}/me`, { token: staff.session.accessToken });
      expect(me.status).toBe(401);
      const login = await app.request('POST', `${AUTH}/login`, { body: { email: staff.email, password: PASSWORD, branchId: a.branchId, deviceId: 'again' } });
      expect(login.status).toBe(403);
    });

    it("applies a demotion and a narrowed branch list from the member's very next request (no stale role in the session cache)", async () => {
      const manager = await inviteAndActivate(a, 'Manager', [a.branchId], 'demoted-device');
      // The manager's session and role are now in the session cache.
      expect((await app.request('GET', `${C}/members`, { token: manager.session.accessToken })).status).toBe(200);
      const demoted = await app.request('PUT', `${C}/members/${manager.membershipId}`, { token: a.accessToken, body: { role: 'Staff' } });
      expect(demoted.body.data.role).toBe('Staff');
      expect((await app.request('GET', `${C}/members`, { token: manager.session.accessToken })).status).toBe(403);

      const hr = await inviteAndActivate(a, 'Hr', [a.branchId], 'narrowed-device');
      expect((await app.request('GET', `${AUTH}/me`, { token: hr.session.accessToken })).status).toBe(200);
      const narrowed = await app.request('PUT', `${C}/members/${hr.membershipId}`, { token: a.accessToken, body: { branchIds: [aSecondBranch] } });
      expect(narrowed.status).toBe(200);
      // Signed in to a branch the membership no longer covers: sign in again.
      expect((await app.request('GET', `${AUTH}/me`, { token: hr.session.accessToken })).status).toBe(401);
    });

    it("answers 404 for another organisation's member and changes nothing", async () => {
      const staff = await inviteAndActivate(b, 'Staff', [b.branchId]);
      const read = await app.request('GET', `${C}/members/${staff.membershipId}`, { token: a.accessToken });
      expect(read.status).toBe(404);
      const write = await app.request('PUT', `${C}/members/${staff.membershipId}`, { token: a.accessToken, body: { status: 'Disabled' } });
      expect(write.status).toBe(404);
      expect((await app.request('GET', `${AUTH}/me`, { token: staff.session.accessToken })).status).toBe(200);
    });
  });

  describe('isolation matrix: departments and positions', () => {
    it('lets neither organisation read or change the other’s departments and positions', async () => {
      const make = async (owner: Registered, name: string) => {
        const department = await app.request('POST', `${C}/hr/departments`, { token: owner.accessToken, body: { name } });
        const position = await app.request('POST', `${C}/hr/positions`, {
          token: owner.accessToken,
          body: { title: `${name} lead`, departmentId: department.body.data.id, baseSalary: 900000 },
        });
        return { department: department.body.data.id as string, position: position.body.data.id as string };
      };
      const records = { a: await make(a, 'Kitchen A'), b: await make(b, 'Kitchen B') };
      const owners = { a, b };
      for (const [me, them] of [
        ['a', 'b'],
        ['b', 'a'],
      ] as const) {
        const token = owners[me].accessToken;
        const theirs = records[them];
        const list = await app.request('GET', `${C}/hr/departments`, { token });
        expect(list.body.data.items.map((d: { id: string }) => d.id)).not.toContain(theirs.department);
        const positions = await app.request('GET', `${C}/hr/positions`, { token });
        expect(positions.body.data.items.map((p: { id: string }) => p.id)).not.toContain(theirs.position);
        expect((await app.request('PUT', `${C}/hr/departments/${theirs.department}`, { token, body: { name: 'Taken over' } })).status).toBe(404);
        expect((await app.request('DELETE', `${C}/hr/departments/${theirs.department}`, { token, body: { reason: 'x' } })).status).toBe(404);
        expect(
          (
            await app.request('PUT', `${C}/hr/positions/${theirs.position}`, {
              token,
              body: { title: 'Taken over', departmentId: theirs.department, baseSalary: 1 },
            })
          ).status,
        ).toBe(404);
        expect((await app.request('DELETE', `${C}/hr/positions/${theirs.position}`, { token })).status).toBe(404);
        const borrow = await app.request('POST', `${C}/hr/positions`, { token, body: { title: 'Borrowed', departmentId: theirs.department, baseSalary: 1 } });
        expect(borrow.status).toBe(422);
        expect(borrow.body.errors).toEqual({ departmentId: ['does not refer to a department of this organisation'] });
        const graph = await app.graphql('query($id: UUID!) { department(id: $id) { id } }', { id: theirs.department }, { token });
        expect(graph.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      }
      for (const [owner, record, name] of [
        [a, records.a, 'Kitchen A'],
        [b, records.b, 'Kitchen B'],
      ] as const) {
        const list = await app.request('GET', `${C}/hr/departments`, { token: owner.accessToken });
        expect(list.body.data.items).toEqual([expect.objectContaining({ id: record.department, name, deletedAt: null })]);
      }
    });
  });

  describe('GraphQL', () => {
    it('serves sign-in, me, switch and refresh with the same rules', async () => {
      const login = await app.graphql('mutation($input: LoginInput!) { login(input: $input) { accessToken refreshToken tokenType role branch { id } } }', {
        input: { email: a.email, password: PASSWORD, branchId: a.branchId, deviceId: 'graphql' },
      });
      expect(login.body.data.login).toMatchObject({ tokenType: 'Bearer', role: 'Owner', branch: { id: a.branchId } });
      const token = login.body.data.login.accessToken;
      const me = await app.graphql('{ me { role user { email } organization { id } branches { id } } }', {}, { token });
      expect(me.body.data.me).toMatchObject({ role: 'Owner', user: { email: a.email }, organization: { id: a.organizationId } });
      const across = await app.graphql('mutation($id: UUID!) { switchBranch(input: {branchId: $id}) { accessToken } }', { id: b.branchId }, { token });
      expect(across.body.errors[0].extensions).toMatchObject({ code: 'TENANT_MISMATCH', status: 403 });
      const refreshed = await app.graphql('mutation($t: String!) { refreshSession(input: {refreshToken: $t}) { refreshToken } }', {
        t: login.body.data.login.refreshToken,
      });
      expect(refreshed.body.data.refreshSession.refreshToken).toMatch(/^rt_/);
      const anonymous = await app.graphql('{ me { role } }');
      expect(anonymous.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
      const members = await app.graphql('{ members(list: {perPage: 5}) { total items { role user { email } } } }', {}, { token });
      expect(members.body.data.members.total).toBeGreaterThan(0);
    });
  });
});
