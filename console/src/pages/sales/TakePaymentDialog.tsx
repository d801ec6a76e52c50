import { useCallback, useRef, useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatIqd } from '../../ui/format';
import { useKeptFresh } from '../../ui/use-kept-fresh';
import { formatRate } from './cash-settings-rules';
import { DIGITS, formatMinor, toMinor } from './cash-money';
import { tenderIqd, tenderSummary } from './tender-rules';

const OrderTillsDocument = graphql(`
  query OrderTills($branchId: UUID!) {
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
    cashCurrencies {
      code
      minorDigits
    }
    exchangeRates(limit: 100) {
      currencyCode
      iqdPer100
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

const PayOrderAtTillDocument = graphql(`
  mutation PayOrderAtTill($sessionId: UUID!, $input: TillCashPaymentInput!) {
    payOrderAtTill(sessionId: $sessionId, input: $input) {
      id
      orderId
      amountIqd
      changeIqd
    }
  }
`);

// The rate and the accepted currencies are read with the sessions: setting a rate (here or on the
// currencies page) invalidates this query, even when it held no rate before.
const TILL_CONTEXT = { additionalTypenames: ['TillSession', 'TillPayment', 'SalesOrder', 'ExchangeRate', 'CashCurrency', 'PaymentMethod'] };

/** At most this many tenders in one payment (the service's limit, docs/cash.md "Split tender"). */
const MAX_TENDERS = 5;

/**
 * The one key of one payment as typed: a retry of the same request (a double click, a lost answer)
 * sends the same key and is answered from the service's idempotency store instead of paying twice;
 * a changed amount is a new request and gets a new key (the store refuses a key reused for another body).
 */
function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: `console-pay-${crypto.randomUUID()}` };
    return last.current.key;
  };
}

export interface TakePaymentProps {
  orderId: string;
  branchId: string;
  amountDue: number;
  /** Called after the payment was taken, with the sentence to show on the page. */
  onPaid: (message: string) => void;
}

/**
 * "Take payment" for an order with an amount due at the counter (docs/cash.md, "Counter payments" and
 * "Split tender"): the cashier adds one row per tender (cash in IQD, cash in a foreign currency at the
 * rate in force, or a card, Qi or wallet method in IQD), types what was handed over and sees what
 * remains due and the change in IQD before confirming. Disabled, with the reason, while no till session
 * is open at the order's branch.
 */
export function TakePayment({ orderId, branchId, amountDue, onPaid }: TakePaymentProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [{ data }, refetch] = useQuery({ query: OrderTillsDocument, variables: { branchId }, context: TILL_CONTEXT });
  // A rate set on another screen or device since this page was read: the dialog opens on the current one.
  const reread = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const sessions = data?.tillSessions.items ?? [];
  if (!data) return null;
  if (sessions.length === 0) {
    return (
      <Group gap="xs">
        <Button disabled aria-describedby="take-payment-why">
          {t('takePayment.button')}
        </Button>
        <Text size="sm" c="dimmed" id="take-payment-why" data-testid="take-payment-why">
          {t('takePayment.noSession')}
        </Text>
      </Group>
    );
  }
  return (
    <>
      <Button
        color="green"
        aria-haspopup="dialog"
        onClick={() => {
          reread();
          setOpened(true);
        }}
      >
        {t('takePayment.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('takePayment.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        {opened && (
          <TakePaymentForm
            orderId={orderId}
            amountDue={amountDue}
            sessions={sessions.map((s) => ({ id: s.id, name: data.tills.items.find((till) => till.id === s.tillId)?.name ?? '' }))}
            currencies={data.cashCurrencies.flatMap((c): TillCurrency[] => {
              if (c.code === 'IQD') return [{ code: c.code, minorDigits: c.minorDigits, iqdPer100: null }];
              // exchangeRates is newest first: the first row of a currency is the rate in force.
              const rate = data.exchangeRates.find((r) => r.currencyCode === c.code);
              return rate ? [{ code: c.code, minorDigits: c.minorDigits, iqdPer100: rate.iqdPer100 }] : [];
            })}
            methods={data.paymentMethods.items.filter((m) => m.kind !== 'Cash')}
            onClose={() => setOpened(false)}
            reread={reread}
            onPaid={(message) => {
              setOpened(false);
              onPaid(message);
            }}
          />
        )}
      </Modal>
    </>
  );
}

interface TillCurrency {
  code: string;
  minorDigits: number;
  iqdPer100: number | null;
}

interface TillMethod {
  id: string;
  name: string;
  nameAr?: string | null;
}

/** One way of paying offered in a tender row: cash in a currency, or a card, Qi or wallet method (IQD). */
interface TenderOption {
  value: string;
  label: string;
  currency: TillCurrency;
  methodId: string | null;
}

interface TenderRow {
  key: number;
  option: string;
  amount: number | string;
}

const IQD: TillCurrency = { code: 'IQD', minorDigits: DIGITS.IQD, iqdPer100: null };

function TakePaymentForm({
  orderId,
  amountDue,
  sessions,
  currencies,
  methods,
  onClose,
  reread,
  onPaid,
}: {
  orderId: string;
  amountDue: number;
  sessions: Array<{ id: string; name: string }>;
  currencies: TillCurrency[];
  methods: TillMethod[];
  onClose: () => void;
  reread: () => void;
  onPaid: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [sessionId, setSessionId] = useState<string | null>(sessions[0]?.id ?? null);
  const [rows, setRows] = useState<TenderRow[]>([{ key: 0, option: 'cash:IQD', amount: '' }]);
  const nextKey = useRef(1);
  const [missing, setMissing] = useState(false);
  // The service's field messages answer the tenders that were sent; once they are edited they no longer apply.
  const [edited, setEdited] = useState(false);
  const [state, pay] = useMutation(PayOrderAtTillDocument);
  const keyFor = useIdempotencyKey();
  // While the dialog is open the manager may set the rate elsewhere: read it again on focus and now and then.
  useKeptFresh(reread, 15000);
  const options: TenderOption[] = [
    ...currencies.map((c) => ({ value: `cash:${c.code}`, label: t('takePayment.cashIn', { currency: c.code }), currency: c, methodId: null })),
    ...methods.map((m) => ({ value: `method:${m.id}`, label: (i18n.language.startsWith('ar') && m.nameAr) || m.name, currency: IQD, methodId: m.id })),
  ];
  const optionOf = (row: TenderRow) =>
    options.find((o) => o.value === row.option) ?? options[0] ?? { value: 'cash:IQD', label: 'IQD', currency: IQD, methodId: null };
  const lines = rows.map((row) => {
    const option = optionOf(row);
    return { row, option, minor: row.amount === '' ? 0 : toMinor(row.amount, option.currency.minorDigits) };
  });
  const summary = tenderSummary(
    lines.map(({ option, minor }) => ({
      amount: minor,
      minorDigits: option.currency.minorDigits,
      iqdPer100: option.currency.iqdPer100,
      cash: option.methodId === null,
    })),
    amountDue,
  );
  const anyAmount = lines.some((line) => line.minor > 0);
  const money = (value: number) => formatIqd(value, i18n.language);
  const fields = edited ? {} : fieldErrorsOf(state.error);
  const change = (update: (rows: TenderRow[]) => TenderRow[]) => {
    setRows(update);
    setMissing(false);
    setEdited(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = lines.filter((line) => line.minor > 0);
    if (!sessionId || filled.length === 0 || filled.length < lines.length) {
      setMissing(true);
      return;
    }
    if (summary.nonCashOver) return;
    setMissing(false);
    setEdited(false);
    const tenders = filled.map(({ option, minor }) => ({
      currency: option.currency.code,
      amount: minor,
      ...(option.methodId ? { methodId: option.methodId } : {}),
    }));
    const variables = { sessionId, input: { orderId, tenders } };
    const result = await pay(variables, { ...TILL_CONTEXT, fetchOptions: { headers: { 'Idempotency-Key': keyFor(variables) } } });
    const paid = result.data?.payOrderAtTill;
    if (paid) onPaid(t('takePayment.done', { amount: money(paid.amountIqd), change: money(paid.changeIqd) }));
  };
  const foreign = currencies.filter((c) => c.iqdPer100 !== null && lines.some((line) => line.option.currency.code === c.code && line.option.methodId === null));
  return (
    <form onSubmit={submit} noValidate aria-label={t('takePayment.title')}>
      <Stack>
        <FormError error={edited ? null : state.error} />
        <Text fw={700} data-testid="take-payment-due">
          {t('takePayment.due', { amount: money(amountDue) })}
        </Text>
        {sessions.length > 1 && (
          <Select
            label={t('takePayment.till')}
            data={sessions.map((s) => ({ value: s.id, label: s.name }))}
            value={sessionId}
            onChange={setSessionId}
            allowDeselect={false}
          />
        )}
        {foreign.map((currency) => (
          <Text size="sm" key={currency.code} data-testid="take-payment-due-foreign">
            {t('takePayment.dueIn', {
              currency: currency.code,
              rate: formatRate(currency.iqdPer100 ?? 0, i18n.language),
              amount: formatMinor(
                Math.ceil((amountDue * 100 * 10 ** currency.minorDigits) / (currency.iqdPer100 ?? 1)),
                currency.code,
                currency.minorDigits,
                i18n.language,
              ),
            })}
          </Text>
        ))}
        {lines.map(({ row, option, minor }, index) => {
          const n = index + 1;
          const required = missing && minor <= 0;
          return (
            <div role="group" aria-label={t('takePayment.tender', { n })} key={row.key} data-testid={`tender-${n}`}>
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <Select
                  style={{ flex: '1 1 6rem' }}
                  label={t('takePayment.method')}
                  data={options.map((o) => ({ value: o.value, label: o.label }))}
                  value={option.value}
                  onChange={(value) => change((all) => all.map((r) => (r.key === row.key ? { ...r, option: value ?? 'cash:IQD', amount: '' } : r)))}
                  allowDeselect={false}
                  error={fields[`tenders[${index}].currency`] ?? fields[`tenders[${index}].methodId`]}
                />
                <NumberField
                  style={{ flex: '1 1 6rem' }}
                  size="md"
                  label={t('takePayment.tendered', { currency: option.currency.code })}
                  required
                  min={0}
                  decimalScale={option.currency.minorDigits}
                  allowNegative={false}
                  thousandSeparator=","
                  value={row.amount}
                  onChange={(value) => change((all) => all.map((r) => (r.key === row.key ? { ...r, amount: value } : r)))}
                  error={required ? t('takePayment.tenderedRequired') : fields[`tenders[${index}].amount`]}
                />
                {rows.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('takePayment.remove', { n })}
                    onClick={() => change((all) => all.filter((r) => r.key !== row.key))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
              {option.currency.iqdPer100 !== null && minor > 0 && (
                <Text size="sm">{t('takePayment.worth', { amount: money(tenderIqd(minor, option.currency.minorDigits, option.currency.iqdPer100)) })}</Text>
              )}
            </div>
          );
        })}
        {rows.length < MAX_TENDERS && (
          <Button
            variant="light"
            onClick={() => {
              const key = nextKey.current++;
              change((all) => [...all, { key, option: 'cash:IQD', amount: '' }]);
            }}
          >
            {t('takePayment.add')}
          </Button>
        )}
        {anyAmount && (
          <div role="status">
            <Text fw={700} data-testid="take-payment-remaining">
              {t('takePayment.short', { amount: money(summary.remainingIqd) })}
            </Text>
            <Text fw={700} data-testid="take-payment-change">
              {t('takePayment.change', { amount: money(summary.changeIqd) })}
            </Text>
          </div>
        )}
        {summary.nonCashOver && (
          <Text c="red" size="sm" data-testid="take-payment-non-cash-over">
            {t('takePayment.nonCashOver', { amount: money(amountDue) })}
          </Text>
        )}
        {fields.tenders && (
          <Text c="red" size="sm" data-testid="take-payment-refused">
            {fields.tenders}
          </Text>
        )}
        <Group justify="end">
          <Button variant="subtle" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" color="green" loading={state.fetching}>
            {t('takePayment.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
