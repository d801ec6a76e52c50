import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NumberField } from '../../ui/NumberField';
import { formatIqd, formatNumber, localName } from '../../ui/format';
import { ORDER_CONTEXT } from './OrdersPage';

const RefundWaysDocument = graphql(`
  query RefundWays($branchId: UUID!) {
    tillSessions(filter: { branchId: $branchId, status: Open }) {
      items {
        id
        tillId
      }
    }
    tills(filter: { branchId: $branchId }) {
      items {
        id
        name
      }
    }
    paymentMethods(filter: { active: true }, list: { perPage: 100 }) {
      items {
        id
        name
        nameAr
        kind
      }
    }
  }
`);

const RefundSalesOrderDocument = graphql(`
  mutation RefundSalesOrder($id: UUID!, $input: RefundOrderInput!) {
    refundSalesOrder(id: $id, input: $input) {
      id
      orderId
      amountIqd
    }
  }
`);

/** Till payments and movements change with a cash refund: the session pages read them again. */
const REFUND_CONTEXT = { additionalTypenames: [...ORDER_CONTEXT.additionalTypenames, 'OrderRefund', 'TillSession', 'TillMovement'] };

export interface RefundableOrder {
  id: string;
  branchId: string;
  lines: ReadonlyArray<{ index: number; name: string; nameAr?: string | null; quantity: number }>;
  refunds: ReadonlyArray<{ lines: ReadonlyArray<{ index: number; quantity: number }> }>;
  /** Paid and not yet refunded, IQD. */
  refundable: number;
}

type Scope = 'whole' | 'lines' | 'amount';

/**
 * "Refund" on a paid order that is completed or cancelled (docs/orders.md, "Refunds"): the whole order,
 * chosen units of its lines (their stock is put back) or an amount alone, with a reason, paid back in
 * cash out of an open till session or by a card, Qi or wallet method. The service decides the amount
 * of lines (their share of the total) unless one is typed.
 */
export function RefundButton({ order, onRefunded }: { order: RefundableOrder; onRefunded: (message: string) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const narrow = useMediaQuery('(max-width: 40em)') ?? false;
  return (
    <>
      <Button color="orange" variant="light" aria-haspopup="dialog" onClick={() => setOpened(true)}>
        {t('refund.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('refund.title')}
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {opened && (
          <RefundForm
            order={order}
            narrow={narrow}
            onClose={() => setOpened(false)}
            onRefunded={(message) => {
              setOpened(false);
              onRefunded(message);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function RefundForm({
  order,
  narrow,
  onClose,
  onRefunded,
}: {
  order: RefundableOrder;
  narrow: boolean;
  onClose: () => void;
  onRefunded: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [{ data }] = useQuery({ query: RefundWaysDocument, variables: { branchId: order.branchId }, context: REFUND_CONTEXT, requestPolicy: 'network-only' });
  const [state, refund] = useMutation(RefundSalesOrderDocument);
  const [scope, setScope] = useState<Scope>('whole');
  const [units, setUnits] = useState<Record<number, number | string>>({});
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [way, setWay] = useState<string | null>(null);
  const fields = fieldErrorsOf(state.error);
  const name = (n: string, ar: string | null | undefined) => localName(n, ar, i18n.language);
  const money = (v: number) => formatIqd(v, i18n.language);
  const refunded = new Map<number, number>();
  for (const r of order.refunds) for (const line of r.lines) refunded.set(line.index, (refunded.get(line.index) ?? 0) + line.quantity);
  const sessions = data?.tillSessions.items ?? [];
  const ways = [
    ...sessions.map((s) => ({
      value: `session:${s.id}`,
      label: t('refund.cashFrom', { till: data?.tills.items.find((till) => till.id === s.tillId)?.name ?? '' }),
    })),
    ...(data?.paymentMethods.items ?? []).filter((m) => m.kind !== 'Cash').map((m) => ({ value: `method:${m.id}`, label: name(m.name, m.nameAr) })),
  ];
  const chosenWay = way ?? ways[0]?.value ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines =
      scope === 'lines'
        ? Object.entries(units)
            .filter(([, quantity]) => typeof quantity === 'number' && quantity > 0)
            .map(([index, quantity]) => ({ index: Number(index), quantity: quantity as number }))
        : null;
    const result = await refund(
      {
        id: order.id,
        input: {
          reason,
          lines,
          amountIqd: scope !== 'whole' && typeof amount === 'number' ? amount : null,
          tillSessionId: chosenWay?.startsWith('session:') ? chosenWay.slice(8) : null,
          methodId: chosenWay?.startsWith('method:') ? chosenWay.slice(7) : null,
        },
      },
      REFUND_CONTEXT,
    );
    const done = result.data?.refundSalesOrder;
    if (done) onRefunded(t('refund.done', { amount: money(done.amountIqd) }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('refund.title')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Text size="sm">{t('refund.refundable', { amount: money(order.refundable) })}</Text>
        <SegmentedControl
          fullWidth
          orientation={narrow ? 'vertical' : 'horizontal'}
          value={scope}
          onChange={(value) => setScope(value as Scope)}
          data={[
            { value: 'whole', label: t('refund.whole') },
            { value: 'lines', label: t('refund.lines') },
            { value: 'amount', label: t('refund.amount') },
          ]}
        />
        {scope === 'lines' && (
          <div className="table-scroll">
            <Table>
              <Table.Tbody>
                {order.lines.map((line, position) => {
                  const left = line.quantity - (refunded.get(line.index) ?? 0);
                  return (
                    <Table.Tr key={line.index}>
                      <Table.Td>
                        {name(line.name, line.nameAr)}
                        <Text size="xs" c="dimmed">
                          {t('refund.unitsLeft', { n: formatNumber(left, i18n.language) })}
                        </Text>
                      </Table.Td>
                      <Table.Td w={110}>
                        <NumberField
                          aria-label={t('refund.unitsOf', { name: name(line.name, line.nameAr) })}
                          allowDecimal={false}
                          min={0}
                          max={left}
                          disabled={left <= 0}
                          value={units[line.index] ?? ''}
                          onChange={(v) => setUnits((current) => ({ ...current, [line.index]: v }))}
                          error={fields[`lines[${position}].quantity`] ?? fields[`lines[${position}].index`]}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
        )}
        {scope !== 'whole' && (
          <NumberField
            label={scope === 'lines' ? t('refund.amountOptional') : t('refund.amountIqd')}
            required={scope === 'amount'}
            allowDecimal={false}
            min={0}
            thousandSeparator
            value={amount}
            onChange={setAmount}
            error={fields.amountIqd}
          />
        )}
        <Select
          label={t('refund.paidBack')}
          required
          data={ways}
          value={chosenWay}
          onChange={setWay}
          allowDeselect={false}
          error={fields.tillSessionId ?? fields.methodId}
          placeholder={ways.length === 0 ? t('refund.noWay') : undefined}
        />
        <Textarea
          label={t('common.reason')}
          required
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={fields.reason}
          autosize
          minRows={2}
        />
        <Group justify="end">
          <Button variant="subtle" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" color="orange" loading={state.fetching}>
            {t('refund.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
