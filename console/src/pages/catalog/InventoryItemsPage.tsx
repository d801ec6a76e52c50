import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Select, Stack, Table } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { InventoryItemRowFragment, InventoryKind, InventoryUnit } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatIqd, formatUnit, localName } from '../../ui/format';
import { DeleteWithReasonDialog } from '../../ui/ReasonDialog';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { NameFields } from '../../ui/NameFields';

const KINDS: InventoryKind[] = ['Chicken', 'Meat', 'Rice', 'Ingredient', 'Packaging', 'Product', 'Other'];
const UNITS: InventoryUnit[] = ['Kg', 'G', 'L', 'Ml', 'Piece'];

graphql(`
  fragment InventoryItemRow on InventoryItem {
    id
    name
    nameAr
    unit
    kind
    active
    standardCostIqd
  }
`);
const InventoryItemsDocument = graphql(`
  query InventoryItems($list: ListArgs, $filter: InventoryItemFilter) {
    inventoryItems(list: $list, filter: $filter) {
      items {
        ...InventoryItemRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const CreateInventoryItemDocument = graphql(`
  mutation CreateInventoryItem($input: InventoryItemInput!) {
    createInventoryItem(input: $input) {
      ...InventoryItemRow
    }
  }
`);
const UpdateInventoryItemDocument = graphql(`
  mutation UpdateInventoryItem($id: UUID!, $input: InventoryItemInput!) {
    updateInventoryItem(id: $id, input: $input) {
      ...InventoryItemRow
    }
  }
`);
const DeleteInventoryItemDocument = graphql(`
  mutation DeleteInventoryItem($id: UUID!, $reason: String) {
    deleteInventoryItem(id: $id, reason: $reason) {
      id
    }
  }
`);

const ITEM_CONTEXT = { additionalTypenames: ['InventoryItem'] };

export function InventoryItemsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const kind = (params.filter('kind') || null) as InventoryKind | null;
  const [{ data, error, fetching }] = useQuery({
    query: InventoryItemsDocument,
    variables: { list: listArgs(params), filter: { kind } },
    context: ITEM_CONTEXT,
  });
  const [editing, setEditing] = useState<InventoryItemRowFragment | null>(null);
  const [deleting, setDeleting] = useState<InventoryItemRowFragment | null>(null);
  const [deleteState, remove] = useMutation(DeleteInventoryItemDocument);
  const page = data?.inventoryItems;
  const write = can('catalog:write');
  const kinds = KINDS.map((value) => ({ value, label: t(`menuEnum.${value}`) }));
  const create = useCreateDialog({
    label: t('catalog.newItem'),
    createdMessage: t('catalog.itemCreated'),
    children: (done) => <InventoryItemForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('catalog.items')}>{write && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('catalog.kind')} clearable data={kinds} value={kind} onChange={(value) => update({ kind: value })} w={180} />
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
              {write && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={write ? 6 : 5} />}
            {page?.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{localName(item.name, item.nameAr, i18n.language)}</Table.Td>
                <Table.Td>{t(`menuEnum.${item.kind}`)}</Table.Td>
                <Table.Td>{formatUnit(item.unit, t)}</Table.Td>
                <Table.Td>{formatIqd(item.standardCostIqd, i18n.language)}</Table.Td>
                <Table.Td>{item.active ? t('common.yes') : t('common.no')}</Table.Td>
                {write && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(item)} aria-label={`${t('common.edit')}: ${item.name}`}>
                        {t('common.edit')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(item)} aria-label={`${t('common.delete')}: ${item.name}`}>
                        {t('common.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('menu.editRecord', { name: editing.name }) : ''} size="lg">
        {editing && <InventoryItemForm item={editing} onDone={() => setEditing(null)} />}
      </Modal>
      {deleting && (
        <DeleteWithReasonDialog
          name={deleting.name}
          error={deleteState.error}
          fetching={deleteState.fetching}
          onClose={() => setDeleting(null)}
          onDelete={async (reason) => !(await remove({ id: deleting.id, reason }, ITEM_CONTEXT)).error}
        />
      )}
    </Stack>
  );
}

function InventoryItemForm({ item, onDone }: { item?: InventoryItemRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const empty = {
    name: '',
    nameAr: '',
    unit: 'Kg' as InventoryUnit,
    kind: 'Ingredient' as InventoryKind,
    standardCostIqd: '' as number | string,
    active: true,
  };
  const [form, setForm] = useState(
    item
      ? {
          name: item.name,
          nameAr: item.nameAr ?? '',
          unit: item.unit,
          kind: item.kind,
          standardCostIqd: item.standardCostIqd as number | string,
          active: item.active,
        }
      : empty,
  );
  const [createState, create] = useMutation(CreateInventoryItemDocument);
  const [updateState, save] = useMutation(UpdateInventoryItemDocument);
  const state = item ? updateState : createState;
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: form.name,
      nameAr: form.nameAr || null,
      unit: form.unit,
      kind: form.kind,
      standardCostIqd: Number(form.standardCostIqd || 0),
      active: form.active,
    };
    const result = item ? await save({ id: item.id, input }, ITEM_CONTEXT) : await create({ input }, ITEM_CONTEXT);
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={item ? t('menu.editRecord', { name: item.name }) : t('catalog.newItem')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <NameFields value={form} onChange={(change) => setForm({ ...form, ...change })} errors={fields} />
        </Group>
        <Group align="start" grow>
          <Select
            label={t('catalog.kind')}
            required
            allowDeselect={false}
            data={KINDS.map((value) => ({ value, label: t(`menuEnum.${value}`) }))}
            value={form.kind}
            onChange={(value) => setForm({ ...form, kind: (value ?? 'Other') as InventoryKind })}
            error={fields.kind}
          />
          <Select
            label={t('catalog.unit')}
            required
            allowDeselect={false}
            data={UNITS.map((value) => ({ value, label: formatUnit(value, t) }))}
            value={form.unit}
            onChange={(value) => setForm({ ...form, unit: (value ?? 'Kg') as InventoryUnit })}
            error={fields.unit}
          />
          <NumberField
            label={t('catalog.standardCost')}
            required
            thousandSeparator=","
            allowDecimal={false}
            min={0}
            value={form.standardCostIqd}
            onChange={(value) => setForm({ ...form, standardCostIqd: value })}
            error={fields.standardCostIqd}
          />
        </Group>
        {item && <Checkbox label={t('catalog.active')} checked={form.active} onChange={(e) => setForm({ ...form, active: e.currentTarget.checked })} />}
        <Group>
          <Button type="submit" loading={state.fetching}>
            {item ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
