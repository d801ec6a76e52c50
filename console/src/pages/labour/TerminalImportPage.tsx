import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { TerminalFormat } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { PageHeader } from '../../ui/CreateDialog';
import { FormError } from '../../ui/FormError';
import { FileUploadForm } from '../../ui/FileUploadForm';
import { fieldErrorsOf } from '../../ui/errors';
import { EmptyRow } from '../../ui/ListToolbar';
import { formatDateTime, formatNumber } from '../../ui/format';
import { useBranchChoices } from '../hr/BranchFilter';

const ImportTerminalPunchesDocument = graphql(`
  mutation ImportTerminalPunches($input: ImportTerminalPunchesInput!) {
    importTerminalPunches(input: $input) {
      id
      branchId
      format
      fileName
      rowCount
      imported
      duplicates
      unknownCodes
      unknownRows
      unknownLines
      invalidRows
      firstBusinessDate
      lastBusinessDate
      createdAt
    }
  }
`);

const PunchImportsDocument = graphql(`
  query PunchImports($branchId: UUID) {
    punchImports(branchId: $branchId, list: { perPage: 20 }) {
      items {
        id
        branchId
        format
        fileName
        rowCount
        imported
        duplicates
        unknownRows
        firstBusinessDate
        lastBusinessDate
        createdAt
      }
    }
  }
`);

const CONTEXT = { additionalTypenames: ['PunchImport', 'Punch', 'TimesheetDay'] };
const FORMATS: TerminalFormat[] = ['Auto', 'ZktecoAttlog', 'Csv'];

/** The timesheets of a branch over the business dates an import stored punches on (each day lists its punches). */
function punchesLink(branchId: string, from: string, to: string): string {
  return `/labour/timesheets?${new URLSearchParams({ branch: branchId, from, to }).toString()}`;
}

/** A row of an unknown code ("line 4: code 99", as the service reports it) in the screen's language. */
function UnknownLine({ text }: { text: string }) {
  const { t } = useTranslation();
  const match = /^line (\d+): code (.+)$/.exec(text);
  if (!match)
    return (
      <Text span size="sm" dir="ltr">
        {text}
      </Text>
    );
  return (
    <Text span size="sm">
      {t('terminalImport.unknownLine', { line: match[1], code: match[2] })}
    </Text>
  );
}

/** Imports a fingerprint terminal's attendance export (ZKTeco attlog or CSV) into a branch's punches. */
export function TerminalImportPage() {
  const { t, i18n } = useTranslation();
  const { state } = useSession();
  const branches = useBranchChoices();
  const [branchId, setBranchId] = useState<string | null>(state.status === 'signedIn' ? state.me.branch.id : null);
  const [format, setFormat] = useState<TerminalFormat>('Auto');
  const [importState, importFile] = useMutation(ImportTerminalPunchesDocument);
  const [{ data, error, fetching }] = useQuery({ query: PunchImportsDocument, variables: { branchId }, context: CONTEXT, pause: !branchId });
  const fields = fieldErrorsOf(importState.error);
  const result = importState.data?.importTerminalPunches;
  const n = (value: number) => formatNumber(value, i18n.language);

  const upload = async (file: File) => {
    if (!branchId) return;
    await importFile({ input: { branchId, format, fileName: file.name, content: await file.text() } }, CONTEXT);
  };

  return (
    <Stack>
      <PageHeader title={t('terminalImport.title')} />
      <Text size="sm" c="dimmed">
        {t('terminalImport.intro')}
      </Text>
      <FileUploadForm
        label={t('terminalImport.title')}
        fields={
          <>
            <Select
              label={t('rosters.branch')}
              required
              data={branches.options}
              value={branchId}
              onChange={setBranchId}
              allowDeselect={false}
              w={240}
              maw="100%"
              error={fields.branchId}
            />
            <Select
              label={t('terminalImport.format')}
              data={FORMATS.map((value) => ({ value, label: t(`terminalImport.formats.${value}`) }))}
              value={format}
              onChange={(value) => setFormat((value as TerminalFormat | null) ?? 'Auto')}
              allowDeselect={false}
              w={240}
              maw="100%"
              error={fields.format}
            />
          </>
        }
        fileLabel={t('terminalImport.file')}
        accept=".dat,.txt,.csv,text/plain,text/csv"
        fileError={fields.content}
        submitLabel={t('terminalImport.import')}
        submitting={importState.fetching}
        ready={!!branchId}
        help={t('terminalImport.help')}
        onUpload={upload}
      >
        <FormError error={importState.error} />
      </FileUploadForm>

      {result && (
        <Alert color={result.unknownRows || result.invalidRows.length ? 'yellow' : 'teal'} role="status" title={t('terminalImport.resultTitle')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('terminalImport.summary', {
                rows: n(result.rowCount),
                imported: n(result.imported),
                duplicates: n(result.duplicates),
                unknown: n(result.unknownRows),
              })}
            </Text>
            {result.firstBusinessDate && result.lastBusinessDate && (
              <Anchor component={Link} to={punchesLink(result.branchId, result.firstBusinessDate, result.lastBusinessDate)} size="sm">
                {t('terminalImport.seePunches')}
              </Anchor>
            )}
            {result.unknownLines.length > 0 && (
              <div>
                <Text size="sm" fw={600}>
                  {t('terminalImport.unknownCodes', { codes: result.unknownCodes.join(i18n.language === 'ar' ? '، ' : ', ') })}
                </Text>
                <List size="sm" aria-label={t('terminalImport.unknownTitle')}>
                  {result.unknownLines.map((line) => (
                    <List.Item key={line}>
                      <UnknownLine text={line} />
                    </List.Item>
                  ))}
                </List>
              </div>
            )}
            {result.invalidRows.length > 0 && (
              <div>
                <Text size="sm" fw={600}>
                  {t('terminalImport.invalidTitle')}
                </Text>
                <List size="sm">
                  {result.invalidRows.map((line) => (
                    <List.Item key={line}>
                      <Text span size="sm" dir="ltr">
                        {line}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              </div>
            )}
          </Stack>
        </Alert>
      )}

      <Title order={2} size="h3">
        {t('terminalImport.recent')}
      </Title>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching} aria-label={t('terminalImport.recent')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('terminalImport.when')}</Table.Th>
              <Table.Th>{t('terminalImport.file')}</Table.Th>
              <Table.Th>{t('terminalImport.imported')}</Table.Th>
              <Table.Th>{t('terminalImport.duplicates')}</Table.Th>
              <Table.Th>{t('terminalImport.unknown')}</Table.Th>
              <Table.Th>{t('terminalImport.punches')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.punchImports.items.length === 0 && <EmptyRow columns={6} />}
            {data?.punchImports.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{formatDateTime(item.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <Text span size="sm" dir="ltr">
                    {item.fileName ?? t(`terminalImport.formats.${item.format}`)}
                  </Text>
                </Table.Td>
                <Table.Td>{n(item.imported)}</Table.Td>
                <Table.Td>{n(item.duplicates)}</Table.Td>
                <Table.Td>{n(item.unknownRows)}</Table.Td>
                <Table.Td>
                  {item.firstBusinessDate && item.lastBusinessDate ? (
                    <Anchor component={Link} to={punchesLink(item.branchId, item.firstBusinessDate, item.lastBusinessDate)} size="sm">
                      {t('terminalImport.seePunches')}
                    </Anchor>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
