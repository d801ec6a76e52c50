import {
  FinalReportStatus as R,
  finalReportMoveProblem,
  pilotDeleteProblem,
  pilotMoveProblem,
  pilotPlanEditable,
  PilotStatus as S,
} from '../../../src/modules/loss/pilots/pilot.rules';
import { applyChecklist, checklistErrors, MAX_CHECKLIST_ITEMS } from '../../../src/modules/loss/pilots/pilot-checklist';

describe('pilot state machine', () => {
  const allowed: Array<[S, S]> = [
    [S.Planned, S.Active],
    [S.Active, S.Completed],
    [S.Planned, S.Cancelled],
    [S.Active, S.Cancelled],
  ];
  const all = Object.values(S);
  for (const from of all) {
    for (const to of all) {
      const ok = allowed.some(([a, b]) => a === from && b === to);
      it(`${ok ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(pilotMoveProblem(from, to) === null).toBe(ok);
      });
    }
  }

  it('keeps the plan editable only while Planned or Active and refuses to delete an Active pilot', () => {
    expect(all.filter(pilotPlanEditable)).toEqual([S.Planned, S.Active]);
    expect(all.filter((s) => pilotDeleteProblem(s) !== null)).toEqual([S.Active]);
  });
});

describe('final report status', () => {
  it('moves NotStarted → Draft → Submitted → Accepted and Submitted → Draft on a Completed pilot', () => {
    expect(finalReportMoveProblem(S.Completed, R.NotStarted, R.Draft)).toBeNull();
    expect(finalReportMoveProblem(S.Completed, R.Draft, R.Submitted)).toBeNull();
    expect(finalReportMoveProblem(S.Completed, R.Submitted, R.Draft)).toBeNull();
    expect(finalReportMoveProblem(S.Completed, R.Submitted, R.Accepted)).toBeNull();
  });

  it('refuses skipped steps, going back from Accepted and moves the pilot status does not allow', () => {
    expect(finalReportMoveProblem(S.Completed, R.NotStarted, R.Submitted)).toMatch(/cannot become Submitted/);
    expect(finalReportMoveProblem(S.Completed, R.Draft, R.Accepted)).toMatch(/cannot become Accepted/);
    expect(finalReportMoveProblem(S.Completed, R.Accepted, R.Draft)).toMatch(/final/);
    expect(finalReportMoveProblem(S.Planned, R.NotStarted, R.Draft)).toMatch(/Active or Completed/);
    expect(finalReportMoveProblem(S.Active, R.Draft, R.Submitted)).toMatch(/Completed/);
    expect(finalReportMoveProblem(S.Cancelled, R.NotStarted, R.Draft)).toMatch(/Cancelled/);
    expect(finalReportMoveProblem(S.Cancelled, R.Draft, R.Draft)).toBeNull();
  });
});

describe('pilot checklist', () => {
  it('names every problem by item path', () => {
    expect(
      checklistErrors([
        { key: 'a', label: 'A' },
        { key: 'a', label: ' ' },
        { key: '-x', label: 'B', labelAr: 'ب'.repeat(121), note: 'n'.repeat(501) },
      ]),
    ).toEqual({
      'checklist.items[1].key': ['repeats the key of item 0'],
      'checklist.items[1].label': ['is required'],
      'checklist.items[2].key': [expect.stringContaining('lower-case letters')],
      'checklist.items[2].labelAr': ['must be at most 120 characters'],
      'checklist.items[2].note': ['must be at most 500 characters'],
    });
    const many = Array.from({ length: MAX_CHECKLIST_ITEMS + 1 }, (_, i) => ({ key: `k${i}`, label: 'L' }));
    expect(Object.keys(checklistErrors(many))).toEqual(['checklist.items']);
  });

  it('stamps who ticked an item when it turns done, keeps it while done and clears it when un-ticked', () => {
    const t1 = new Date('2026-11-01T08:00:00Z');
    const t2 = new Date('2026-11-02T08:00:00Z');
    const first = applyChecklist(
      { items: [] },
      [
        { key: 'a', label: 'A', done: true },
        { key: 'b', label: 'B' },
      ],
      { userId: 'u1', now: t1 },
    );
    expect(first.next.items[0]).toMatchObject({ done: true, doneAt: t1.toISOString(), doneBy: 'u1' });
    expect(first.change).toEqual({ ticked: ['a'], unticked: [], added: ['a', 'b'], removed: [], edited: [] });
    const second = applyChecklist(
      first.next,
      [
        { key: 'a', label: 'A', done: true },
        { key: 'b', label: 'B', done: true },
      ],
      { userId: 'u2', now: t2 },
    );
    expect(second.next.items.map((i) => [i.doneBy, i.doneAt])).toEqual([
      ['u1', t1.toISOString()],
      ['u2', t2.toISOString()],
    ]);
    const third = applyChecklist(second.next, [{ key: 'b', label: 'B', done: false }], { userId: 'u3', now: t2 });
    expect(third.next.items).toEqual([{ key: 'b', label: 'B', labelAr: null, done: false, doneAt: null, doneBy: null, note: null }]);
    expect(third.change).toMatchObject({ unticked: ['b'], removed: ['a'] });
  });
});
