import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime } from '../../ui/format';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { useReportCatalog } from './report-catalog';

const SavedReportsDocument = graphql(`
  query SavedReports($list: ListArgs) {
    savedReports(list: $list) {
      items {
        id
        name
        reportKey
        shared
        createdAt
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreateSavedReportDocument = graphql(`
  mutation CreateSavedReport($input: CreateSavedReportInput!) {
    createSavedReport(input: $input) {
      id
      name
    }
  }
`);
const DeleteSavedReportDocument = graphql(`
  mutation DeleteSavedReport($id: UUID!, $reason: String) {
    deleteSavedReport(id: $id, reason: $reason) {
      id
      deletedAt
    }
  }
`);

const SAVED_CONTEXT = { additionalTypenames: ['SavedReport'] };

export function SavedReportsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update } = useListParams({ sort: 'name', dir: 'asc' });
  const [{ data, error, fetching }] = useQuery({ query: SavedReportsDocument, variables: { list: listArgs(params) }, context: SAVED_CONTEXT });
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [deleteState, remove] = useMutation(DeleteSavedReportDocument);
  const { reportTitle } = useReportCatalog();
  const page = data?.savedReports;

  const create = useCreateDialog({
    label: t('savedReports.new'),
    createdMessage: t('savedReports.created'),
    children: (done) => <SavedReportForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('savedReports.title')}>{can('exports:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('exportJobs.report')}</Table.Th>
              <Table.Th>{t('savedReports.sharing')}</Table.Th>
              <Table.Th>{t('common.created')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={5} />}
            {page?.items.map((report) => (
              <Table.Tr key={report.id}>
                <Table.Td dir="auto">{report.name}</Table.Td>
                <Table.Td>{reportTitle(report.reportKey)}</Table.Td>
                <Table.Td>{report.shared ? t('savedReports.shared') : t('savedReports.private')}</Table.Td>
                <Table.Td>{formatDateTime(report.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  {can('exports:write') && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(report)} aria-label={`${t('common.delete')}: ${report.name}`}>
                      {t('common.delete')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <ReasonDialog
        title={deleting ? t('savedReports.deleteTitle', { name: deleting.name }) : ''}
        opened={deleting !== null}
        required={false}
        submitLabel={t('common.delete')}
        error={deleteState.error}
        fetching={deleteState.fetching}
        onClose={() => setDeleting(null)}
        onSubmit={async (reason) => !(deleting && (await remove({ id: deleting.id, reason: reason || null })).error)}
      />
    </Stack>
  );
}

function SavedReportForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { reportOptions } = useReportCatalog();
  const empty = { name: '', reportKey: null as string | null, shared: false };
  const [form, setForm] = useState(empty);
  const [state, create] = useMutation(CreateSavedReportDocument);
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { name: form.name, reportKey: form.reportKey ?? '', shared: form.shared } });
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('savedReports.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <TextInput
            label={t('common.name')}
            required
            dir="auto"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            error={fields.name}
          />
          <Select
            label={t('exportJobs.report')}
            required
            searchable
            data={reportOptions}
            value={form.reportKey}
            onChange={(value) => setForm({ ...form, reportKey: value })}
            error={fields.reportKey}
          />
        </Group>
        <Checkbox label={t('savedReports.shared')} checked={form.shared} onChange={(e) => setForm({ ...form, shared: e.currentTarget.checked })} />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
