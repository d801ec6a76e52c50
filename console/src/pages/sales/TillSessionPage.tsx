import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import type { TillMovementKind } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { formatDate, formatDateTime, separator } from '../../ui/format';
import { DIGITS, formatMinor, toMinor } from './cash-money';

const TillSessionDocument = graphql(`
  query TillSession($id: UUID!) {
    tillSession(id: $id) {
      id
      status
      businessDate
      openedAt
      closedAt
      varianceIqd
      recounts
      floats {
        currency
        amount
      }
      variances {
        currency
        expected
        counted
        variance
        varianceIqd
      }
      movements {
        id
        kind
        currency
        amount
        reason
        createdAt
      }
      payments {
        id
        amountIqd
        changeIqd
        tenders {
          currency
          amount
        }
      }
    }
    cashCurrencies {
      code
      minorDigits
      denominations
    }
  }
`);
const RecordTillMovementDocument = graphql(`
  mutation RecordTillMovement($sessionId: UUID!, $input: TillMovementInput!) {
    recordTillMovement(sessionId: $sessionId, input: $input) {
      id
    }
  }
`);
const CountTillSessionDocument = graphql(`
  mutation CountTillSession($sessionId: UUID!, $input: TillCountInput!) {
    countTillSession(sessionId: $sessionId, input: $input) {
      id
      status
    }
  }
`);
const ApproveTillCloseDocument = graphql(`
  mutation ApproveTillClose($sessionId: UUID!) {
    approveTillClose(sessionId: $sessionId) {
      id
      status
    }
  }
`);
const ReopenTillCountDocument = graphql(`
  mutation ReopenTillCount($sessionId: UUID!, $reason: String!) {
    reopenTillCount(sessionId: $sessionId, reason: $reason) {
      id
      status
    }
  }
`);

const SESSION_CONTEXT = { additionalTypenames: ['TillSession', 'TillMovement', 'TillPayment'] };
const KINDS: TillMovementKind[] = ['CashIn', 'CashOut', 'SupplierPayout', 'SafeDrop', 'NoSale'];

type Currency = { code: string; minorDigits: number; denominations: number[] };

/**
 * One till session on a tablet: movements while Open, a blind count by denomination for every
 * accepted currency, then expected against counted and a manager's approval or recount.
 */
