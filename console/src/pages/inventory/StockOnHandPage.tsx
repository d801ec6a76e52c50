import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { InventoryKind } from '../../gql/graphql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { formatIqd, formatUnit, localName } from '../../ui/format';
import { useSalesChoices } from '../sales/sales-choices';
import { formatQuantity } from './inventory-format';
import { useInventoryItemChoices } from './inventory-choices';
import { useSession } from '../../auth/session';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { NumberField } from '../../ui/NumberField';
import { fieldErrorsOf } from '../../ui/errors';

const KINDS: InventoryKind[] = ['Chicken', 'Meat', 'Rice', 'Ingredient', 'Packaging', 'Product', 'Other'];

const StockOnHandDocument = graphql(`
  query StockOnHand($list: ListArgs, $filter: StockFilter, $search: String) {
    stockOnHand(list: $list, filter: $filter) {
      items {
        branchId
        inventoryItemId
        onHand
        valueIqd
        avgCostIqd
        negative
        parLevel
        belowPar
        inventoryItem {
          id
          name
          nameAr
          unit
          kind
        }
      }
      total
      totalPages
      totalIsExact
    }
    stockValueTotal(search: $search, filter: $filter)
  }
`);

const RecordOpeningBalanceDocument = graphql(`
  mutation RecordOpeningBalance($input: OpeningBalanceInput!) {
    recordOpeningBalance(input: $input) {
      id
      quantity
    }
  }
`);

/**
 * The stock an item has at a branch before the ledger starts (docs/inventory.md, "Movements":
 * OpeningBalance): item, quantity and unit cost; once the item has any movement at the branch the
 * service refuses (409) and the message shows here.
 */
function OpeningBalanceForm({ branchId, onDone }: { branchId: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { items } = useInventoryItemChoices();
  const [state, record] = useMutation(RecordOpeningBalanceDocument);
  const [item, setItem] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [unitCost, setUnitCost] = useState<number | string>('');
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await record(
      {
        input: { branchId, inventoryItemId: item ?? '', quantity: quantity === '' ? 0 : Number(quantity), unitCostIqd: unitCost === '' ? 0 : Number(unitCost) },
      },
      STOCK_CONTEXT,
    );
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('stock.opening')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('stock.openingHelp')}
        </Text>
        <FormError error={state.error} />
        <Select label={t('stock.item')} searchable required data={items} value={item} onChange={setItem} error={fields.inventoryItemId} />
        <NumberField label={t('stock.openingQuantity')} required min={0} decimalScale={3} value={quantity} onChange={setQuantity} error={fields.quantity} />
        <NumberField
          label={t('stock.openingUnitCost')}
          required
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          value={unitCost}
          onChange={setUnitCost}
          error={fields.unitCostIqd}
        />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('stock.openingSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Refetched when a mutation returns one of these (urql needs a stable context object). */
const STOCK_CONTEXT = { additionalTypenames: ['StockBalance', 'InventoryMovement'] };

/** Stock on hand per branch (the active one unless chosen), with the value of what the filters list. */
export function StockOnHandPage() {
  const { t, i18n } = useTranslation();
  const { branches } = useSalesChoices();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const branchId = params.filter('branch') || null;
  const filter = { branchId, kind: (params.filter('kind') || null) as InventoryKind | null, belowPar: params.filter('belowPar') === 'true' ? true : null };
  const [{ data, error, fetching }] = useQuery({
    query: StockOnHandDocument,
    variables: { list: listArgs(params), filter, search: params.search || null },
    context: STOCK_CONTEXT,
  });
  const page = data?.stockOnHand;
  const kinds = KINDS.map((value) => ({ value, label: t(`menuEnum.${value}`) }));
  const { can } = useSession();
  const opening = useCreateDialog({
    label: t('stock.opening'),
    createdMessage: t('stock.openingSaved'),
    children: (done) => <OpeningBalanceForm branchId={branchId} onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('stock.title')}>{can('inventory:write') && opening.button}</PageHeader>
      {opening.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select
          label={t('stock.branch')}
          placeholder={t('stock.activeBranch')}
          clearable
          w={220}
          data={branches}
          value={branchId}
          onChange={(value) => update({ branch: value })}
        />
        <Select label={t('stock.kind')} clearable w={180} data={kinds} value={filter.kind} onChange={(value) => update({ kind: value })} />
        <Checkbox
          label={t('stock.belowPar')}
          checked={filter.belowPar === true}
          onChange={(e) => update({ belowPar: e.currentTarget.checked ? 'true' : null })}
          mb={8}
        />
      </Group>
      {data && (
        <Text fw={700} data-testid="stock-value-total">
          {t('stock.valueTotal', { value: formatIqd(data.stockValueTotal, i18n.language) })}
        </Text>
      )}
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('stock.item')} params={params} onSort={toggleSort} />
              <Table.Th>{t('stock.kind')}</Table.Th>
              <SortHeader field="onHand" label={t('stock.onHand')} params={params} onSort={toggleSort} />
              <Table.Th>{t('stock.parLevel')}</Table.Th>
              <Table.Th>{t('stock.avgCost')}</Table.Th>
              <SortHeader field="value" label={t('stock.value')} params={params} onSort={toggleSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={6} />}
            {page?.items.map((row) => {
              const item = row.inventoryItem;
              const name = item ? localName(item.name, item.nameAr, i18n.language) : row.inventoryItemId;
              const unit = item ? formatUnit(item.unit, t) : '';
              return (
                <Table.Tr key={row.inventoryItemId}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/stock/items/${row.inventoryItemId}/movements?branch=${row.branchId}`}
                      aria-label={t('stock.movementsOf', { name })}
                    >
                      {name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{item ? t(`menuEnum.${item.kind}`) : ''}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <span>
                        {formatQuantity(row.onHand, i18n.language)} {unit}
                      </span>
                      {row.negative && <Badge color="red">{t('stock.negative')}</Badge>}
                      {row.belowPar && <Badge color="orange">{t('stock.low')}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{row.parLevel === null || row.parLevel === undefined ? '' : `${formatQuantity(row.parLevel, i18n.language)} ${unit}`}</Table.Td>
                  <Table.Td>{formatIqd(row.avgCostIqd, i18n.language)}</Table.Td>
                  <Table.Td>{formatIqd(row.valueIqd, i18n.language)}</Table.Td>
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
