import type { MatchTarget } from '../../../core/reconciliation/match-target';

/** Anything without its own target yet: a free reference (receipt no., letter…) and a required note. Never suggested. */
export const otherTarget: MatchTarget = {
  type: 'Other',
  description: 'Something without a target of its own: matchedRef is a free reference and a note is required.',
  freeReference: true,
  requiresNote: true,
  async validate(_uow, _ctx, _line, matchedRef) {
    return { label: `Other: ${matchedRef}` };
  },
  async candidates() {
    return [];
  },
};
