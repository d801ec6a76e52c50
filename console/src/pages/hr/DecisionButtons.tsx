import { Button } from '@mantine/core';

/**
 * Approve and Reject for one pending HR request (advance, loan, leave). Approve sends the page's decide
 * mutation at once; Reject hands the request to the page's RejectDialog, which asks for the note. `who`
 * names the employee in the accessible names so a row's buttons are told apart from the next row's.
 */
export function DecisionButtons({
  id,
  who,
  labels: [approveLabel, rejectLabel],
  decide,
  reject,
}: {
  id: string;
  who: string;
  /** Approve and Reject, in the page's own words. */
  labels: [string, string];
  decide: (variables: { id: string; input: { decision: 'Approve' } }) => Promise<unknown>;
  reject: (request: { id: string; who: string }) => void;
}) {
  return (
    <>
      <Button size="xs" color="teal" aria-label={`${approveLabel}: ${who}`} onClick={() => void decide({ id, input: { decision: 'Approve' } })}>
        {approveLabel}
      </Button>
      <Button size="xs" color="red" variant="light" aria-label={`${rejectLabel}: ${who}`} onClick={() => reject({ id, who })}>
        {rejectLabel}
      </Button>
    </>
  );
}
