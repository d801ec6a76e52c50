import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Image, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { fetchFile } from '../../api/file';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The image as a data: URL: the console's Content-Security-Policy admits data: images, not blob: ones. */
function dataUrlOf(blob: Blob): Promise<{ url: string; type: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ url: String(reader.result), type: blob.type });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The photo the kiosk took with a punch (docs/labour.md, "Punches"): a thumbnail that opens the
 * image with a download button. The bytes come from GET …/punches/{id}/photo with the member's
 * token (the service decides who may see it: the punch's branch, or the employee themselves).
 */
export function PunchPhoto({ punchId, label }: { punchId: string; label: string }) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<{ url: string; type: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    fetchFile(`/api/v1/console/labour/punches/${punchId}/photo`)
      .then(dataUrlOf)
      .then((photo) => live && setPhoto(photo))
      .catch((error: Error) => live && setFailed(error.message));
    return () => {
      live = false;
    };
  }, [punchId]);

  if (failed)
    return (
      <Text size="xs" c="dimmed" title={failed}>
        {t('timeClock.photoUnavailable')}
      </Text>
    );
  if (!photo) return <Loader size="xs" aria-label={t('timeClock.photo')} />;
  const name = `${t('timeClock.photo')}: ${label}`;
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={`${t('timeClock.openPhoto')}: ${label}`}>
        <Image src={photo.url} alt={name} w={40} h={40} fit="cover" radius="sm" />
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={name} closeButtonProps={{ 'aria-label': t('createDialog.close') }}>
        <Stack gap="sm">
          <Image src={photo.url} alt={name} fit="contain" mah="70vh" />
          <Button component="a" href={photo.url} download={`punch-${punchId}.${EXTENSIONS[photo.type] ?? 'jpg'}`} variant="light">
            {t('timeClock.downloadPhoto')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
