import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { FormError } from '../../ui/FormError';
import { fieldErrorsOf } from '../../ui/errors';
import { formatIqd } from '../../ui/format';
import { useSalesChoices } from '../sales/sales-choices';
import { usePurchasingChoices } from '../purchasing/purchasing-choices';
import { useInventoryItemChoices } from './inventory-choices';
import { formatQuantity } from './inventory-format';

const PAR_CONTEXT = { additionalTypenames: ['StockBalance', 'PurchaseOrder', 'InventoryMovement'] };

const ReorderSuggestionsDocument = graphql(`
  query ReorderSuggestions {
    reorderSuggestions {
      inventoryItemId
      itemName
      supplierId
      onHand
      parLevel
      quantity
      unitPriceIqd
    }
  }
`);
const SetParLevelDocument = graphql(`
  mutation SetParLevel($input: SetParLevelInput!) {
    setParLevel(input: $input) {
      branchId
      inventoryItemId
      parLevel
      reorderQuantity
      belowPar
    }
  }
`);
const OrderReorderSuggestionsDocument = graphql(`
  mutation OrderReorderSuggestions($supplierId: UUID!) {
    orderReorderSuggestions(supplierId: $supplierId) {
      id
    }
  }
`);

/** Par level and reorder quantity per branch and item; the items below par at the active branch, by supplier, each group one click from a draft purchase order. */
export function ParLevelsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const navigate = useNavigate();
  const { branches } = useSalesChoices();
  const { items } = useInventoryItemChoices();
  const { suppliers } = usePurchasingChoices();
  const [{ data, error }] = useQuery({ query: ReorderSuggestionsDocument, context: PAR_CONTEXT });
  const [orderResult, order] = useMutation(OrderReorderSuggestionsDocument);
  const create = useCreateDialog({
    label: t('parLevels.set'),
    createdMessage: t('parLevels.saved'),
    children: (done) => <ParLevelForm branches={branches} items={items} onDone={done} />,
  });

  const groups = new Map<string, NonNullable<typeof data>['reorderSuggestions']>();
  for (const s of data?.reorderSuggestions ?? []) groups.set(s.supplierId ?? '', [...(groups.get(s.supplierId ?? '') ?? []), s]);
  const supplierName = (id: string) => (id ? (suppliers.find((o) => o.value === id)?.label ?? id) : t('parLevels.noSupplier'));

  return (
    <Stack>
      <PageHeader title={t('parLevels.title')}>{can('inventory:write') && create.button}</PageHeader>
      {create.dialog}
      <Title order={2} size="h3">
        {t('parLevels.suggestions')}
      </Title>
      <FormError error={error ?? orderResult.error} />
      {data && groups.size === 0 && <Text c="dimmed">{t('common.none')}</Text>}
      {[...groups.entries()].map(([supplierId, lines]) => (
        <Paper key={supplierId || 'none'} withBorder p="md" data-testid={`suggestions-${supplierId || 'none'}`}>
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h4">
              {supplierName(supplierId)}
            </Title>
            {supplierId && can('inventory:write') && can('purchasing:write') && (
              <Button
                loading={orderResult.fetching}
                onClick={async () => {
                  const res = await order({ supplierId }, PAR_CONTEXT);
                  if (res.data) void navigate(`/purchasing/orders/${res.data.orderReorderSuggestions.id}`);
                }}
              >
                {t('parLevels.createOrder')}
              </Button>
            )}
          </Group>
          <div className="table-scroll">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stock.item')}</Table.Th>
                  <Table.Th>{t('stock.onHand')}</Table.Th>
                  <Table.Th>{t('stock.parLevel')}</Table.Th>
                  <Table.Th>{t('parLevels.suggested')}</Table.Th>
                  <Table.Th>{t('parLevels.unitPrice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((s) => (
                  <Table.Tr key={s.inventoryItemId}>
                    <Table.Td>{items.find((o) => o.value === s.inventoryItemId)?.label ?? s.itemName}</Table.Td>
                    <Table.Td>{formatQuantity(s.onHand, i18n.language)}</Table.Td>
                    <Table.Td>{formatQuantity(s.parLevel, i18n.language)}</Table.Td>
                    <Table.Td>{formatQuantity(s.quantity, i18n.language)}</Table.Td>
                    <Table.Td>{formatIqd(s.unitPriceIqd, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </Paper>
      ))}
    </Stack>
  );
}

type Choice = { value: string; label: string };

function ParLevelForm({ branches, items, onDone }: { branches: Choice[]; items: Choice[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [setResult, setPar] = useMutation(SetParLevelDocument);
  const [form, setForm] = useState({
    branchId: null as string | null,
    inventoryItemId: null as string | null,
    parLevel: '' as number | string,
    reorderQuantity: '' as number | string,
  });
  const fields = fieldErrorsOf(setResult.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const res = await setPar(
      {
        input: {
          branchId: form.branchId,
          inventoryItemId: form.inventoryItemId ?? '',
          parLevel: form.parLevel === '' ? null : Number(form.parLevel),
          reorderQuantity: form.reorderQuantity === '' ? null : Number(form.reorderQuantity),
        },
      },
      PAR_CONTEXT,
    );
    if (!res.error) onDone();
  };

  return (
    <form aria-label={t('parLevels.set')} noValidate onSubmit={submit}>
      <Stack>
        <Group align="start" wrap="wrap">
          <Select
            label={t('stock.branch')}
            placeholder={t('stock.activeBranch')}
            clearable
            w={200}
            data={branches}
            value={form.branchId}
            onChange={(v) => setForm({ ...form, branchId: v })}
            error={fields.branchId}
          />
          <Select
            label={t('stock.item')}
            required
            searchable
            w={240}
            data={items}
            value={form.inventoryItemId}
            onChange={(v) => setForm({ ...form, inventoryItemId: v })}
            error={fields.inventoryItemId}
          />
          <NumberField
            label={t('stock.parLevel')}
            min={0}
            decimalScale={3}
            w={140}
            value={form.parLevel}
            onChange={(parLevel) => setForm({ ...form, parLevel })}
            error={fields.parLevel}
          />
          <NumberField
            label={t('parLevels.reorderQuantity')}
            min={0}
            decimalScale={3}
            w={160}
            value={form.reorderQuantity}
            onChange={(reorderQuantity) => setForm({ ...form, reorderQuantity })}
            error={fields.reorderQuantity}
          />
        </Group>
        <FormError error={setResult.error} />
        <Group>
          <Button type="submit" loading={setResult.fetching}>
            {t('parLevels.set')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
