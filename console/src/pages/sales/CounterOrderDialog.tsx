import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ActionIcon, Button, Group, Modal, MultiSelect, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { SalesChannelKind } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NumberField } from '../../ui/NumberField';
import { formatIqd, localName } from '../../ui/format';
import { useSalesChoices } from './sales-choices';
import { ORDER_CONTEXT } from './OrdersPage';

const CounterMenuDocument = graphql(`
  query CounterMenu($branchId: UUID) {
    products(list: { perPage: 100, sort: "name", dir: Asc }) {
      items {
        id
        name
        nameAr
        active
        basePriceIqd
        modifierGroups {
          id
          name
          nameAr
          options {
            id
            name
            nameAr
            priceDeltaIqd
            active
          }
        }
      }
    }
    selfOrderTables(filter: { branchId: $branchId }, list: { perPage: 100 }) {
      items {
        id
        name
      }
    }
  }
`);

const PlaceCounterOrderDocument = graphql(`
  mutation PlaceCounterOrder($input: CounterOrderInput!) {
    placeCounterOrder(input: $input) {
      id
      number
      total
      amountDueAtCounter
    }
  }
`);

/** The kinds of service a counter order is for (the service refuses the guest's and partner's). */
const KINDS: SalesChannelKind[] = ['DineIn', 'Takeaway', 'Delivery'];

interface CartRow {
  key: number;
  productId: string | null;
  quantity: number | string;
  modifierOptionIds: string[];
}

let nextKey = 0;
const emptyRow = (): CartRow => ({ key: ++nextKey, productId: null, quantity: 1, modifierOptionIds: [] });

/**
 * "New order" on the sales ledger (docs/orders.md, "Counter orders"): staff enter an order by hand —
 * products, quantities and options, an optional table and note — and the service prices it as it
 * prices every order. The order opens on its page, where the payment is taken at the till.
 */
export function CounterOrderButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const narrow = useMediaQuery('(max-width: 40em)') ?? false;
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpened(true)}>
        {t('counterOrder.new')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('counterOrder.title')}
        size="lg"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && <CounterOrderForm onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function CounterOrderForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { state: session } = useSession();
  const choices = useSalesChoices();
  const [branchId, setBranchId] = useState<string | null>(session.status === 'signedIn' ? session.me.branch.id : null);
  const [kind, setKind] = useState<SalesChannelKind>('DineIn');
  const [tableId, setTableId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [rows, setRows] = useState<CartRow[]>(() => [emptyRow()]);
  const [{ data }] = useQuery({ query: CounterMenuDocument, variables: { branchId }, pause: !branchId });
  const [state, place] = useMutation(PlaceCounterOrderDocument);
  const fields = fieldErrorsOf(state.error);
  const name = (n: string, ar: string | null | undefined) => localName(n, ar, i18n.language);
  const money = (v: number) => formatIqd(v, i18n.language);
  const products = (data?.products.items ?? []).filter((p) => p.active);
  const productOptions = products.map((p) => ({ value: p.id, label: `${name(p.name, p.nameAr)} (${money(p.basePriceIqd)})` }));
  const tables = (data?.selfOrderTables.items ?? []).map((table) => ({ value: table.id, label: table.name }));
  const setRow = (key: number, change: Partial<CartRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await place(
      {
        input: {
          branchId: branchId ?? '',
          channelKind: kind,
          tableId,
          note: note.trim() || null,
          items: rows.map((row) => ({
            productId: row.productId ?? '',
            quantity: typeof row.quantity === 'number' ? row.quantity : 0,
            modifierOptionIds: row.modifierOptionIds,
          })),
        },
      },
      ORDER_CONTEXT,
    );
    const order = result.data?.placeCounterOrder;
    if (order) {
      onClose();
      void navigate(`/sales/orders/${order.id}`);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('counterOrder.title')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group grow wrap="wrap" align="start">
          <Select
            label={t('orders.branch')}
            required
            data={choices.branches}
            value={branchId}
            onChange={(value) => {
              setBranchId(value);
              setTableId(null);
            }}
            error={fields.branchId}
            miw={160}
          />
          <Select
            label={t('counterOrder.service')}
            data={KINDS.map((value) => ({ value, label: t(`salesEnum.${value}`) }))}
            value={kind}
            onChange={(value) => setKind((value as SalesChannelKind | null) ?? 'DineIn')}
            error={fields.channelKind ?? fields.channelId}
            allowDeselect={false}
            miw={140}
          />
          <Select
            label={t('counterOrder.table')}
            placeholder={t('counterOrder.noTable')}
            clearable
            data={tables}
            value={tableId}
            onChange={setTableId}
            error={fields.tableId}
            miw={140}
          />
        </Group>
        {rows.map((row, index) => {
          const product = products.find((p) => p.id === row.productId);
          const options = (product?.modifierGroups ?? []).flatMap((g) =>
            g.options
              .filter((o) => o.active)
              .map((o) => ({ value: o.id, label: `${name(g.name, g.nameAr)}: ${name(o.name, o.nameAr)} (${money(o.priceDeltaIqd)})` })),
          );
          const at = `items[${index}]`;
          return (
            <Stack key={row.key} gap={6} data-testid={`counter-line-${index}`} className="counter-line">
              <Group align="start" wrap="nowrap" gap="xs">
                <Select
                  label={t('counterOrder.product', { n: index + 1 })}
                  searchable
                  data={productOptions}
                  value={row.productId}
                  onChange={(value) => setRow(row.key, { productId: value, modifierOptionIds: [] })}
                  error={fields[`${at}.productId`]}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <NumberField
                  label={t('orders.quantity')}
                  allowDecimal={false}
                  min={1}
                  value={row.quantity}
                  onChange={(v) => setRow(row.key, { quantity: v })}
                  error={fields[`${at}.quantity`]}
                  w={80}
                />
                {rows.length > 1 && (
                  <ActionIcon
                    mt={28}
                    variant="subtle"
                    color="red"
                    aria-label={t('counterOrder.removeLine', { n: index + 1 })}
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
              {options.length > 0 && (
                <MultiSelect
                  label={t('counterOrder.options')}
                  data={options}
                  value={row.modifierOptionIds}
                  onChange={(value) => setRow(row.key, { modifierOptionIds: value })}
                  error={fields[`${at}.modifierOptionIds`] ?? fields[`${at}.modifierOptionIds[0]`]}
                />
              )}
            </Stack>
          );
        })}
        {fields.items && (
          <Text c="red" size="sm">
            {fields.items}
          </Text>
        )}
        <Group>
          <Button variant="light" onClick={() => setRows((current) => [...current, emptyRow()])}>
            {t('counterOrder.addLine')}
          </Button>
        </Group>
        <Textarea label={t('counterOrder.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} error={fields.note} autosize minRows={1} />
        <Group justify="end">
          <Button variant="subtle" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" loading={state.fetching}>
            {t('counterOrder.place')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
