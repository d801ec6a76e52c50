import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { Pilot } from '../../../src/modules/loss/pilots/pilot.entity';

const C = '/api/v1/console';
const PILOTS = `${C}/loss/pilots`;
const NOW = new Date('2026-11-23T10:00:00Z');

describe('Loss control pilots (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  const owner = () => tenant.owner.token;
  const create = (body: Record<string, unknown> = {}, token = owner()) =>
    app.request('POST', PILOTS, { token, body: { restaurantName: 'Karrada', startDate: '2026-11-01', endDate: '2026-11-30', note: 'First pilot', ...body } });
  const move = (id: string, status: string, token = owner()) => app.request('POST', `${PILOTS}/${id}/status`, { token, body: { status } });
  const put = (id: string, body: Record<string, unknown>, token = owner()) => app.request('PUT', `${PILOTS}/${id}`, { token, body });
  const newPilot = async () => (await create()).body.data.id as string;

  it('creates a Planned pilot with an empty checklist, audits it and emits loss.pilot.created', async () => {
    const res = await create();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      restaurantName: 'Karrada',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      note: 'First pilot',
      status: 'Planned',
      finalReportStatus: 'NotStarted',
      checklist: { items: [], doneCount: 0 },
      deletedAt: null,
    });
    const id = res.body.data.id;
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=pilot&EntityId=${id}`, { token: owner() });
    expect(trail.body.data.items.map((e: { action: string }) => e.action)).toEqual(['created']);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id } });
    expect(events.map((e) => e.type)).toEqual(['loss.pilot.created']);
  });

  it('answers 422 naming the fields: endDate before startDate, empty restaurant, wrong date, unknown status', async () => {
    const dates = await create({ startDate: '2026-11-10', endDate: '2026-11-09' });
    expect(dates.status).toBe(422);
    expect(dates.body.errors).toEqual({ endDate: [expect.stringContaining('on or after startDate')] });
    const empty = await create({ restaurantName: '' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['restaurantName']);
    const bad = await create({ startDate: '2026-02-30' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['startDate']);
    const id = await newPilot();
    const status = await move(id, 'Finished');
    expect(status.status).toBe(422);
    expect(Object.keys(status.body.errors)).toEqual(['status']);
  });

  it('moves Planned → Active → Completed and refuses every other move with 409', async () => {
    const id = await newPilot();
    expect((await move(id, 'Completed')).status).toBe(409);
    expect((await move(id, 'Planned')).status).toBe(409);
    const active = await move(id, 'Active');
    expect(active.status).toBe(200);
    expect(active.body.data).toMatchObject({ status: 'Active', statusChangedBy: tenant.owner.userId });
    expect((await move(id, 'Active')).status).toBe(409);
    expect((await move(id, 'Planned')).status).toBe(409);
    expect((await move(id, 'Completed')).body.data.status).toBe('Completed');
    for (const status of ['Planned', 'Active', 'Cancelled', 'Completed']) {
      const refused = await move(id, status);
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual({ code: ['Conflict'] });
    }
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual(['loss.pilot.created', 'loss.pilot.status-changed', 'loss.pilot.status-changed']);
  });

  it('cancels from Planned and from Active; a Cancelled pilot is final', async () => {
    const planned = await newPilot();
    expect((await move(planned, 'Cancelled')).body.data.status).toBe('Cancelled');
    expect((await move(planned, 'Active')).status).toBe(409);
    const active = await newPilot();
    await move(active, 'Active');
    expect((await move(active, 'Cancelled')).body.data.status).toBe('Cancelled');
    expect((await move(active, 'Completed')).status).toBe(409);
  });

  it('replaces the checklist and records who ticked an item and when; a client cannot forge doneAt/doneBy', async () => {
    const id = await newPilot();
    const manager = await tenant.member('Manager');
    const first = await put(id, {
      checklist: {
        items: [
          { key: 'cash-count', label: 'Daily cash count', labelAr: 'جرد النقد اليومي', done: true, doneAt: '2020-01-01T00:00:00Z', doneBy: other.owner.userId },
          { key: 'waste-log', label: 'Waste log', done: false },
        ],
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.checklist).toEqual({
      doneCount: 1,
      items: [
        {
          key: 'cash-count',
          label: 'Daily cash count',
          labelAr: 'جرد النقد اليومي',
          done: true,
          doneAt: NOW.toISOString(),
          doneBy: tenant.owner.userId,
          note: null,
        },
        { key: 'waste-log', label: 'Waste log', labelAr: null, done: false, doneAt: null, doneBy: null, note: null },
      ],
    });
    app.clock.advance(60_000);
    const second = await put(
      id,
      {
        checklist: {
          items: [
            { key: 'cash-count', label: 'Daily cash count', done: true },
            { key: 'waste-log', label: 'Waste log', done: true, note: 'Kitchen manager owns it' },
          ],
        },
      },
      manager.token,
    );
    expect(second.status).toBe(200);
    const [cash, waste] = second.body.data.checklist.items;
    expect(cash).toMatchObject({ done: true, doneBy: tenant.owner.userId, doneAt: NOW.toISOString() });
    expect(waste).toMatchObject({ done: true, doneBy: manager.userId, note: 'Kitchen manager owns it' });
    const third = await put(id, { checklist: { items: [{ key: 'cash-count', label: 'Daily cash count', done: false }] } });
    expect(third.body.data.checklist.items).toEqual([
      { key: 'cash-count', label: 'Daily cash count', labelAr: null, done: false, doneAt: null, doneBy: null, note: null },
    ]);
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=pilot&EntityId=${id}`, { token: owner() });
    const changes = trail.body.data.items.map((e: { changes: unknown }) => e.changes);
    expect(changes[0]).toEqual({ checklist: { unticked: ['cash-count'], removed: ['waste-log'] } });
    expect(changes[1]).toEqual({ checklist: { ticked: ['waste-log'], edited: ['cash-count', 'waste-log'] } });
    expect(trail.body.data.items[1].actorUserId).toBe(manager.userId);
  });

  it('answers 422 naming the checklist item path for bad keys, duplicates, missing labels and too many items', async () => {
    const id = await newPilot();
    const res = await put(id, {
      checklist: {
        items: [
          { key: 'ok', label: 'One' },
          { key: 'Bad Key', label: 'Two' },
          { key: 'ok', label: '' },
          { key: 'n', label: 'x'.repeat(121) },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'checklist.items[1].key',
      'checklist.items[2].key',
      'checklist.items[2].label',
      'checklist.items[3].label',
    ]);
    const many = await put(id, { checklist: { items: Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, label: `Item ${i}` })) } });
    expect(many.status).toBe(422);
    expect(Object.keys(many.body.errors)).toEqual(['checklist.items']);
    const missing = await put(id, { checklist: { items: [{ label: 'No key' }] } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'checklist.items[0].key': ['is required'] });
    expect((await app.request('GET', `${PILOTS}/${id}`, { token: owner() })).body.data.checklist.items).toEqual([]);
  });

  it('moves the final report NotStarted → Draft → Submitted → (Draft) → Accepted only as the pilot allows', async () => {
    const id = await newPilot();
    expect((await put(id, { finalReportStatus: 'Draft' })).status).toBe(409);
    await move(id, 'Active');
    expect((await put(id, { finalReportStatus: 'Submitted' })).status).toBe(409);
    expect((await put(id, { finalReportStatus: 'Draft' })).body.data.finalReportStatus).toBe('Draft');
    expect((await put(id, { finalReportStatus: 'Submitted' })).status).toBe(409);
    await move(id, 'Completed');
    expect((await put(id, { finalReportStatus: 'Accepted' })).status).toBe(409);
    expect((await put(id, { finalReportStatus: 'Submitted' })).body.data.finalReportStatus).toBe('Submitted');
    expect((await put(id, { finalReportStatus: 'Draft' })).body.data.finalReportStatus).toBe('Draft');
    expect((await put(id, { finalReportStatus: 'NotStarted' })).status).toBe(409);
    await put(id, { finalReportStatus: 'Submitted' });
    expect((await put(id, { finalReportStatus: 'Accepted' })).body.data.finalReportStatus).toBe('Accepted');
    expect((await put(id, { finalReportStatus: 'Draft' })).status).toBe(409);
    expect((await put(id, { finalReportStatus: 'Nope' })).status).toBe(422);
  });

  it('freezes restaurant, dates and checklist once Completed or Cancelled (409) but keeps the note editable', async () => {
    const id = await newPilot();
    await move(id, 'Cancelled');
    expect((await put(id, { restaurantName: 'Elsewhere' })).status).toBe(409);
    expect((await put(id, { endDate: '2026-12-31' })).status).toBe(409);
    expect((await put(id, { checklist: { items: [{ key: 'a', label: 'A' }] } })).status).toBe(409);
    expect((await put(id, { finalReportStatus: 'Draft' })).status).toBe(409);
    const note = await put(id, { note: 'Owner stopped it' });
    expect(note.status).toBe(200);
    expect(note.body.data).toMatchObject({ note: 'Owner stopped it', restaurantName: 'Karrada' });
  });

  it('updates restaurant and dates with 422 when the dates cross', async () => {
    const id = await newPilot();
    expect((await put(id, { startDate: '2026-12-05' })).status).toBe(422);
    const res = await put(id, { restaurantName: 'Mansour', startDate: '2026-11-05', endDate: '2026-12-05' });
    expect(res.body.data).toMatchObject({ restaurantName: 'Mansour', startDate: '2026-11-05', endDate: '2026-12-05' });
  });

  it('lists pilots by Status with paging, sort and IncludeDeleted', async () => {
    const own = await createTenant(app.runtime);
    const a = (await create({ restaurantName: 'Alpha', startDate: '2026-10-01' }, own.owner.token)).body.data.id;
    await create({ restaurantName: 'Bravo', startDate: '2026-11-02' }, own.owner.token);
    await move(a, 'Active', own.owner.token);
    const active = await app.request('GET', `${PILOTS}?Status=Active`, { token: own.owner.token });
    expect(active.body.data).toMatchObject({ total: 1, items: [{ restaurantName: 'Alpha' }] });
    const sorted = await app.request('GET', `${PILOTS}?Sort=restaurantName&Dir=desc&PerPage=1`, { token: own.owner.token });
    expect(sorted.body.data).toMatchObject({ total: 2, totalPages: 2, items: [{ restaurantName: 'Bravo' }] });
    expect((await app.request('GET', `${PILOTS}?Sort=secret`, { token: own.owner.token })).status).toBe(422);
    expect((await app.request('GET', `${PILOTS}?Status=Unknown`, { token: own.owner.token })).status).toBe(422);
    const b = sorted.body.data.items[0].id;
    const deleted = await app.request('DELETE', `${PILOTS}/${b}`, { token: own.owner.token, body: { reason: 'Duplicate' } });
    expect(deleted.body.data).toMatchObject({ deletedBy: own.owner.userId, deleteReason: 'Duplicate', deletedAt: expect.any(String) });
    expect((await app.request('GET', PILOTS, { token: own.owner.token })).body.data.total).toBe(1);
    expect((await app.request('GET', `${PILOTS}?IncludeDeleted=true`, { token: own.owner.token })).body.data.total).toBe(2);
    expect((await app.request('GET', `${PILOTS}/${b}`, { token: own.owner.token })).body.data.deleteReason).toBe('Duplicate');
    expect((await move(b, 'Active', own.owner.token)).status).toBe(404);
  });

  it('refuses to delete an Active pilot (409)', async () => {
    const id = await newPilot();
    await move(id, 'Active');
    expect((await app.request('DELETE', `${PILOTS}/${id}`, { token: owner(), body: { reason: 'x' } })).status).toBe(409);
  });

  it("answers 404 for another organisation's pilot on every path and changes nothing", async () => {
    const theirs = (await create({}, other.owner.token)).body.data.id;
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [theirs, missing]) {
      expect((await app.request('GET', `${PILOTS}/${id}`, { token: owner() })).status).toBe(404);
      expect((await put(id, { note: 'mine' })).status).toBe(404);
      expect((await move(id, 'Active')).status).toBe(404);
      const del = await app.request('DELETE', `${PILOTS}/${id}`, { token: owner(), body: { reason: 'x' } });
      expect(del.status).toBe(404);
      expect(del.body.code).toBe(404);
    }
    const row = await app.runtime.db.dataSource.manager.findOneByOrFail(Pilot, { id: theirs });
    expect(row).toMatchObject({ status: 'Planned', note: 'First pilot', deletedAt: null });
    expect((await app.request('GET', PILOTS, { token: owner() })).body.data.items.some((p: { id: string }) => p.id === theirs)).toBe(false);
  });

  it('lets staff read but not write (403), refuses hr (403) and unauthenticated callers (401)', async () => {
    const staff = await tenant.member('Staff');
    const hr = await tenant.member('Hr');
    const id = await newPilot();
    expect((await app.request('GET', PILOTS, { token: staff.token })).status).toBe(200);
    expect((await app.request('GET', `${PILOTS}/${id}`, { token: staff.token })).status).toBe(200);
    const write = await create({}, staff.token);
    expect(write.status).toBe(403);
    expect(write.body.errors).toEqual({ code: ['Forbidden'] });
    expect((await move(id, 'Active', staff.token)).status).toBe(403);
    expect((await app.request('GET', PILOTS, { token: hr.token })).status).toBe(403);
    expect((await app.request('GET', PILOTS)).status).toBe(401);
  });

  it('works over GraphQL with the same rules', async () => {
    const created = await app.graphql(
      `mutation($input: CreatePilotInput!) { createPilot(input: $input) { id status finalReportStatus } }`,
      { input: { restaurantName: 'GQL', startDate: '2026-11-01', endDate: '2026-11-02' } },
      { token: owner() },
    );
    const id = created.body.data.createPilot.id;
    expect(created.body.data.createPilot).toMatchObject({ status: 'Planned', finalReportStatus: 'NotStarted' });
    const moved = await app.graphql(`mutation($id: UUID!) { setPilotStatus(id: $id, input: {status: Completed}) { status } }`, { id }, { token: owner() });
    expect(moved.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    const read = await app.graphql(`query { pilots(filter: {status: Planned}) { total items { id checklist { doneCount } } } }`, {}, { token: owner() });
    expect(read.body.data.pilots.items.some((p: { id: string }) => p.id === id)).toBe(true);
  });
});
