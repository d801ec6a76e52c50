import { registerEnumType } from 'type-graphql';

/**
 * Pilot life cycle (docs/loss-control.md):
 *   Planned ─activate→ Active ─complete→ Completed
 *   Planned | Active ─cancel→ Cancelled
 * Completed and Cancelled are final.
 */
export enum PilotStatus {
  Planned = 'Planned',
  Active = 'Active',
  Completed = 'Completed',
  Cancelled = 'Cancelled',
}
registerEnumType(PilotStatus, {
  name: 'PilotStatus',
  description: 'Planned → Active → Completed; Planned or Active → Cancelled. Completed and Cancelled are final.',
  valuesConfig: {
    Planned: { description: 'Agreed, not yet started.' },
    Active: { description: 'Running at the restaurant.' },
    Completed: { description: 'Finished; final.' },
    Cancelled: { description: 'Stopped before completion; final.' },
  },
});

/**
 * The final report of a pilot:
 *   NotStarted → Draft → Submitted → Accepted;  Submitted → Draft (sent back for changes).
 * Draft needs an Active or Completed pilot; Submitted and Accepted need a Completed one. Accepted is
 * final; a Cancelled pilot's report no longer moves.
 */
export enum FinalReportStatus {
  NotStarted = 'NotStarted',
  Draft = 'Draft',
  Submitted = 'Submitted',
  Accepted = 'Accepted',
}
registerEnumType(FinalReportStatus, {
  name: 'FinalReportStatus',
  description: 'NotStarted → Draft → Submitted → Accepted; Submitted → Draft. Submitted/Accepted only for a Completed pilot.',
  valuesConfig: {
    NotStarted: { description: 'No final report yet.' },
    Draft: { description: 'Being written.' },
    Submitted: { description: 'Sent to the restaurant (Completed pilots only); can go back to Draft.' },
    Accepted: { description: 'Accepted by the restaurant; final.' },
  },
});

export const PILOT_TRANSITIONS: Readonly<Record<PilotStatus, readonly PilotStatus[]>> = {
  [PilotStatus.Planned]: [PilotStatus.Active, PilotStatus.Cancelled],
  [PilotStatus.Active]: [PilotStatus.Completed, PilotStatus.Cancelled],
  [PilotStatus.Completed]: [],
  [PilotStatus.Cancelled]: [],
};

/** Why a status move is refused, or null when it is allowed. */
export function pilotMoveProblem(from: PilotStatus, to: PilotStatus): string | null {
  if (from === to) return `The pilot is already ${from}.`;
  if (PILOT_TRANSITIONS[from].includes(to)) return null;
  const allowed = PILOT_TRANSITIONS[from];
  return allowed.length ? `A ${from} pilot cannot become ${to}; it can become ${allowed.join(' or ')}.` : `A ${from} pilot is final and cannot become ${to}.`;
}

export const FINAL_REPORT_TRANSITIONS: Readonly<Record<FinalReportStatus, readonly FinalReportStatus[]>> = {
  [FinalReportStatus.NotStarted]: [FinalReportStatus.Draft],
  [FinalReportStatus.Draft]: [FinalReportStatus.Submitted],
  [FinalReportStatus.Submitted]: [FinalReportStatus.Draft, FinalReportStatus.Accepted],
  [FinalReportStatus.Accepted]: [],
};

/** The pilot statuses in which the final report may reach a status. */
const REPORT_NEEDS: Readonly<Record<FinalReportStatus, readonly PilotStatus[]>> = {
  [FinalReportStatus.NotStarted]: [PilotStatus.Planned, PilotStatus.Active, PilotStatus.Completed, PilotStatus.Cancelled],
  [FinalReportStatus.Draft]: [PilotStatus.Active, PilotStatus.Completed],
  [FinalReportStatus.Submitted]: [PilotStatus.Completed],
  [FinalReportStatus.Accepted]: [PilotStatus.Completed],
};

/** Why the final report may not move from `from` to `to` on a pilot in `pilot` status, or null. */
export function finalReportMoveProblem(pilot: PilotStatus, from: FinalReportStatus, to: FinalReportStatus): string | null {
  if (from === to) return null;
  if (pilot === PilotStatus.Cancelled) return 'The pilot is Cancelled; its final report no longer changes.';
  if (!FINAL_REPORT_TRANSITIONS[from].includes(to)) {
    const allowed = FINAL_REPORT_TRANSITIONS[from];
    return allowed.length
      ? `A ${from} final report cannot become ${to}; it can become ${allowed.join(' or ')}.`
      : `An ${from} final report is final and cannot become ${to}.`;
  }
  if (!REPORT_NEEDS[to].includes(pilot)) return `A final report can only be ${to} when the pilot is ${REPORT_NEEDS[to].join(' or ')}; it is ${pilot}.`;
  return null;
}

/** Planning fields (restaurant, dates, checklist) change only while the pilot is Planned or Active. */
export function pilotPlanEditable(status: PilotStatus): boolean {
  return status === PilotStatus.Planned || status === PilotStatus.Active;
}

/** An Active pilot is running: cancel or complete it before deleting it. */
export function pilotDeleteProblem(status: PilotStatus): string | null {
  return status === PilotStatus.Active ? 'An Active pilot cannot be deleted; complete or cancel it first.' : null;
}
