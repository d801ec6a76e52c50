import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../ui/format';

/** Decimals of a currency's minor unit, as the service keeps amounts (docs/accounting.md, Currencies). */
const MINOR_DIGITS: Record<string, number> = { IQD: 0, JOD: 3, KWD: 3, BHD: 3, OMR: 3, IRR: 0 };

/** An amount kept in the currency's minor unit, shown with separators in the console's language. */
export function formatMinor(amount: number | null | undefined, currencyCode: string, language: string): string {
  if (amount === null || amount === undefined) return '';
  const digits = MINOR_DIGITS[currencyCode] ?? 2;
  return formatMoney(amount / 10 ** digits, currencyCode, digits, language);
}

/** A value of one of this area's GraphQL enums in words (falls back to the console's shared enum words). */
export function enumLabel(t: TFunction, value: string): string {
  return t(`moneyEnum.${value}`, { defaultValue: t(`enum.${value}`, { defaultValue: value }) });
}

export function useMoneyEnumOptions(values: readonly string[]) {
  const { t } = useTranslation();
  return values.map((value) => ({ value, label: enumLabel(t, value) }));
}

const COLORS: Record<string, string> = {
  Unmatched: 'yellow',
  Matched: 'teal',
  Excluded: 'gray',
  Active: 'teal',
  Inactive: 'gray',
  Queued: 'yellow',
  Running: 'blue',
  Succeeded: 'teal',
  Failed: 'red',
  Cancelled: 'gray',
  Expired: 'gray',
};

/** A status in words; `label` when the value's words come from another area's strings. */
export function MoneyBadge({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[value] ?? 'gray'} variant="light">
      {label ?? enumLabel(t, value)}
    </Badge>
  );
}