export function TillSessionPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { can } = useSession();
  const [{ data, error }] = useQuery({ query: TillSessionDocument, variables: { id }, context: SESSION_CONTEXT });
  const [approveState, approve] = useMutation(ApproveTillCloseDocument);
  const [reopenState, reopen] = useMutation(ReopenTillCountDocument);
  const [reopening, setReopening] = useState(false);
  const session = data?.tillSession;
  const currencies = (data?.cashCurrencies ?? []) as Currency[];
  const money = (amount: number | null | undefined, currency: string) => formatMinor(amount, currency, DIGITS[currency] ?? 2, i18n.language);
  if (!session) return <FormError error={error} />;

  return (
    <Stack>
      <Group>
        <Title order={1} size="h2">
          {t('tillSession.title')}
          {separator(i18n.language)}
          {formatDate(session.businessDate, i18n.language)}
        </Title>
        <Badge size="lg">{t(`tillEnum.${session.status}`)}</Badge>
      </Group>
      <Text>{t('tillSession.openedAt', { at: formatDateTime(session.openedAt, i18n.language) })}</Text>
      <Text>
        {t('tillSession.floats')}: {session.floats.map((f) => money(f.amount, f.currency)).join(separator(i18n.language))}
      </Text>

      {session.status === 'Open' && can('cash:operate') && <MovementForm sessionId={session.id} currencies={currencies} />}
      {session.status === 'Open' && can('cash:operate') && <CountForm sessionId={session.id} currencies={currencies} />}

      {session.status !== 'Open' && (
        <Paper withBorder p="md">
          <Title order={2} size="h4">
            {t('tillSession.result')}
          </Title>
          <ScrollRegion label={t('tillSession.result')}>
            <Table data-testid="till-variances">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tillSession.currency')}</Table.Th>
                  <Table.Th>{t('tillSession.expected')}</Table.Th>
                  <Table.Th>{t('tillSession.counted')}</Table.Th>
                  <Table.Th>{t('tillSession.variance')}</Table.Th>
                  <Table.Th>{t('tillSession.varianceIqd')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {session.variances.map((v) => (
                  <Table.Tr key={v.currency}>
                    <Table.Td>{v.currency}</Table.Td>
                    <Table.Td>{money(v.expected, v.currency)}</Table.Td>
                    <Table.Td>{money(v.counted, v.currency)}</Table.Td>
                    <Table.Td>{money(v.variance, v.currency)}</Table.Td>
                    <Table.Td>{money(v.varianceIqd, 'IQD')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <Text fw={700} mt="sm" data-testid="till-total-variance">
            {t('tillSession.totalVariance', { amount: money(session.varianceIqd, 'IQD') })}
          </Text>
          {session.status === 'Counted' && can('cash:approve') && (
            <Stack mt="md">
              <FormError error={approveState.error} />
              <Group>
                <Button size="lg" color="green" loading={approveState.fetching} onClick={() => void approve({ sessionId: session.id }, SESSION_CONTEXT)}>
                  {t('tillSession.approve')}
                </Button>
                <Button size="lg" variant="outline" onClick={() => setReopening(true)}>
                  {t('tillSession.reopen')}
                </Button>
              </Group>
            </Stack>
          )}
        </Paper>
      )}
      <ReasonDialog
        title={t('tillSession.reopenTitle')}
        opened={reopening}
        required
        submitLabel={t('tillSession.reopen')}
        error={reopenState.error}
        fetching={reopenState.fetching}
        onClose={() => setReopening(false)}
        onSubmit={async (reason) => !(await reopen({ sessionId: session.id, reason }, SESSION_CONTEXT)).error}
      />

      <Title order={2} size="h4">
        {t('tillSession.movements')}
      </Title>
      <ScrollRegion label={t('tillSession.movements')}>
        <Table striped data-testid="till-movements">
          <Table.Tbody>
            {session.movements.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{t(`tillEnum.${m.kind}`)}</Table.Td>
                <Table.Td>{m.currency ? money(m.amount, m.currency) : ''}</Table.Td>
                <Table.Td>{m.reason}</Table.Td>
                <Table.Td>{formatDateTime(m.createdAt, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Title order={2} size="h4">
        {t('tillSession.payments')}
      </Title>
      <ScrollRegion label={t('tillSession.payments')}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tillSession.tendered')}</Table.Th>
              <Table.Th>{t('tillSession.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {session.payments.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.tenders.map((tender) => money(tender.amount, tender.currency)).join(' + ')}</Table.Td>
                <Table.Td>{money(p.changeIqd, 'IQD')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}

function MovementForm({ sessionId, currencies }: { sessionId: string; currencies: Currency[] }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<string | null>('CashOut');
  const [currency, setCurrency] = useState<string | null>('IQD');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [state, record] = useMutation(RecordTillMovementDocument);
  const fields = fieldErrorsOf(state.error);
  const digits = DIGITS[currency ?? 'IQD'] ?? 2;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const noSale = kind === 'NoSale';
    const input = {
      kind: (kind ?? 'CashOut') as TillMovementKind,
      reason,
      currency: noSale ? null : currency,
      amount: noSale ? null : toMinor(amount || 0, digits),
    };
    const result = await record({ sessionId, input }, SESSION_CONTEXT);
    if (!result.error) {
      setAmount('');
      setReason('');
    }
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('tillSession.newMovement')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('tillSession.newMovement')}
          </Title>
          <FormError error={state.error} />
          <Group grow align="start">
            <Select
              size="md"
              label={t('tillSession.kind')}
              data={KINDS.map((k) => ({ value: k, label: t(`tillEnum.${k}`) }))}
              value={kind}
              onChange={setKind}
              error={fields.kind}
            />
            {kind !== 'NoSale' && (
              <Select
                size="md"
                label={t('tillSession.currency')}
                data={currencies.map((c) => c.code)}
                value={currency}
                onChange={setCurrency}
                error={fields.currency}
              />
            )}
            {kind !== 'NoSale' && (
              <NumberField
                size="md"
                label={t('tillSession.amount', { currency: currency ?? '' })}
                min={0}
                decimalScale={digits}
                thousandSeparator=","
                value={amount}
                onChange={setAmount}
                error={fields.amount}
              />
            )}
            <TextInput
              size="md"
              label={t('tillSession.reason')}
              required
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={fields.reason}
            />
          </Group>
          <Group>
            <Button type="submit" size="md" loading={state.fetching}>
              {t('tillSession.record')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The blind count: a grid of note counts per currency; the running total is the counted amount only. */
function CountForm({ sessionId, currencies }: { sessionId: string; currencies: Currency[] }) {
  const { t, i18n } = useTranslation();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [state, count] = useMutation(CountTillSessionDocument);
  const key = (currency: string, note: number) => `${currency}:${note}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const counts = currencies.flatMap((c) =>
      c.denominations
        .map((note) => ({ currency: c.code, denomination: note, quantity: quantities[key(c.code, note)] ?? 0 }))
        .filter((line) => line.quantity > 0),
    );
    await count({ sessionId, input: { counts } }, SESSION_CONTEXT);
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('tillSession.count')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('tillSession.count')}
          </Title>
          <Text size="sm">{t('tillSession.countHelp')}</Text>
          <FormError error={state.error} />
          {currencies.map((c) => {
            const total = c.denominations.reduce((sum, note) => sum + note * (quantities[key(c.code, note)] ?? 0), 0);
            return (
              <Stack key={c.code} gap="xs">
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                  {[...c.denominations].reverse().map((note) => {
                    const label = formatMinor(note, c.code, c.minorDigits, i18n.language);
                    return (
                      <NumberField
                        key={note}
                        size="lg"
                        label={label}
                        aria-label={t('tillSession.quantityOf', { note: label })}
                        min={0}
                        allowDecimal={false}
                        value={quantities[key(c.code, note)] ?? ''}
                        onChange={(value) => setQuantities((old) => ({ ...old, [key(c.code, note)]: Number(value) || 0 }))}
                      />
                    );
                  })}
                </SimpleGrid>
                <Text fw={700} data-testid={`counted-${c.code}`}>
                  {t('tillSession.countTotal', { amount: formatMinor(total, c.code, c.minorDigits, i18n.language) })}
                </Text>
              </Stack>
            );
          })}
          <Group>
            <Button type="submit" size="lg" loading={state.fetching}>
              {t('tillSession.submitCount')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
