import { useTranslation } from 'react-i18next';
import type { AnyApiError } from '../../ui/errors';
import { NoteDialog } from '../../ui/NoteDialog';

/** Rejecting an advance, loan or leave request: the service refuses it without a note, which the employee sees. */
export function RejectDialog({ who, onClose, onReject }: { who: string; onClose: () => void; onReject: (note: string) => Promise<{ error?: AnyApiError }> }) {
  const { t } = useTranslation();
  return (
    <NoteDialog
      title={t('hrCommon.rejectTitle', { name: who })}
      label={t('hrCommon.note')}
      description={t('hrCommon.noteRequired')}
      required
      color="red"
      submitLabel={t('hrCommon.reject')}
      onClose={onClose}
      onSubmit={onReject}
    />
  );
}
