import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ConsumableChannelScope, ConsumableKind, InventoryUnit, ProductDetailQuery } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { EmptyRow } from '../../ui/ListToolbar';
import { formatIqd, formatQuantity, formatUnit, localName } from '../../ui/format';
import { BomLineFields } from './BomLineFields';

const SCOPES: ConsumableChannelScope[] = ['All', 'DineIn', 'Takeaway', 'Delivery', 'SelfOrder', 'Partner'];
const KINDS: ConsumableKind[] = ['Ingredient', 'Packaging', 'Garnish', 'Sauce', 'Other'];

const ConsumableItemsDocument = graphql(`
  query ConsumableItems {
    inventoryItems(list: { perPage: 100, sort: "name", dir: Asc }, filter: { active: true }) {
      items {
        id
        name
        nameAr
        unit
      }
    }
  }
`);
const AddProductConsumableDocument = graphql(`
  mutation AddProductConsumable($productId: UUID!, $input: AddConsumableInput!) {
    addProductConsumable(productId: $productId, input: $input) {
      id
      productId
    }
  }
`);
const RemoveProductConsumableDocument = graphql(`
  mutation RemoveProductConsumable($productId: UUID!, $bomLineId: UUID!) {
    removeProductConsumable(productId: $productId, bomLineId: $bomLineId) {
      id
      productId
    }
  }
`);

export const CONSUMABLE_CONTEXT = { additionalTypenames: ['Product', 'ProductConsumable'] };

type Consumable = ProductDetailQuery['product']['consumables'][number];

/** The bill of materials of one product unit: what it consumes, and what that costs at standard cost. */
export function ProductConsumables({ productId, consumables, write }: { productId: string; consumables: Consumable[]; write: boolean }) {
  const { t, i18n } = useTranslation();
  const [removeState, remove] = useMutation(RemoveProductConsumableDocument);
  const number = { format: (value: number) => formatQuantity(value, i18n.language) };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('menu.consumables')}
      </Title>
      <FormError error={removeState.error} />
      <div className="table-scroll">
        <Table striped data-testid="product-consumables">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('menu.item')}</Table.Th>
              <Table.Th>{t('menu.quantity')}</Table.Th>
              <Table.Th>{t('menu.scope')}</Table.Th>
              <Table.Th>{t('menu.kind')}</Table.Th>
              <Table.Th>{t('menu.standardCost')}</Table.Th>
              {write && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {consumables.length === 0 && <EmptyRow columns={write ? 6 : 5} />}
            {consumables.map((line) => {
              const item = line.inventoryItem ? localName(line.inventoryItem.name, line.inventoryItem.nameAr, i18n.language) : line.inventoryItemId;
              return (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    {item}
                    {!line.required && (
                      <Text size="xs" c="dimmed">
                        {t('menu.optional')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {number.format(line.qtyPerParentUnit)} {formatUnit(line.unit, t)}
                  </Table.Td>
                  <Table.Td>{t(`menuEnum.${line.channelScope}`)}</Table.Td>
                  <Table.Td>{t(`menuEnum.${line.kind}`)}</Table.Td>
                  <Table.Td>{formatIqd(line.standardCostIqd, i18n.language)}</Table.Td>
                  {write && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={removeState.fetching}
                        aria-label={`${t('menu.removeConsumable')}: ${item}`}
                        onClick={() => void remove({ productId, bomLineId: line.id }, CONSUMABLE_CONTEXT)}
                      >
                        {t('menu.removeConsumable')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {write && <AddConsumableForm productId={productId} />}
    </Stack>
  );
}

function AddConsumableForm({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: ConsumableItemsDocument });
  const [state, add] = useMutation(AddProductConsumableDocument);
  const empty = {
    inventoryItemId: null as string | null,
    qty: '' as number | string,
    unit: null as InventoryUnit | null,
    channelScope: 'All' as ConsumableChannelScope,
    kind: 'Ingredient' as ConsumableKind,
    required: true,
  };
  const [form, setForm] = useState(empty);
  const [itemMissing, setItemMissing] = useState(false);
  const fields = fieldErrorsOf(state.error);
  const items = data?.inventoryItems.items ?? [];
  const item = items.find((i) => i.id === form.inventoryItemId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The item is a UUID in the schema: an empty choice is answered here, not sent.
    setItemMissing(!form.inventoryItemId);
    if (!form.inventoryItemId) return;
    const input = {
      inventoryItemId: form.inventoryItemId,
      qtyPerParentUnit: Number(form.qty || 0),
      unit: form.unit ?? item?.unit ?? 'Piece',
      channelScope: form.channelScope,
      kind: form.kind,
      required: form.required,
    };
    const result = await add({ productId, input }, CONSUMABLE_CONTEXT);
    if (!result.error) setForm(empty);
  };

  return (
    <Paper withBorder p="sm">
      <form onSubmit={submit} noValidate aria-label={t('menu.addConsumable')}>
        <Stack gap="xs">
          <FormError error={state.error} />
          <Group align="start">
            <BomLineFields items={items} value={form} onChange={setForm} fields={fields} itemMissing={itemMissing} />
            <Select
              label={t('menu.scope')}
              w={170}
              data={SCOPES.map((s) => ({ value: s, label: t(`menuEnum.${s}`) }))}
              value={form.channelScope}
              onChange={(v) => setForm({ ...form, channelScope: (v ?? 'All') as ConsumableChannelScope })}
              error={fields.channelScope}
            />
            <Select
              label={t('menu.kind')}
              w={150}
              data={KINDS.map((k) => ({ value: k, label: t(`menuEnum.${k}`) }))}
              value={form.kind}
              onChange={(v) => setForm({ ...form, kind: (v ?? 'Ingredient') as ConsumableKind })}
              error={fields.kind}
            />
            <Checkbox mt={32} label={t('menu.required')} checked={form.required} onChange={(e) => setForm({ ...form, required: e.currentTarget.checked })} />
          </Group>
          <Group>
            <Button type="submit" loading={state.fetching}>
              {t('menu.addConsumable')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
