import type { FinalReportStatus, PilotStatus } from '../../gql/graphql';

/** Status moves of a pilot (docs/loss-control.md): Planned → Active → Completed; Planned or Active → Cancelled. */
export function pilotMoves(status: PilotStatus): PilotStatus[] {
  if (status === 'Planned') return ['Active', 'Cancelled'];
  if (status === 'Active') return ['Completed', 'Cancelled'];
  return [];
}

/** Restaurant, dates and checklist change only while the pilot is Planned or Active; the note always. */
export function pilotDetailsEditable(status: PilotStatus): boolean {
  return status === 'Planned' || status === 'Active';
}

/** An Active pilot is completed or cancelled before it can be deleted. */
export function pilotDeletable(status: PilotStatus): boolean {
  return status !== 'Active';
}

/**
 * The final report steps open from here: Draft while the pilot runs or after; Submitted and Accepted
 * for a Completed pilot; a Submitted report may go back to Draft; Accepted is final, and a Cancelled
 * pilot's report no longer moves.
 */
export function finalReportMoves(pilot: PilotStatus, report: FinalReportStatus): FinalReportStatus[] {
  if (pilot === 'Cancelled' || pilot === 'Planned') return [];
  const completed = pilot === 'Completed';
  switch (report) {
    case 'NotStarted':
      return ['Draft'];
    case 'Draft':
      return completed ? ['Submitted'] : [];
    case 'Submitted':
      return completed ? ['Accepted', 'Draft'] : ['Draft'];
    default:
      return [];
  }
}

/** A checklist key the service accepts (a-z, 0-9, "-", "_"; 1-40), unique among `taken`, made from a label. */
export function checklistKey(label: string, taken: readonly string[]): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || 'item';
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}-${n}`;
  return key;
}
