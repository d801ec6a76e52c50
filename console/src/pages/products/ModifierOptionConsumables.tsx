import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { InventoryUnit } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { EmptyRow } from '../../ui/ListToolbar';
import { formatIqd, localName } from '../../ui/format';
import { BomLineFields } from './BomLineFields';

const ModifierGroupConsumablesDocument = graphql(`
  query ModifierGroupConsumables($id: UUID!) {
    modifierGroup(id: $id) {
      id
      options {
        id
        name
        nameAr
        consumables {
          id
          qtyPerParentUnit
          unit
          standardCostIqd
          inventoryItem {
            id
            name
            nameAr
          }
        }
      }
    }
  }
`);
const OptionConsumableItemsDocument = graphql(`
  query OptionConsumableItems {
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
const AddModifierOptionConsumableDocument = graphql(`
  mutation AddModifierOptionConsumable($optionId: UUID!, $input: AddModifierConsumableInput!) {
    addModifierOptionConsumable(optionId: $optionId, input: $input) {
      id
      optionId
    }
  }
`);
const RemoveModifierOptionConsumableDocument = graphql(`
  mutation RemoveModifierOptionConsumable($optionId: UUID!, $bomLineId: UUID!) {
    removeModifierOptionConsumable(optionId: $optionId, bomLineId: $bomLineId) {
      id
      optionId
    }
  }
`);

const OPTION_CONSUMABLE_CONTEXT = { additionalTypenames: ['ModifierGroup', 'ModifierOptionConsumable'] };

/**
 * What each option of a modifier group consumes when a guest chooses it, per unit of the line
 * ("Extra cheese": 30 g of cheese): sales count it in stock usage and theoretical usage.
 */
export function ModifierOptionConsumables({ groupId, write }: { groupId: string; write: boolean }) {
  const { t, i18n } = useTranslation();
  const [{ data, error }] = useQuery({ query: ModifierGroupConsumablesDocument, variables: { id: groupId }, context: OPTION_CONSUMABLE_CONTEXT });
  const [removeState, remove] = useMutation(RemoveModifierOptionConsumableDocument);
  const number = new Intl.NumberFormat(i18n.language === 'ar' ? 'ar-IQ' : 'en-US', { maximumFractionDigits: 3 });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('modifiers.consumablesHint')}
      </Text>
      <FormError error={error ?? removeState.error} />
      {data?.modifierGroup.options.map((option) => {
        const optionName = localName(option.name, option.nameAr, i18n.language);
        return (
          <Stack key={option.id} gap="xs">
            <Title order={3} size="h5">
              {optionName}
            </Title>
            <div className="table-scroll">
              <Table striped data-testid={`option-consumables-${option.id}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('menu.item')}</Table.Th>
                    <Table.Th>{t('menu.quantity')}</Table.Th>
                    <Table.Th>{t('menu.standardCost')}</Table.Th>
                    {write && <Table.Th>{t('common.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {option.consumables.length === 0 && <EmptyRow columns={write ? 4 : 3} />}
                  {option.consumables.map((line) => {
                    const item = line.inventoryItem ? localName(line.inventoryItem.name, line.inventoryItem.nameAr, i18n.language) : '';
                    return (
                      <Table.Tr key={line.id}>
                        <Table.Td>{item}</Table.Td>
                        <Table.Td>
                          {number.format(line.qtyPerParentUnit)} {t(`purchaseUnit.${line.unit}`)}
                        </Table.Td>
                        <Table.Td>{formatIqd(line.standardCostIqd, i18n.language)}</Table.Td>
                        {write && (
                          <Table.Td>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              loading={removeState.fetching}
                              aria-label={`${t('menu.removeConsumable')}: ${item} (${optionName})`}
                              onClick={() => void remove({ optionId: option.id, bomLineId: line.id }, OPTION_CONSUMABLE_CONTEXT)}
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
            {write && <AddOptionConsumableForm optionId={option.id} optionName={optionName} />}
          </Stack>
        );
      })}
    </Stack>
  );
}

function AddOptionConsumableForm({ optionId, optionName }: { optionId: string; optionName: string }) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: OptionConsumableItemsDocument });
  const [state, add] = useMutation(AddModifierOptionConsumableDocument);
  const empty = { inventoryItemId: null as string | null, qty: '' as number | string, unit: null as InventoryUnit | null };
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
    const input = { inventoryItemId: form.inventoryItemId, qtyPerParentUnit: Number(form.qty || 0), unit: form.unit ?? item?.unit ?? 'Piece' };
    const result = await add({ optionId, input }, OPTION_CONSUMABLE_CONTEXT);
    if (!result.error) setForm(empty);
  };

  return (
    <Paper withBorder p="sm">
      <form onSubmit={submit} noValidate aria-label={`${t('menu.addConsumable')}: ${optionName}`}>
        <Stack gap="xs">
          <FormError error={state.error} />
          <Group align="start">
            <BomLineFields items={items} value={form} onChange={setForm} fields={fields} itemMissing={itemMissing} />
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
