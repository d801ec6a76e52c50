/**
 * State rules both purchase documents (orders and invoices) follow: each declares which statuses an
 * action may start from and how the action reads in the past tense; the refusal reads the same for both.
 */

/** The statuses each action of a document may start from. */
export type DocumentTransitions<Status extends string, Action extends string> = Readonly<Record<Action, { readonly from: readonly Status[] }>>;

/** A purchase document's state machine, as far as the shared refusal needs it. */
export interface DocumentStateMachine<Status extends string, Action extends string> {
  /**
   * The refusal in the document's own words, written out in full per document so the message
   * catalogue (src/modules/purchasing/purchasing.messages.ts) has one whole sentence to translate, never a
   * noun pasted into a shared sentence.
   */
  refusal: (status: string, verb: string, allowed: string) => string;
  transitions: DocumentTransitions<Status, Action>;
  /** The action in the past tense, as in "cannot be submitted". */
  past: Readonly<Record<Action, string>>;
}

/** Null when the action may start from this status, otherwise why not (409). */
export function documentMoveProblem<Status extends string, Action extends string>(
  machine: DocumentStateMachine<Status, Action>,
  from: Status,
  action: Action,
): string | null {
  const rule = machine.transitions[action];
  if (rule.from.includes(from)) return null;
  return machine.refusal(from, machine.past[action], rule.from.join(' or '));
}
