import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, Code, CopyButton, Group, Image, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { separator } from '../../ui/format';
import { pointsToThisMachine, QR_IMAGE_SIZE, QR_PAPER_SIZE, type QrPaper } from './qr-sheet';
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
 * Printing prints only the sheet, whole, on one page of the chosen paper.
 */
export function QrTokenOnce({ issued, onClose }: { issued: IssuedToken | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [paper, setPaper] = useState<QrPaper>('A6');
  const title = issued ? `${issued.table.name}${issued.table.area ? `${separator(i18n.language)}${issued.table.area}` : ''}` : '';
  return (
    <Modal opened={issued !== null} onClose={onClose} title={t('tables.tokenTitle')} size="lg">
      {issued && (
        <Stack data-testid="qr-once">
          <Alert color="yellow">{t('tables.tokenOnce')}</Alert>
          {pointsToThisMachine(issued.orderUrl) && (
            <Alert color="red" data-testid="qr-localhost">
              {t('tables.localhostWarning')}
            </Alert>
          )}
          <Title order={2} size="h3">
            {title}
          </Title>
          <Image src={issued.qrSvg} alt={t('tables.qrAlt', { name: issued.table.name })} w={280} h={280} mx="auto" />
          <Text size="sm" dir="ltr" style={{ wordBreak: 'break-all' }}>
            {issued.orderUrl}
          </Text>
          <Group gap="xs">
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
          <Group justify="space-between">
            <SegmentedControl
              aria-label={t('tables.paper')}
              value={paper}
              onChange={(value) => setPaper(value as QrPaper)}
              data={[
                { value: 'A6', label: 'A6' },
                { value: 'A5', label: 'A5' },
                { value: 'Label', label: t('tables.label') },
              ]}
            />
            <Group gap="xs">
              <Button variant="light" onClick={() => window.print()}>
                {t('tables.print')}
              </Button>
              <Button onClick={onClose}>{t('common.close')}</Button>
            </Group>
          </Group>
          {createPortal(
            <div className="qr-sheet" data-testid="qr-sheet" data-paper={paper} style={{ ['--qr-size' as string]: QR_IMAGE_SIZE[paper] }}>
              <style>{`@page { size: ${QR_PAPER_SIZE[paper]}; margin: 6mm; }`}</style>
              <div className="qr-sheet-title">{title}</div>
              <img src={issued.qrSvg} alt={t('tables.qrAlt', { name: issued.table.name })} />
              <div className="qr-sheet-url">{issued.orderUrl}</div>
            </div>,
            document.body,
          )}
        </Stack>
      )}
    </Modal>
  );
}
