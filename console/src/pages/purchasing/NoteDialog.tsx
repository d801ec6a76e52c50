import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, type AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';

/**
 * Confirms a status change of a purchasing document with a note (kept in the audit trail and the
 * approval history); a 422 on the note shows under it, a 409 in words above it.
 */
export function NoteDialog({
  title, opened, required = false, submitLabel, color, error, fetching, onClose, onSubmit, children,
}: {
  title: string; opened: boolean; required?: boolean; submitLabel: string; color?: string; error: AnyApiError; fetching: boolean;
  onClose: () => void; onSubmit: (note: string) => Promise<boolean>; children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const fields = fieldErrorsOf(error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit(note)) {
      setNote('');
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormError error={error} />
          {children}
          <Textarea label={t('purchasing.note')} required={required} value={note} onChange={(e) => setNote(e.currentTarget.value)} error={fields.note} />
          <Group justify="end">
            <Button variant="subtle" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" color={color} loading={fetching}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
