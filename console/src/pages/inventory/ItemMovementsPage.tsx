import { Link, useParams } from 'react-router';
import { Anchor, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { InventoryMovementKind } from '../../gql/graphql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { formatDate, formatIqd, formatUnit, localName } from '../../ui/format';
import { useSalesChoices } from '../sales/sales-choices';
import { formatQuantity, sourcePath } from './inventory-format';

const KINDS: InventoryMovementKind[] = [
  'Receipt',
  'ProductionInput',
  'ProductionOutput',
  'SaleUsage',
  'Waste',
  'TransferOut',
  'TransferIn',
  'CountAdjustment',
  'OpeningBalance',
  'ManualAdjustment',
];

const ItemMovementsDocument = graphql(`
  query ItemMovements($itemId: UUID!, $list: ListArgs, $filter: MovementFilter) {
    inventoryItem(id: $itemId) {
      id
      name
      nameAr
      unit
    }
    inventoryMovements(list: $list, filter: $filter) {
      items {
        id
        businessDate
        kind
        quantity
        unitCostIqd
        valueIqd
        onHandAfter
        sourceKind
        sourceId
        sourceLine
        reason
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

/** Refetched when a mutation returns one of these (urql needs a stable context object). */
const MOVEMENTS_CONTEXT = { additionalTypenames: ['InventoryMovement'] };

/** The ledger of one item at a branch, newest first, each movement with a link to its source where the console has a page for it. */
export function ItemMovementsPage() {
  const { itemId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { branches } = useSalesChoices();
  const { params, update, toggleSort } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const branchId = params.filter('branch') || null;
  const kind = (params.filter('kind') || null) as InventoryMovementKind | null;
  const [{ data, error, fetching }] = useQuery({
    query: ItemMovementsDocument,
    variables: { itemId, list: listArgs(params), filter: { branchId, inventoryItemId: itemId, kind } },
    context: MOVEMENTS_CONTEXT,
  });
  const item = data?.inventoryItem;
  const name = item ? localName(item.name, item.nameAr, i18n.language) : '';
  const unit = item ? formatUnit(item.unit, t) : '';
  const page = data?.inventoryMovements;
  const kinds = KINDS.map((value) => ({ value, label: t(`movementKind.${value}`) }));

  return (
    <Stack>
      <Anchor component={Link} to={branchId ? `/stock/on-hand?branch=${branchId}` : '/stock/on-hand'} size="sm">
        {t('movements.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('movements.title', { name })}
      </Title>
      <Group align="end">
        <Select
          label={t('stock.branch')}
          placeholder={t('stock.activeBranch')}
          clearable
          w={220}
          data={branches}
          value={branchId}
          onChange={(value) => update({ branch: value })}
        />
        <Select label={t('movements.kind')} clearable w={200} data={kinds} value={kind} onChange={(value) => update({ kind: value })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="businessDate" label={t('movements.businessDate')} params={params} onSort={toggleSort} />
              <Table.Th>{t('movements.kind')}</Table.Th>
              <Table.Th>{t('movements.quantity')}</Table.Th>
              <Table.Th>{t('movements.unitCost')}</Table.Th>
              <Table.Th>{t('movements.value')}</Table.Th>
              <Table.Th>{t('movements.onHandAfter')}</Table.Th>
              <Table.Th>{t('movements.source')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={7} />}
            {page?.items.map((m) => {
              const path = sourcePath(m.sourceKind, m.sourceId);
              const sourceLabel = t(`sourceKind.${m.sourceKind}`);
              return (
                <Table.Tr key={m.id}>
                  <Table.Td>{formatDate(m.businessDate, i18n.language)}</Table.Td>
                  <Table.Td>{t(`movementKind.${m.kind}`)}</Table.Td>
                  <Table.Td>
                    <Text span c={m.quantity < 0 ? 'red' : undefined} dir="ltr">
                      {formatQuantity(m.quantity, i18n.language, true)}
                    </Text>{' '}
                    {unit}
                  </Table.Td>
                  <Table.Td>{formatIqd(m.unitCostIqd, i18n.language)}</Table.Td>
                  <Table.Td>{formatIqd(m.valueIqd, i18n.language)}</Table.Td>
                  <Table.Td>
                    {formatQuantity(m.onHandAfter, i18n.language)} {unit}
                  </Table.Td>
                  <Table.Td>
                    {path ? (
                      <Anchor component={Link} to={path}>
                        {sourceLabel}
                      </Anchor>
                    ) : (
                      sourceLabel
                    )}
                    {m.reason ? (
                      <Text size="xs" c="dimmed">
                        {m.reason}
                      </Text>
                    ) : null}
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
