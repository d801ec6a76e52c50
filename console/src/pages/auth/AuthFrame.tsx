import type { ReactNode } from 'react';
import { Center, Group, Paper, SegmentedControl, Stack, Title, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyLanguage, directionOf } from '../../i18n';

/** The frame of the signed-out pages, with the language choice (remembered for after sign-in). */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { setDirection } = useDirection();
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={440} component="main">
        <Stack>
          <Group justify="space-between">
            <Title order={1} size="h3">
              {title}
            </Title>
            <SegmentedControl
              aria-label={t('shell.language')}
              size="xs"
              value={i18n.language}
              onChange={(value) => {
                const next = value === 'ar' ? 'ar' : 'en';
                applyLanguage(next);
                setDirection(directionOf(next));
              }}
              data={[
                { value: 'en', label: 'English' },
                { value: 'ar', label: 'العربية' },
              ]}
            />
          </Group>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
