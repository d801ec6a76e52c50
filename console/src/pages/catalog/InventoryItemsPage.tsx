import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { InventoryKind, InventoryUnit } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatIqd, localName } from '../../ui/format';

const KINDS: InventoryKind[] = ['Chicken', 'Meat', 'Rice', 'Ingredient', 'Packaging', 'Product', 'Other'];
const UNITS: InventoryUnit[] = ['Kg', 'G', 'L', 'Ml', 'Piece'];

const InventoryItemsDocument = graphql(`
  query InventoryItems($list: ListArgs, $filter: InventoryItemFilter) {
    inventoryItems(list: $list, filter: $filter) { items { id name nameAr unit kind active standardCostIqd } total totalPages }
  }
`);

const CreateInventoryItemDocument = graphql(`
  mutation CreateInventoryItem($input: InventoryItemInput!) { createInventoryItem(input: $input) { id } }
`);

const ITEM_CONTEXT = { additionalTypenames: ['InventoryItem'] };

export function InventoryItemsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const kind = (params.filter('kind') || null) as InventoryKind | null;
  const [{ data, error, fetching }] = useQuery({ query: InventoryItemsDocument, variables: { list: listArgs(params), filter: { kind } }, context: ITEM_CONTEXT });
  const page = data?.inventoryItems;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('catalog.items')}
      </Title>
      {can('catalog:write') && <InventoryItemForm />}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('catalog.kind')} clearable data={KINDS} value={kind} onChange={(value) => update({ kind: value })} w={180} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <SortHeader field="kind" label={t('catalog.kind')} params={params} onSort={toggleSort} />
              <Table.Th>{t('catalog.unit')}</Table.Th>
              <SortHeader field="standardCostIqd" label={t('catalog.standardCost')} params={params} onSort={toggleSort} />
              <Table.Th>{t('catalog.active')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={5} />}
            {page?.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{localName(item.name, item.nameAr, i18n.language)}</Table.Td>
                <Table.Td>{item.kind}</Table.Td>
                <Table.Td>{item.unit}</Table.Td>
                <Table.Td>{formatIqd(item.standardCostIqd, i18n.language)}</Table.Td>
                <Table.Td>{item.active ? t('common.yes') : t('common.no')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}

function InventoryItemForm() {
  const { t } = useTranslation();
  const empty = { name: '', nameAr: '', unit: 'Kg' as InventoryUnit, kind: 'Ingredient' as InventoryKind, standardCostIqd: '' as number | string };
  const [form, setForm] = useState(empty);
  const [done, setDone] = useState(false);
  const [state, create] = useMutation(CreateInventoryItemDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const result = await create({ input: { name: form.name, nameAr: form.nameAr || null, unit: form.unit, kind: form.kind, standardCostIqd: Number(form.standardCostIqd || 0) } });
    if (!result.error) {
      setForm(empty);
      setDone(true);
    }
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('catalog.newItem')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('catalog.newItem')}
          </Title>
          <FormError error={state.error} />
          {done && <Alert color="teal">{t('catalog.created')}</Alert>}
          <Group align="start" grow>
            <TextInput label={t('common.name')} required value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} error={fields.name} />
            <TextInput label={t('common.nameAr')} dir="rtl" lang="ar" value={form.nameAr} onChange={(e) => setForm({ ...form, nameAr: e.currentTarget.value })} error={fields.nameAr} />
          </Group>
          <Group align="start" grow>
            <Select label={t('catalog.kind')} required allowDeselect={false} data={KINDS} value={form.kind} onChange={(value) => setForm({ ...form, kind: (value ?? 'Other') as InventoryKind })} error={fields.kind} />
            <Select label={t('catalog.unit')} required allowDeselect={false} data={UNITS} value={form.unit} onChange={(value) => setForm({ ...form, unit: (value ?? 'Kg') as InventoryUnit })} error={fields.unit} />
            <NumberInput label={t('catalog.standardCost')} required thousandSeparator="," allowDecimal={false} min={0} value={form.standardCostIqd} onChange={(value) => setForm({ ...form, standardCostIqd: value })} error={fields.standardCostIqd} />
          </Group>
          <Group>
            <Button type="submit" loading={state.fetching}>
              {t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
