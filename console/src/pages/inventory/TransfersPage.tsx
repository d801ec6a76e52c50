import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActionIcon, Anchor, Badge, Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { TransferStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { fieldErrorsOf } from '../../ui/errors';
import { formatDateTime, formatNumber } from '../../ui/format';
import { useSalesChoices } from '../sales/sales-choices';
import { useInventoryItemChoices } from './inventory-choices';

export const TRANSFER_CONTEXT = { additionalTypenames: ['Transfer', 'StockBalance', 'InventoryMovement'] };
const STATUSES: TransferStatus[] = ['Draft', 'Sent', 'Received', 'Cancelled'];

/** Transfers have no number of their own: `TR-` and the first 8 hex digits of the id (as purchase orders). */
export function transferReference(id: string): string {
  return `TR-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export function TransferStatusBadge({ value }: { value: TransferStatus }) {
  const { t } = useTranslation();
  const color = value === 'Received' ? 'green' : value === 'Sent' ? 'blue' : value === 'Cancelled' ? 'gray' : 'yellow';
  // Light, like StatusBadge: a filled yellow badge gets black text on the darkened fill (3.75:1).
  return (
    <Badge color={color} variant="light">
      {t(`transferStatus.${value}`)}
    </Badge>
  );
}

const TransfersDocument = graphql(`
  query Transfers($list: ListArgs, $filter: TransferFilter) {
    transfers(list: $list, filter: $filter) {
      items {
        id
        fromBranchId
        toBranchId
        status
        createdAt
        sentAt
        lines {
          inventoryItemId
        }
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const CreateTransferDocument = graphql(`
  mutation CreateTransfer($input: CreateTransferInput!) {
    createTransfer(input: $input) {
      id
    }
  }
`);

export function TransfersPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { branches, branchName } = useSalesChoices();
  const { params, update, toggleSort } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const filter = { status: (params.filter('status') || null) as TransferStatus | null, branchId: params.filter('branch') || null };
  const [{ data, error, fetching }] = useQuery({ query: TransfersDocument, variables: { list: listArgs(params), filter }, context: TRANSFER_CONTEXT });
  const page = data?.transfers;
  const statusOptions = STATUSES.map((value) => ({ value, label: t(`transferStatus.${value}`) }));
  const create = useCreateDialog({ label: t('transfers.new'), children: () => <TransferForm branches={branches} />, size: 'xl' });

  return (
    <Stack>
      <PageHeader title={t('transfers.title')}>{can('inventory:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <Select label={t('common.status')} clearable w={200} data={statusOptions} value={filter.status} onChange={(value) => update({ status: value })} />
        <Select label={t('stock.branch')} clearable w={220} data={branches} value={filter.branchId} onChange={(value) => update({ branch: value })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('transfers.reference')}</Table.Th>
              <Table.Th>{t('transfers.from')}</Table.Th>
              <Table.Th>{t('transfers.to')}</Table.Th>
              <Table.Th>{t('transfers.lines')}</Table.Th>
              <SortHeader field="createdAt" label={t('common.created')} params={params} onSort={toggleSort} />
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={6} />}
            {page?.items.map((transfer) => (
              <Table.Tr key={transfer.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/stock/transfers/${transfer.id}`} dir="ltr">
                    {transferReference(transfer.id)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{branchName(transfer.fromBranchId)}</Table.Td>
                <Table.Td>{branchName(transfer.toBranchId)}</Table.Td>
                <Table.Td>{formatNumber(transfer.lines.length, i18n.language)}</Table.Td>
                <Table.Td>{formatDateTime(transfer.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <TransferStatusBadge value={transfer.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}

type Line = { inventoryItemId: string | null; quantity: number | string };

/** From branch, to branch and lines of item and quantity; the service's 422 messages show beside their fields. */
function TransferForm({ branches }: { branches: Array<{ value: string; label: string }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { items } = useInventoryItemChoices();
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<Line[]>([{ inventoryItemId: null, quantity: '' }]);
  const [result, create] = useMutation(CreateTransferDocument);
  const fields = fieldErrorsOf(result.error);
  const setLine = (index: number, change: Partial<Line>) => setLines((all) => all.map((line, i) => (i === index ? { ...line, ...change } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      fromBranchId: from ?? '',
      toBranchId: to ?? '',
      note: note.trim() || null,
      lines: lines.map((line) => ({ inventoryItemId: line.inventoryItemId ?? '', quantity: Number(line.quantity) })),
    };
    const res = await create({ input }, TRANSFER_CONTEXT);
    if (res.data) void navigate(`/stock/transfers/${res.data.createTransfer.id}`);
  };

  return (
    <form onSubmit={submit} aria-label={t('transfers.new')}>
      <Stack>
        <Group align="start">
          <Select label={t('transfers.from')} required w={220} data={branches} value={from} onChange={setFrom} error={fields.fromBranchId} />
          <Select label={t('transfers.to')} required w={220} data={branches} value={to} onChange={setTo} error={fields.toBranchId} />
        </Group>
        {lines.map((line, index) => (
          <Group key={index} align="start" wrap="wrap">
            <Select
              label={t('transfers.item', { n: index + 1 })}
              required
              searchable
              w={260}
              data={items}
              value={line.inventoryItemId}
              onChange={(value) => setLine(index, { inventoryItemId: value })}
              error={fields[`lines[${index}].inventoryItemId`]}
            />
            <NumberField
              label={t('transfers.quantity')}
              required
              min={0}
              decimalScale={3}
              w={140}
              value={line.quantity}
              onChange={(quantity) => setLine(index, { quantity })}
              error={fields[`lines[${index}].quantity`]}
            />
            {lines.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('transfers.removeLine', { n: index + 1 })}
                onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group>
          <Button variant="default" onClick={() => setLines((all) => [...all, { inventoryItemId: null, quantity: '' }])}>
            {t('transfers.addLine')}
          </Button>
        </Group>
        <TextInput label={t('transfers.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} error={fields.note} />
        <FormError error={result.error} />
        <Group>
          <Button type="submit" loading={result.fetching}>
            {t('transfers.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
