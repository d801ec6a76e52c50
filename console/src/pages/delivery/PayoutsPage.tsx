import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Paper, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { DeliveryPayoutLineKind, PayoutFileFormat } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { FileUploadForm } from '../../ui/FileUploadForm';
import { PageHeader } from '../../ui/CreateDialog';
import { NumberField } from '../../ui/NumberField';
import { formatDate, formatIqd, formatNumber, formatPercent, localeOf, monthStartOf } from '../../ui/format';
import { useSalesChoices } from '../sales/sales-choices';
import { useConnectionChoices } from './delivery-choices';

const DeliveryPayoutsDocument = graphql(`
  query DeliveryPayouts($list: ListArgs, $filter: DeliveryPayoutFilter) {
    deliveryPayouts(list: $list, filter: $filter) {
      items {
        id
        connectionId
        platform
        payoutReference
        payoutDate
        totalIqd
        commissionPercent
        matchedCount
        differentCount
        missingInLedgerCount
        missingInPayoutCount
        overChargeIqd
        status
      }
      total
    }
  }
`);
const DeliveryPayoutLinesDocument = graphql(`
  query DeliveryPayoutLines($payoutId: UUID!, $list: ListArgs, $filter: DeliveryPayoutLineFilter) {
    deliveryPayoutLines(payoutId: $payoutId, list: $list, filter: $filter) {
      items {
        id
        kind
        problems
        rowNumber
        platformOrderId
        orderDate
        ledgerTotalIqd
        grossIqd
        commissionIqd
        allowedCommissionIqd
        overChargeIqd
        netIqd
      }
      total
    }
  }
`);
const DeliveryCommissionDocument = graphql(`
  query DeliveryCommission($filter: DeliveryCommissionFilter!) {
    deliveryCommission(filter: $filter) {
      month
      platform
      branchId
      orders
      grossIqd
      commissionIqd
      overChargeIqd
      commissionPercent
    }
  }
`);
const ImportDeliveryPayoutDocument = graphql(`
  mutation ImportDeliveryPayout($input: ImportDeliveryPayoutInput!) {
    importDeliveryPayout(input: $input) {
      id
      payoutReference
      rowsRead
      matchedCount
      differentCount
      missingInLedgerCount
      missingInPayoutCount
    }
  }
`);

const CONTEXT = { additionalTypenames: ['DeliveryPayout', 'DeliveryPayoutLine'] };
const KINDS: DeliveryPayoutLineKind[] = ['Different', 'MissingInLedger', 'MissingInPayout', 'Matched'];

/**
 * Platform payouts (docs/delivery.md, "Payouts"): import a statement file, read its reconciliation
 * with the ledger (over-charged and differing rows, orders missing on either side), and the
 * commission % per platform, branch and month.
 */
