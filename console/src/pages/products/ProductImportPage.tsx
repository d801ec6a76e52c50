import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, FileButton, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ImportFormat, ImportRowAction, ProductImportPreviewFragment } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { arrow, formatDateTime } from '../../ui/format';

graphql(`
  fragment ProductImportPreview on ProductImportBatch {
    id
    status
    expiresAt
    rowCount
    createCount
    updateCount
    unchangedCount
    errorCount
    newCategoryCodes
    committedAt
    rows {
      rowNumber
      code
      action
      changes {
        column
        before
        after
      }
      errors {
        column
        message
      }
    }
  }
`);
const PreviewProductImportDocument = graphql(`
  mutation PreviewProductImport($input: ProductImportInput!) {
    previewProductImport(input: $input) {
      ...ProductImportPreview
    }
  }
`);
const CommitProductImportDocument = graphql(`
  mutation CommitProductImport($batchId: UUID!, $input: ProductImportInput!) {
    commitProductImport(batchId: $batchId, input: $input) {
      ...ProductImportPreview
    }
  }
`);

const CONTEXT = { additionalTypenames: ['Product', 'ProductCategory'] };
const ACTION_COLORS: Record<ImportRowAction, string> = { Create: 'teal', Update: 'blue', Unchanged: 'gray', Error: 'red' };

/**
 * Imports products from a CSV or JSON file in two steps: the preview shows what each row would do
 * (nothing changes yet), then the same content is committed. Editing the text after a preview asks
 * for a new preview, since the service only commits the content it previewed.
 */
export function ProductImportPage() {
  const { t, i18n } = useTranslation();
  const [format, setFormat] = useState<ImportFormat>('Csv');
  const [content, setContent] = useState('');
  const [preview, setPreview] = useState<ProductImportPreviewFragment | null>(null);
  const [previewState, runPreview] = useMutation(PreviewProductImportDocument);
  const [commitState, runCommit] = useMutation(CommitProductImportDocument);
  const fields = fieldErrorsOf(previewState.error ?? commitState.error);
  const committed = preview?.status === 'Committed';

  const change = (next: { format?: ImportFormat; content?: string }) => {
    if (next.format !== undefined) setFormat(next.format);
    if (next.content !== undefined) setContent(next.content);
    setPreview(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await runPreview({ input: { format, content } });
    setPreview(result.data?.previewProductImport ?? null);
  };

  const commit = async () => {
    if (!preview) return;
    const result = await runCommit({ batchId: preview.id, input: { format, content } }, CONTEXT);
    if (result.data) setPreview(result.data.commitProductImport);
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('productImport.title')}
      </Title>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate aria-label={t('productImport.file')}>
          <Stack gap="sm">
            <FormError error={previewState.error} />
            <Text size="sm" c="dimmed">
              {t('productImport.help')}
            </Text>
            <Group>
              <SegmentedControl
                aria-label={t('productImport.format')}
                data={[
                  { value: 'Csv', label: 'CSV' },
                  { value: 'Json', label: 'JSON' },
                ]}
                value={format}
                onChange={(value) => change({ format: value as ImportFormat })}
              />
              <FileButton
                accept=".csv,.json,text/csv,application/json"
                onChange={(file) =>
                  void file?.text().then((text) => change({ content: text, format: file.name.toLowerCase().endsWith('.json') ? 'Json' : 'Csv' }))
                }
              >
                {(props) => (
                  <Button variant="light" {...props}>
                    {t('productImport.choose')}
                  </Button>
                )}
              </FileButton>
            </Group>
            <Textarea
              label={t('productImport.content')}
              required
              dir="ltr"
              autosize
              minRows={6}
              maxRows={16}
              ff="monospace"
              value={content}
              onChange={(e) => change({ content: e.currentTarget.value })}
              error={fields.content ?? fields.format}
            />
            <Group>
              <Button type="submit" loading={previewState.fetching}>
                {t('productImport.preview')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {preview && (
        <Stack data-testid="import-preview">
          <FormError error={commitState.error} />
          {committed ? (
            <Alert color="teal">{t('productImport.committed', { create: preview.createCount, update: preview.updateCount })}</Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {t('productImport.expires', { at: formatDateTime(preview.expiresAt, i18n.language) })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 2, md: 5 }}>
            <Count label={t('productImport.rows')} value={preview.rowCount} />
            <Count label={t('menuEnum.Create')} value={preview.createCount} />
            <Count label={t('menuEnum.Update')} value={preview.updateCount} />
            <Count label={t('menuEnum.Unchanged')} value={preview.unchangedCount} />
            <Count label={t('menuEnum.Error')} value={preview.errorCount} />
          </SimpleGrid>
          {preview.newCategoryCodes.length > 0 && <Text>{t('productImport.newCategories', { codes: preview.newCategoryCodes.join(', ') })}</Text>}
          <div className="table-scroll">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('productImport.row')}</Table.Th>
                  <Table.Th>{t('products.code')}</Table.Th>
                  <Table.Th>{t('productImport.action')}</Table.Th>
                  <Table.Th>{t('productImport.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row) => (
                  <Table.Tr key={row.rowNumber}>
                    <Table.Td>{row.rowNumber}</Table.Td>
                    <Table.Td dir="ltr">{row.code}</Table.Td>
                    <Table.Td>
                      <Badge color={ACTION_COLORS[row.action]} variant="light">
                        {t(`menuEnum.${row.action}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {row.changes.map((c) => (
                        <Text key={c.column} size="sm">
                          {c.column}: {c.before ?? '—'} {arrow('forward', i18n.language)} {c.after ?? '—'}
                        </Text>
                      ))}
                      {row.errors.map((e, i) => (
                        <Text key={i} size="sm" c="red">
                          {e.column}: {e.message}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {!committed && (
            <Group>
              <Button
                onClick={() => void commit()}
                loading={commitState.fetching}
                disabled={preview.errorCount > 0 || preview.createCount + preview.updateCount === 0}
              >
                {t('productImport.commit')}
              </Button>
              {preview.errorCount > 0 && <Text c="red">{t('productImport.fixErrors')}</Text>}
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
}
