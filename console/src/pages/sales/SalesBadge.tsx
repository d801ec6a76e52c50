import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  Placed: 'yellow',
  Accepted: 'cyan',
  Preparing: 'blue',
  Ready: 'indigo',
  Completed: 'teal',
  Cancelled: 'gray',
  Running: 'teal',
  Scheduled: 'yellow',
  Ended: 'gray',
  Inactive: 'gray',
  Pending: 'yellow',
  Approved: 'teal',
  Rejected: 'red',
};

/** A value of a sales or commercial enum (order status, promotion status…) in the console's language. */
export function SalesBadge({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[value] ?? 'gray'} variant="light">
      {t(`salesEnum.${value}`, { defaultValue: value })}
    </Badge>
  );
}

export function useSalesEnumOptions(values: readonly string[]) {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: t(`salesEnum.${value}`, { defaultValue: value }) }));
}
