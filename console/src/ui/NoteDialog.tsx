import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, type AnyApiError } from './errors';
import { FormError } from './FormError';

interface NoteDialogProps {
  title: string;
  label: string;
  submitLabel: string;
  /** Rejections need a note; deletions and follow-ups take an optional one. */
  required?: boolean;
  color?: string;
  description?: string;
  /** A note of several lines (kept in an approval history) rather than a one-line reason. */
  multiline?: boolean;
  /** Further fields of the action (a payment reference), shown above the note. */
  children?: ReactNode;
  onClose: () => void;
  /** Runs the mutation; the dialog closes when it succeeds and shows its error otherwise. */
  onSubmit: (note: string) => Promise<{ error?: AnyApiError }>;
}

/**
 * A confirmation that asks for a note or reason: reject a request, delete a record, cancel. The
 * service's 422 message (`note` or `reason`) shows under the field, a 409 above it in words.
 */
export function NoteDialog({ title, label, submitLabel, required, color, description, multiline, children, onClose, onSubmit }: NoteDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<AnyApiError>(null);
  const [busy, setBusy] = useState(false);
  const fields = fieldErrorsOf(error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await onSubmit(note.trim());
    setBusy(false);
    if (result.error) setError(result.error);
    else onClose();
  };

  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <FormError error={error} />
          {children}
          {multiline ? (
            <Textarea
              label={label}
              description={description}
              required={required}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={fields.note ?? fields.reason}
              data-autofocus
            />
          ) : (
            <TextInput
              label={label}
              description={description}
              required={required}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={fields.note ?? fields.reason}
              data-autofocus
            />
          )}
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" color={color} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
