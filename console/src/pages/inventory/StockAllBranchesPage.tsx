import { Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { PageHeader } from '../../ui/CreateDialog';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { formatIqd, formatUnit, localName } from '../../ui/format';
import { formatQuantity } from './inventory-format';

const StockAllBranchesDocument = graphql(`
  query StockAllBranches($list: ListArgs) {
    stockOnHandAcrossBranches(list: $list) {
      branches {
        id
        name
        nameAr
      }
      items {
        inventoryItemId
        inventoryItem {
          id
          name
          nameAr
          unit
        }
        branches {
          branchId
          quantity
          valueIqd
        }
        totalQuantity
        totalValueIqd
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const STOCK_CONTEXT = { additionalTypenames: ['StockBalance', 'InventoryMovement'] };

/**
 * Stock of every item at every branch the member may read on one screen (docs/inventory.md,
 * "Stock across branches"): items down, branches across, quantity over value in each cell, the
 * totals last. A branch holding no balance of the item shows a dash.
 */
export function StockAllBranchesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const [{ data, error, fetching }] = useQuery({ query: StockAllBranchesDocument, variables: { list: listArgs(params) }, context: STOCK_CONTEXT });
  const page = data?.stockOnHandAcrossBranches;
  const branches = page?.branches ?? [];
  const cell = (quantity: number, valueIqd: number, unit: string) => (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatQuantity(quantity, language)} {unit}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatIqd(valueIqd, language)}
      </Text>
    </Stack>
  );

  return (
    <Stack>
      <PageHeader title={t('stockAll.title')} />
      <Text size="sm" c="dimmed">
        {t('stockAll.help')}
      </Text>
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
      </Group>
      <FormError error={error} />
      <ScrollRegion label={t('stockAll.title')}>
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('stock.item')} params={params} onSort={toggleSort} />
              {branches.map((branch) => (
                <Table.Th key={branch.id} style={{ whiteSpace: 'nowrap' }}>
                  {localName(branch.name, branch.nameAr, language)}
                </Table.Th>
              ))}
              <Table.Th>{t('stockAll.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={branches.length + 2} />}
            {page?.items.map((row) => {
              const item = row.inventoryItem;
              const unit = formatUnit(item.unit, t);
              const held = new Map(row.branches.map((b) => [b.branchId, b]));
              return (
                <Table.Tr key={row.inventoryItemId}>
                  <Table.Td>{localName(item.name, item.nameAr, language)}</Table.Td>
                  {branches.map((branch) => {
                    const stock = held.get(branch.id);
                    return <Table.Td key={branch.id}>{stock ? cell(stock.quantity, stock.valueIqd, unit) : '—'}</Table.Td>;
                  })}
                  <Table.Td fw={700} data-testid="stock-all-total">
                    {cell(row.totalQuantity, row.totalValueIqd, unit)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}