export function PayoutsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const [selected, setSelected] = useState<string | null>(null);
  const [{ data, error, fetching }] = useQuery({ query: DeliveryPayoutsDocument, variables: { list: { perPage: 50 } }, context: CONTEXT });
  const { connectionName } = useConnectionChoices();
  const payouts = data?.deliveryPayouts.items ?? [];
  const payout = payouts.find((p) => p.id === selected) ?? null;

  return (
    <Stack>
      <PageHeader title={t('delivery.payouts.title')} />
      <Text size="sm">{t('delivery.payouts.help')}</Text>
      {can('delivery:manage') && <ImportForm onImported={setSelected} />}
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching} data-testid="payouts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('delivery.payouts.date')}</Table.Th>
              <Table.Th>{t('delivery.connection')}</Table.Th>
              <Table.Th>{t('delivery.payouts.reference')}</Table.Th>
              <Table.Th>{t('delivery.payouts.total')}</Table.Th>
              <Table.Th>{t('delivery.payouts.commissionPercent')}</Table.Th>
              <Table.Th>{t('delivery.payouts.reconciliation')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payouts.map((p) => (
              <Table.Tr key={p.id} bg={p.id === selected ? 'var(--mantine-color-blue-light)' : undefined}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.payoutDate, i18n.language)}</Table.Td>
                <Table.Td>{connectionName(p.connectionId) || t(`delivery.platform.${p.platform}`, { defaultValue: p.platform })}</Table.Td>
                <Table.Td>
                  <Button variant="subtle" size="compact-sm" onClick={() => setSelected(p.id)} aria-pressed={p.id === selected}>
                    {p.payoutReference}
                  </Button>
                </Table.Td>
                <Table.Td>{formatIqd(p.totalIqd, i18n.language)}</Table.Td>
                <Table.Td>{formatPercent(p.commissionPercent / 100, i18n.language, 2)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge color="teal" variant="light">
                      {t('delivery.payouts.kind.Matched')}: {formatNumber(p.matchedCount, i18n.language)}
                    </Badge>
                    {p.differentCount > 0 && (
                      <Badge color="red" variant="light">
                        {t('delivery.payouts.kind.Different')}: {formatNumber(p.differentCount, i18n.language)}
                      </Badge>
                    )}
                    {p.missingInLedgerCount + p.missingInPayoutCount > 0 && (
                      <Badge color="orange" variant="light">
                        {t('delivery.payouts.missing')}: {formatNumber(p.missingInLedgerCount + p.missingInPayoutCount, i18n.language)}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{t(`delivery.payouts.status.${p.status}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {payout && <Reconciliation payoutId={payout.id} reference={payout.payoutReference} />}
      <CommissionByMonth />
    </Stack>
  );
}

function ImportForm({ onImported }: { onImported: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const { connections } = useConnectionChoices();
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const [rate, setRate] = useState<number | string>('');
  const [state, importPayout] = useMutation(ImportDeliveryPayoutDocument);
  const [done, setDone] = useState<string | null>(null);
  const fields = fieldErrorsOf(state.error);
  const rows = Object.entries(fields).filter(([key]) => key.startsWith('row ') || key === 'content' || key.startsWith('payout'));
  const upload = async (file: File) => {
    setDone(null);
    if (!connectionId) return;
    const xlsx = /\.xlsx$/i.test(file.name);
    const format: PayoutFileFormat = xlsx ? 'Xlsx' : 'Csv';
    const content = xlsx ? await base64Of(file) : await file.text();
    const commissionRatePercent = typeof rate === 'number' ? rate : null;
    const answer = await importPayout({ input: { connectionId, format, content, commissionRatePercent } }, CONTEXT);
    const result = answer.data?.importDeliveryPayout;
    if (result) {
      setDone(
        t('delivery.payouts.imported', {
          reference: result.payoutReference,
          rows: formatNumber(result.rowsRead, i18n.language),
          matched: formatNumber(result.matchedCount, i18n.language),
          different: formatNumber(result.differentCount, i18n.language),
          missing: formatNumber(result.missingInLedgerCount + result.missingInPayoutCount, i18n.language),
        }),
      );
      onImported(result.id);
    }
  };
  return (
    <FileUploadForm
      label={t('delivery.payouts.import')}
      heading={
        <Title order={2} size="h4">
          {t('delivery.payouts.import')}
        </Title>
      }
      fields={
        <Select
          label={t('delivery.connection')}
          required
          data={connections}
          value={connectionId}
          onChange={setConnectionId}
          w={260}
          maw="100%"
          error={fields.connectionId}
        />
      }
      fileLabel={t('delivery.payouts.file')}
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      clearable
      fieldsAfterFile={
        <NumberField
          label={t('delivery.payouts.agreedRate')}
          description={t('delivery.payouts.agreedRateHelp')}
          decimalScale={2}
          min={0}
          max={100}
          value={rate}
          onChange={setRate}
          error={fields.commissionRatePercent}
          w={200}
          maw="100%"
        />
      }
      submitLabel={t('delivery.payouts.importButton')}
      submitting={state.fetching}
      ready={!!connectionId}
      help={t('delivery.payouts.columnsHelp')}
      onUpload={upload}
    >
      {done && (
        <Alert color="teal" role="status">
          {done}
        </Alert>
      )}
      {rows.length > 0 ? (
        <Alert color="red" title={t('delivery.payouts.problems')}>
          <List size="sm">
            {rows.map(([where, message]) => (
              <List.Item key={where}>
                {where}: {message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <FormError error={state.error} />
      )}
    </FileUploadForm>
  );
}

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function Reconciliation({ payoutId, reference }: { payoutId: string; reference: string }) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<DeliveryPayoutLineKind>('Different');
  const [{ data, error, fetching }] = useQuery({
    query: DeliveryPayoutLinesDocument,
    variables: { payoutId, list: { perPage: 100 }, filter: { kind } },
    context: CONTEXT,
  });
  const lines = data?.deliveryPayoutLines.items ?? [];
  return (
    <Paper withBorder p="md" data-testid="reconciliation">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('delivery.payouts.reconciliationOf', { reference })}
        </Title>
        <SegmentedControl
          fullWidth
          orientation={typeof window !== 'undefined' && window.innerWidth < 560 ? 'vertical' : 'horizontal'}
          value={kind}
          onChange={(value) => setKind(value as DeliveryPayoutLineKind)}
          data={KINDS.map((value) => ({ value, label: t(`delivery.payouts.kind.${value}`) }))}
        />
        <FormError error={error} />
        <div className="table-scroll">
          <Table striped aria-busy={fetching} data-testid={`payout-lines-${kind}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('delivery.payouts.orderId')}</Table.Th>
                <Table.Th>{t('delivery.payouts.orderDate')}</Table.Th>
                <Table.Th>{t('delivery.payouts.ledgerTotal')}</Table.Th>
                <Table.Th>{t('delivery.payouts.gross')}</Table.Th>
                <Table.Th>{t('delivery.payouts.commission')}</Table.Th>
                <Table.Th>{t('delivery.payouts.overCharge')}</Table.Th>
                <Table.Th>{t('delivery.payouts.net')}</Table.Th>
                <Table.Th>{t('delivery.payouts.problemsColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.length === 0 && !fetching && (
                <Table.Tr>
                  <Table.Td colSpan={8}>{t('delivery.payouts.noLines')}</Table.Td>
                </Table.Tr>
              )}
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                    {line.platformOrderId}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(line.orderDate, i18n.language)}</Table.Td>
                  <Table.Td>{formatIqd(line.ledgerTotalIqd, i18n.language)}</Table.Td>
                  <Table.Td>{formatIqd(line.grossIqd, i18n.language)}</Table.Td>
                  <Table.Td>{formatIqd(line.commissionIqd, i18n.language)}</Table.Td>
                  <Table.Td>{line.overChargeIqd > 0 ? formatIqd(line.overChargeIqd, i18n.language) : ''}</Table.Td>
                  <Table.Td>{formatIqd(line.netIqd, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {line.problems.map((problem) => (
                        <Badge key={problem} color="red" variant="light">
                          {t(`delivery.payouts.problem.${problem}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Stack>
    </Paper>
  );
}

function CommissionByMonth() {
  const { t, i18n } = useTranslation();
  const { branchName } = useSalesChoices();
  const today = new Date().toISOString().slice(0, 10);
  const from = monthStartOf(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`);
  const [{ data, error }] = useQuery({ query: DeliveryCommissionDocument, variables: { filter: { from, to: today } }, context: CONTEXT });
  const rows = data?.deliveryCommission ?? [];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('delivery.payouts.commissionTitle')}
        </Title>
        <FormError error={error} />
        <div className="table-scroll">
          <Table striped data-testid="commission">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('delivery.payouts.month')}</Table.Th>
                <Table.Th>{t('delivery.platformLabel')}</Table.Th>
                <Table.Th>{t('orders.branch')}</Table.Th>
                <Table.Th>{t('delivery.payouts.gross')}</Table.Th>
                <Table.Th>{t('delivery.payouts.commission')}</Table.Th>
                <Table.Th>{t('delivery.payouts.commissionPercent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.month}-${row.platform}-${row.branchId}`}>
                  <Table.Td>{formatMonth(row.month, i18n.language)}</Table.Td>
                  <Table.Td>{t(`delivery.platform.${row.platform}`, { defaultValue: row.platform })}</Table.Td>
                  <Table.Td>{branchName(row.branchId)}</Table.Td>
                  <Table.Td>{formatIqd(row.grossIqd, i18n.language)}</Table.Td>
                  <Table.Td>{formatIqd(row.commissionIqd, i18n.language)}</Table.Td>
                  <Table.Td>{formatPercent(row.commissionPercent / 100, i18n.language, 2)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Stack>
    </Paper>
  );
}

function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}
