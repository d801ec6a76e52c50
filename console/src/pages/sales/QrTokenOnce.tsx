import { Alert, Button, Code, CopyButton, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './qr-print.css';

export interface IssuedToken {
  table: { name: string; area?: string | null };
  qrToken: string;
  orderUrl: string;
  qrSvg: string;
}

/**
 * The table's QR token, address and code, shown once after create or rotate: the service keeps only a
 * hash and cannot draw it again, so the sheet is printed from here (a lost sheet means rotating).
 */
export function QrTokenOnce({ issued, onClose }: { issued: IssuedToken | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={issued !== null} onClose={onClose} title={t('tables.tokenTitle')} size="lg">
      {issued && (
        <Stack className="qr-print" data-testid="qr-once">
          <Alert color="yellow" className="no-print">
            {t('tables.tokenOnce')}
          </Alert>
          <Title order={2} size="h3">
            {issued.table.name}
            {issued.table.area ? ` · ${issued.table.area}` : ''}
          </Title>
          <Image src={issued.qrSvg} alt={t('tables.qrAlt', { name: issued.table.name })} w={280} h={280} mx="auto" />
          <Text size="sm">{issued.orderUrl}</Text>
          <Group className="no-print" gap="xs">
            <Text size="sm">{t('tables.token')}:</Text>
            <Code data-testid="qr-token">{issued.qrToken}</Code>
            <CopyButton value={issued.qrToken}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t('common.copied') : t('common.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group className="no-print" justify="end">
            <Button variant="light" onClick={() => window.print()}>
              {t('tables.print')}
            </Button>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
