import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { StockCountStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { fieldErrorsOf } from '../../ui/errors';
import { useSalesChoices } from '../sales/sales-choices';
import { formatDate, formatNumber } from '../../ui/format';

export const COUNT_CONTEXT = { additionalTypenames: ['StockCount', 'StockBalance', 'InventoryMovement'] };
const STATUSES: StockCountStatus[] = ['Open', 'Submitted', 'Approved', 'Cancelled'];

export function countReference(id: string): string {
  return `SC-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export function CountStatusBadge({ value }: { value: StockCountStatus }) {
  const { t } = useTranslation();
  const color = value === 'Approved' ? 'green' : value === 'Submitted' ? 'blue' : value === 'Cancelled' ? 'gray' : 'yellow';
  // Light, like StatusBadge: a filled yellow badge gets black text on the darkened fill (3.75:1).
  return (
    <Badge color={color} variant="light">
      {t(`countStatus.${value}`)}
    </Badge>
  );
}

const StockCountsDocument = graphql(`
  query StockCounts($list: ListArgs, $filter: StockCountFilter) {
    stockCounts(list: $list, filter: $filter) {
      items {
        id
        branchId
        businessDate
        status
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
const CreateStockCountDocument = graphql(`
  mutation CreateStockCount($input: CreateStockCountInput!) {
    createStockCount(input: $input) {
      id
    }
  }
`);

/** Count sheets; a new sheet covers every active item of a branch on a business date (today when left out). */
export function CountsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { branches, branchName } = useSalesChoices();
  const { params, update, toggleSort } = useListParams({ sort: 'businessDate', dir: 'desc' });
  const filter = { status: (params.filter('status') || null) as StockCountStatus | null, branchId: params.filter('branch') || null };
  const [{ data, error, fetching }] = useQuery({ query: StockCountsDocument, variables: { list: listArgs(params), filter }, context: COUNT_CONTEXT });
  const page = data?.stockCounts;
  const statusOptions = STATUSES.map((value) => ({ value, label: t(`countStatus.${value}`) }));
  const create = useCreateDialog({ label: t('counts.new'), children: () => <CountForm branches={branches} /> });

  return (
    <Stack>
      <PageHeader title={t('counts.title')}>{(can('inventory:count') || can('inventory:approve')) && create.button}</PageHeader>
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
              <Table.Th>{t('counts.reference')}</Table.Th>
              <Table.Th>{t('stock.branch')}</Table.Th>
              <SortHeader field="businessDate" label={t('counts.businessDate')} params={params} onSort={toggleSort} />
              <Table.Th>{t('counts.items')}</Table.Th>
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={5} />}
            {page?.items.map((count) => (
              <Table.Tr key={count.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/stock/counts/${count.id}`} dir="ltr">
                    {countReference(count.id)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{branchName(count.branchId)}</Table.Td>
                <Table.Td>{formatDate(count.businessDate, i18n.language)}</Table.Td>
                <Table.Td>{formatNumber(count.lines.length, i18n.language)}</Table.Td>
                <Table.Td>
                  <CountStatusBadge value={count.status} />
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

function CountForm({ branches }: { branches: Array<{ value: string; label: string }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [branchId, setBranchId] = useState<string | null>(null);
  const [businessDate, setBusinessDate] = useState('');
  const [result, create] = useMutation(CreateStockCountDocument);
  const fields = fieldErrorsOf(result.error);
  const submit = async () => {
    const res = await create({ input: { branchId, businessDate: businessDate || null } }, COUNT_CONTEXT);
    if (res.data) void navigate(`/stock/counts/${res.data.createStockCount.id}`);
  };

  return (
    <form
      aria-label={t('counts.new')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Group align="start" wrap="wrap">
          <Select
            label={t('stock.branch')}
            placeholder={t('stock.activeBranch')}
            clearable
            w={220}
            data={branches}
            value={branchId}
            onChange={setBranchId}
            error={fields.branchId}
          />
          <TextInput
            label={t('counts.businessDate')}
            placeholder={t('counts.today')}
            type="date"
            w={180}
            value={businessDate}
            onChange={(e) => setBusinessDate(e.currentTarget.value)}
            error={fields.businessDate}
          />
        </Group>
        <FormError error={result.error} />
        <Group>
          <Button type="submit" loading={result.fetching}>
            {t('counts.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
