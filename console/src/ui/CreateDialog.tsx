import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The one pattern for creating a record (docs/console.md, "Create forms"): the page opens on its
 * list; a "New …" button beside the title opens the form in a modal; a saved record closes it and
 * says so above the list until the next action.
 */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}

export interface CreateDialogProps {
  /** The button's text and the dialog's title ("New employee"). */
  label: string;
  /**
   * Said on the page once the record is saved; left out where the form goes on to the new record's own
   * page (a transfer, a count sheet, a batch, a purchase document), which is then the confirmation.
   */
  createdMessage?: string;
  /** The form; it calls `done` after a successful save. */
  children: (done: () => void) => ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

export function useCreateDialog({ label, createdMessage, children, size = 'lg' }: CreateDialogProps): { button: ReactNode; dialog: ReactNode } {
  const [opened, setOpened] = useState(false);
  const [created, setCreated] = useState(false);
  const { t } = useTranslation();
  const done = () => {
    setOpened(false);
    setCreated(true);
  };
  return {
    button: (
      <Button
        aria-haspopup="dialog"
        // Marks the one create pattern, so a test can find every create form behind its button.
        data-opens="create-form"
        onClick={() => {
          setCreated(false);
          setOpened(true);
        }}
      >
        {label}
      </Button>
    ),
    dialog: (
      <>
        {created && createdMessage && (
          <Alert color="teal" role="status" withCloseButton closeButtonLabel={t('createDialog.close')} onClose={() => setCreated(false)}>
            {createdMessage}
          </Alert>
        )}
        <Modal opened={opened} onClose={() => setOpened(false)} title={label} size={size} closeButtonProps={{ 'aria-label': t('createDialog.close') }}>
          {opened && children(done)}
        </Modal>
      </>
    ),
  };
}
