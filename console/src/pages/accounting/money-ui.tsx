import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AnyApiError } from '../../ui/errors';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';

/** Decimals of a currency's minor unit, as the service keeps amounts (docs/accounting.md, Currencies). */
const MINOR_DIGITS: Record<string, number> = { IQD: 0, JOD: 3, KWD: 3, BHD: 3, OMR: 3, IRR: 0 };

/** An amount kept in the currency's minor unit, shown with separators in the console's language. */
export function formatMinor(amount: number | null | undefined, currencyCode: string, language: string): string {
  if (amount === null || amount === undefined) return '';
  const digits = MINOR_DIGITS[currencyCode] ?? 2;
  return new Intl.NumberFormat(language === 'ar' ? 'ar-IQ' : 'en-US', { style: 'currency', currency: currencyCode, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amount / 10 ** digits,
  );
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
  Unmatched: 'yellow', Matched: 'teal', Excluded: 'gray', Active: 'teal', Inactive: 'gray',
  Queued: 'yellow', Running: 'blue', Succeeded: 'teal', Failed: 'red', Cancelled: 'gray', Expired: 'gray',
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

/**
 * A dialog asking for a reason before a state change (exclude, reopen, deactivate, delete); the
 * service's 422 on the reason shows under the field and a 409 in words above it.
 */
export function ReasonDialog({
  title, opened, required, submitLabel, error, fetching, onClose, onSubmit, description, color,
}: {
  title: string; opened: boolean; required: boolean; submitLabel: string; error: AnyApiError; fetching: boolean;
  onClose: () => void; onSubmit: (reason: string) => Promise<boolean>;
  /** What the action does to the record (a delete that keeps it readable, a rule that may refuse it). */
  description?: string;
  color?: string;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const fields = fieldErrorsOf(error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(reason)) {
      setReason('');
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormError error={error} />
          {description && <Text size="sm">{description}</Text>}
          <TextInput label={t('common.reason')} required={required} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} />
          <Group>
            <Button type="submit" color={color} loading={fetching}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * "Delete <name>" with an optional reason, the same on every page that deletes a record. Mounted
 * only while a record is chosen (with its mutation inside the mounted component, a refusal shown
 * for one record is not shown for the next).
 */
export function DeleteWithReasonDialog({ name, description, error, fetching, onClose, onDelete }: {
  name: string; description?: string; error: AnyApiError; fetching: boolean;
  onClose: () => void; onDelete: (reason: string | null) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={t('menu.deleteRecord', { name })}
      description={description}
      opened
      required={false}
      color="red"
      submitLabel={t('common.delete')}
      error={error}
      fetching={fetching}
      onClose={onClose}
      onSubmit={(reason) => onDelete(reason.trim() || null)}
    />
  );
}
