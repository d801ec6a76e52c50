import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shows a secret the service returns only once. It lives in the parent's state until this dialog
 * closes, and then it is gone: nothing stores it, and the list never has it.
 */
export function SecretOnce({ secret, title, onClose }: { secret: string | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} closeOnClickOutside={false} size="lg">
      <Stack>
        <Alert color="yellow">{t('apiKeys.secretOnce')}</Alert>
        <Code block className="secret" data-testid="secret">
          {secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
                {copied ? t('common.copied') : t('common.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
        <Text size="xs" c="dimmed" aria-live="polite" />
      </Stack>
    </Modal>
  );
}
