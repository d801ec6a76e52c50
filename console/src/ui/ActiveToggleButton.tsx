import { Button } from '@mantine/core';

/**
 * The row button that deactivates an active record or activates an inactive one (the page opens its
 * confirmation); its accessible name adds the record's name or code, so each row's button is told apart.
 */
export function ActiveToggleButton({
  active,
  name,
  activateLabel,
  deactivateLabel,
  deactivateColor = 'red',
  onClick,
}: {
  active: boolean;
  name: string;
  activateLabel: string;
  deactivateLabel: string;
  deactivateColor?: 'red' | 'orange';
  onClick: () => void;
}) {
  const label = active ? deactivateLabel : activateLabel;
  return (
    <Button size="xs" variant="subtle" color={active ? deactivateColor : 'teal'} onClick={onClick} aria-label={`${label}: ${name}`}>
      {label}
    </Button>
  );
}
