import { Button } from '@mantine/core';

/**
 * Approve and Reject for one pending HR request (advance, loan, leave). Each page passes its own labels
 * and what the buttons do; `who` names the employee in the accessible names so a row's buttons are
 * told apart from the next row's.
 */
export function DecisionButtons({
  who,
  approveLabel,
  rejectLabel,
  onApprove,
  onReject,
}: {
  who: string;
  approveLabel: string;
  rejectLabel: string;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <>
      <Button size="xs" color="teal" aria-label={`${approveLabel}: ${who}`} onClick={onApprove}>
        {approveLabel}
      </Button>
      <Button size="xs" color="red" variant="light" aria-label={`${rejectLabel}: ${who}`} onClick={onReject}>
        {rejectLabel}
      </Button>
    </>
  );
}
