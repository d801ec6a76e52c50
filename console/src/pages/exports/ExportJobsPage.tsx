import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, MultiSelect, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { ExportFormat, ExportJobStatus, ExportLang } from '../../gql/graphql';
import { useMe, useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { businessDateIn, formatDate, formatDateTime, formatNumber, monthStartOf, separator } from '../../ui/format';
import { MoneyBadge } from '../accounting/money-ui';
import { exportEnum, useExportEnumOptions, useReportCatalog } from './report-catalog';
import { downloadExport } from './download';
import { missingRequired } from '../../ui/required-fields';

const ExportJobsDocument = graphql(`
  query ExportJobs($list: ListArgs, $filter: ExportJobFilter) {
    exportJobs(list: $list, filter: $filter) {
      items {
        id
        kind
        reportKey
        format
        lang
        from
        to
        fields
        status
        rowsWritten
        error
        fileName
        fileSize
        createdAt
        expiresAt
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreateExportJobDocument = graphql(`
  mutation CreateExportJob($input: CreateExportJobInput!) {
    createExportJob(input: $input) {
      id
      status
    }
  }
`);
const CancelExportJobDocument = graphql(`
  mutation CancelExportJob($id: UUID!) {
    cancelExportJob(id: $id) {
      id
      status
    }
  }
`);

const JOB_CONTEXT = { additionalTypenames: ['ExportJob'] };
const STATUSES: ExportJobStatus[] = ['Queued', 'Running', 'Succeeded', 'Failed', 'Cancelled', 'Expired'];
const FORMATS: ExportFormat[] = ['Xlsx', 'Csv'];
const LANGS: ExportLang[] = ['En', 'Ar'];

export function ExportJobsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const status = (params.filter('status') || null) as ExportJobStatus | null;
  const [{ data, error, fetching }, refetch] = useQuery({
    query: ExportJobsDocument,
    variables: { list: listArgs(params), filter: { status } },
    context: JOB_CONTEXT,
  });
  const [cancelState, cancel] = useMutation(CancelExportJobDocument);
  const [downloadError, setDownloadError] = useState<Error | null>(null);
  const statusOptions = useExportEnumOptions(STATUSES);
  const { reportTitle } = useReportCatalog();
  const page = data?.exportJobs;
  const busy = page?.items.some((job) => job.status === 'Queued' || job.status === 'Running') ?? false;

  // Progress comes from the service; poll only while a job on the page is still working.
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), 1500);
    return () => clearInterval(timer);
  }, [busy, refetch]);

  const create = useCreateDialog({
    label: t('exportJobs.new'),
    createdMessage: t('exportJobs.queued'),
    children: (done) => <ExportJobForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('exportJobs.title')}>{can('exports:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <Select label={t('common.status')} clearable w={180} data={statusOptions} value={status} onChange={(value) => update({ status: value })} />
      </Group>
      <FormError error={error ?? cancelState.error ?? downloadError} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('exportJobs.report')}</Table.Th>
              <Table.Th>{t('exportJobs.period')}</Table.Th>
              <Table.Th>{t('exportJobs.format')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('exportJobs.progress')}</Table.Th>
              <Table.Th>{t('common.created')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={7} />}
            {page?.items.map((job) => {
              const title = reportTitle(job.reportKey);
              return (
                <Table.Tr key={job.id}>
                  <Table.Td>{title}</Table.Td>
                  <Table.Td>
                    {formatDate(job.from, i18n.language)} – {formatDate(job.to, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    {exportEnum(t, job.format)}
                    {separator(i18n.language)}
                    {exportEnum(t, job.lang)}
                  </Table.Td>
                  <Table.Td>
                    <MoneyBadge value={job.status} label={exportEnum(t, job.status)} />
                    {job.error && (
                      <Text size="xs" c="red">
                        {job.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatNumber(job.rowsWritten, i18n.language)}</Table.Td>
                  <Table.Td>{formatDateTime(job.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {job.status === 'Succeeded' && job.fileName && (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`${t('exportJobs.download')}: ${job.fileName}`}
                          title={job.expiresAt ? t('exportJobs.expires', { at: formatDateTime(job.expiresAt, i18n.language) }) : undefined}
                          onClick={() => {
                            setDownloadError(null);
                            downloadExport(job.id, job.fileName ?? 'export').catch((e: Error) => setDownloadError(e));
                          }}
                        >
                          {t('exportJobs.download')}
                        </Button>
                      )}
                      {can('exports:write') && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`${job.status === 'Queued' || job.status === 'Running' ? t('exportJobs.cancel') : t('exportJobs.remove')}: ${title} ${job.from}`}
                          onClick={() => void cancel({ id: job.id })}
                        >
                          {job.status === 'Queued' || job.status === 'Running' ? t('exportJobs.cancel') : t('exportJobs.remove')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}

function ExportJobForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { reportOptions, fieldOptions } = useReportCatalog();
  const me = useMe();
  // This month so far, in the branch's business days (not the browser's calendar).
  const today = businessDateIn(me.branch.timeZone, me.organization.businessDayStartHour);
  const empty = {
    reportKey: null as string | null,
    fields: [] as string[],
    format: 'Xlsx' as string | null,
    lang: 'En' as string | null,
    from: monthStartOf(today),
    to: today,
  };
  const [form, setForm] = useState(empty);
  const [state, create] = useMutation(CreateExportJobDocument);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const fields = { ...fieldErrorsOf(state.error), ...missing };
  const formatOptions = useExportEnumOptions(FORMATS);
  const langOptions = useExportEnumOptions(LANGS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The form always names a report (the service also takes a saved report instead, which this form does not offer).
    const required = missingRequired({ reportKey: form.reportKey, from: form.from, to: form.to }, t('common.required'));
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    const result = await create({
      input: {
        reportKey: form.reportKey,
        fields: form.fields.length > 0 ? form.fields : null,
        format: (form.format ?? 'Xlsx') as ExportFormat,
        lang: (form.lang ?? 'En') as ExportLang,
        from: form.from,
        to: form.to,
      },
    });
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('exportJobs.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <Select
            label={t('exportJobs.report')}
            required
            searchable
            data={reportOptions}
            value={form.reportKey}
            onChange={(value) => setForm({ ...form, reportKey: value, fields: [] })}
            error={fields.reportKey}
          />
          <Select
            label={t('exportJobs.format')}
            required
            data={formatOptions}
            value={form.format}
            onChange={(value) => setForm({ ...form, format: value })}
            error={fields.format}
          />
          <Select
            label={t('exportJobs.lang')}
            data={langOptions}
            value={form.lang}
            onChange={(value) => setForm({ ...form, lang: value })}
            error={fields.lang}
          />
        </Group>
        <MultiSelect
          label={t('exportJobs.fields')}
          description={t('exportJobs.fieldsHelp')}
          searchable
          clearable
          data={fieldOptions(form.reportKey)}
          value={form.fields}
          onChange={(value) => setForm({ ...form, fields: value })}
          error={fields.fields ?? Object.entries(fields).find(([key]) => key.startsWith('fields'))?.[1]}
        />
        <Group align="start" grow>
          <TextInput
            label={t('exportJobs.from')}
            type="date"
            required
            value={form.from}
            onChange={(e) => setForm({ ...form, from: e.currentTarget.value })}
            error={fields.from}
          />
          <TextInput
            label={t('exportJobs.to')}
            type="date"
            required
            value={form.to}
            onChange={(e) => setForm({ ...form, to: e.currentTarget.value })}
            error={fields.to}
          />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
