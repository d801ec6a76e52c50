import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const COLORS: Record<string, string> = {
  Draft: 'yellow',
  PendingApproval: 'orange',
  Approved: 'teal',
  Received: 'blue',
  Paid: 'blue',
  Rejected: 'red',
  Cancelled: 'gray',
  Pending: 'orange',
  Applied: 'teal',
  Reverted: 'grape',
  Withdrawn: 'gray',
  Planned: 'yellow',
  Active: 'teal',
  Completed: 'blue',
};

/** A value of a purchasing or pilot enum in words (falls back to the console's shared enum words). */
export function purchasingEnumLabel(t: TFunction, value: string): string {
  return t(`purchasingEnum.${value}`, { defaultValue: t(`enum.${value}`, { defaultValue: value }) });
}

export function PurchasingBadge({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[value] ?? 'gray'} variant="light">
      {purchasingEnumLabel(t, value)}
    </Badge>
  );
}

export function usePurchasingEnumOptions(values: readonly string[]) {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: purchasingEnumLabel(t, value) }));
}
