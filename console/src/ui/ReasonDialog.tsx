import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, type AnyApiError } from './errors';
import { FormError } from './FormError';

/**
 * A dialog asking for a reason before a state change (exclude, reopen, deactivate, delete); the
 * service's 422 on the reason shows under the field and a 409 in words above it. The page owns
 * the mutation (its error and fetching state come in); NoteDialog is the one that runs its own.
 */
export function ReasonDialog({
  title,
  opened,
  required,
  submitLabel,
  error,
  fetching,
  onClose,
  onSubmit,
  description,
  color,
}: {
  title: string;
  opened: boolean;
  required: boolean;
  submitLabel: string;
  error: AnyApiError;
  fetching: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<boolean>;
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
export function DeleteWithReasonDialog({
  name,
  description,
  error,
  fetching,
  onClose,
  onDelete,
}: {
  name: string;
  description?: string;
  error: AnyApiError;
  fetching: boolean;
  onClose: () => void;
  onDelete: (reason: string | null) => Promise<boolean>;
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
