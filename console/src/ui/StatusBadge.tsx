import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  Active: 'teal',
  Approved: 'teal',
  Paid: 'blue',
  Settled: 'gray',
  Succeeded: 'teal',
  Closed: 'gray',
  Completed: 'blue',
  Pending: 'yellow',
  Draft: 'yellow',
  InProduction: 'blue',
  OnLeave: 'blue',
  Rejected: 'red',
  Failed: 'red',
  Terminated: 'red',
  Suspended: 'orange',
  Revoked: 'gray',
  Cancelled: 'gray',
  Expired: 'gray',
};

/** A status value of a GraphQL enum, in the console's language. */
export function StatusBadge({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[value] ?? 'gray'} variant="light">
      {t(`enum.${value}`, { defaultValue: value })}
    </Badge>
  );
}

export function useEnumOptions(values: readonly string[]) {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: t(`enum.${value}`, { defaultValue: value }) }));
}
