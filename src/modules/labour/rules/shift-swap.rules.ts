import { registerEnumType } from 'type-graphql';

export enum ShiftSwapStatus {
  Pending = 'Pending',
  Approved = 'Approved',
  Rejected = 'Rejected',
  Withdrawn = 'Withdrawn',
}
registerEnumType(ShiftSwapStatus, {
  name: 'ShiftSwapStatus',
  description: 'Pending (waiting for a manager), Approved (the shift moved to the other employee), Rejected, Withdrawn (by the requester).',
  valuesConfig: {
    Pending: { description: 'Waiting for a manager’s decision.' },
    Approved: { description: 'Approved: the shift now belongs to the covering employee.' },
    Rejected: { description: 'Rejected by a manager; the shift stays with the requester.' },
    Withdrawn: { description: 'Withdrawn by the requester before a decision.' },
  },
});

export type ShiftSwapAction = 'approve' | 'reject' | 'withdraw';

/** Only a Pending request moves; null when the move is allowed. */
export function swapMoveProblem(status: ShiftSwapStatus, action: ShiftSwapAction): string | null {
  if (status === ShiftSwapStatus.Pending) return null;
  if (action === 'withdraw') return `A shift swap request that is ${status} cannot be withdrawn; only Pending requests can.`;
  return `A shift swap request that is ${status} cannot be decided; only Pending requests can.`;
}

/** The employee who takes the shift: the request's target, or for an open cover request the one the manager names. */
export function coveringEmployee(
  targetEmployeeId: string | null,
  namedByManager: string | null | undefined,
): { employeeId: string | null; problem: string | null } {
  if (targetEmployeeId) {
    if (namedByManager && namedByManager !== targetEmployeeId) return { employeeId: null, problem: 'must be the employee the request names, or left out' };
    return { employeeId: targetEmployeeId, problem: null };
  }
  if (!namedByManager) return { employeeId: null, problem: 'is required to approve an open cover request' };
  return { employeeId: namedByManager, problem: null };
}
