import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before a destructive action (one with no note to take): says what will happen, then does it. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  color = 'red',
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  color?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <Text size="sm">{message}</Text>
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color={color}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
                onClose();
              }
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
