import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
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
const TILL_CONTEXT = { additionalTypenames: ['TillSession', 'TillPayment', 'SalesOrder', 'ExchangeRate', 'CashCurrency'] };

/** IQD for an amount in a currency's minor unit at iqdPer100, rounded half away from zero (docs/cash.md, "Conversion"). */
export function tenderIqd(amount: number, minorDigits: number, iqdPer100: number | null): number {
  if (iqdPer100 === null) return amount;
  return Math.round((amount * iqdPer100) / (100 * 10 ** minorDigits));
}

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
 * "Take payment" for an order with an amount due at the counter (docs/cash.md, "Counter payments"):
 * the cashier picks the currency (IQD, or a foreign one at the rate in force), types what was handed
 * over and sees the change in IQD before confirming. Disabled, with the reason, while no till session
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

function TakePaymentForm({
  orderId,
  amountDue,
  sessions,
  currencies,
  onClose,
  reread,
  onPaid,
}: {
  orderId: string;
  amountDue: number;
  sessions: Array<{ id: string; name: string }>;
  currencies: TillCurrency[];
  onClose: () => void;
  reread: () => void;
  onPaid: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [sessionId, setSessionId] = useState<string | null>(sessions[0]?.id ?? null);
  const [code, setCode] = useState<string>('IQD');
  const [amount, setAmount] = useState<number | string>('');
  const [missing, setMissing] = useState(false);
  // The service's field messages answer the amount that was sent; once it is edited they no longer apply.
  const [edited, setEdited] = useState(false);
  const [state, pay] = useMutation(PayOrderAtTillDocument);
  const keyFor = useIdempotencyKey();
  // While the dialog is open the manager may set the rate elsewhere: read it again on focus and now and then.
  useKeptFresh(reread, 15000);
  const currency = currencies.find((c) => c.code === code) ?? { code: 'IQD', minorDigits: DIGITS.IQD, iqdPer100: null };
  const minor = amount === '' ? 0 : toMinor(amount, currency.minorDigits);
  const worthIqd = tenderIqd(minor, currency.minorDigits, currency.iqdPer100);
  const money = (value: number) => formatIqd(value, i18n.language);
  const fields = edited ? {} : fieldErrorsOf(state.error);
  const amountError = missing ? t('takePayment.tenderedRequired') : (fields['tenders[0].amount'] ?? fields.tenders);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId || minor <= 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setEdited(false);
    const variables = { sessionId, input: { orderId, tenders: [{ currency: currency.code, amount: minor }] } };
    const result = await pay(variables, { ...TILL_CONTEXT, fetchOptions: { headers: { 'Idempotency-Key': keyFor(variables) } } });
    const paid = result.data?.payOrderAtTill;
    if (paid) onPaid(t('takePayment.done', { amount: money(paid.amountIqd), change: money(paid.changeIqd) }));
  };
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
        <Select
          label={t('takePayment.currency')}
          data={currencies.map((c) => c.code)}
          value={code}
          onChange={(value) => {
            setCode(value ?? 'IQD');
            setAmount('');
            setEdited(true);
          }}
          allowDeselect={false}
          error={fields['tenders[0].currency']}
        />
        {currency.iqdPer100 !== null && (
          <Text size="sm" data-testid="take-payment-due-foreign">
            {t('takePayment.dueIn', {
              currency: currency.code,
              rate: formatRate(currency.iqdPer100, i18n.language),
              amount: formatMinor(
                Math.ceil((amountDue * 100 * 10 ** currency.minorDigits) / currency.iqdPer100),
                currency.code,
                currency.minorDigits,
                i18n.language,
              ),
            })}
          </Text>
        )}
        <NumberField
          size="md"
          label={t('takePayment.tendered', { currency: currency.code })}
          required
          min={0}
          decimalScale={currency.minorDigits}
          allowNegative={false}
          thousandSeparator=","
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setMissing(false);
            setEdited(true);
          }}
          error={amountError}
        />
        {currency.iqdPer100 !== null && minor > 0 && <Text size="sm">{t('takePayment.worth', { amount: money(worthIqd) })}</Text>}
        {minor > 0 && (
          <Text fw={700} role="status" data-testid="take-payment-change">
            {worthIqd >= amountDue
              ? t('takePayment.change', { amount: money(worthIqd - amountDue) })
              : t('takePayment.short', { amount: money(amountDue - worthIqd) })}
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
