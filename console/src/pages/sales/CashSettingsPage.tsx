import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime } from '../../ui/format';
import { missingRequired } from '../../ui/required-fields';
import { denominationsFromText, denominationsToText, formatRate, iqdPer100FromText } from './cash-settings-rules';

const CashSettingsDocument = graphql(`
  query CashSettings {
    cashCurrencies {
      code
      minorDigits
      denominations
    }
    exchangeRates(limit: 20) {
      id
      currencyCode
      iqdPer100
      effectiveFrom
      note
    }
  }
`);
const SetExchangeRateDocument = graphql(`
  mutation SetExchangeRate($input: SetExchangeRateInput!) {
    setExchangeRate(input: $input) {
      id
      currencyCode
      iqdPer100
      effectiveFrom
    }
  }
`);
const SetCashCurrenciesDocument = graphql(`
  mutation SetCashCurrencies($input: SetCashCurrenciesInput!) {
    setCashCurrencies(input: $input) {
      code
      minorDigits
      denominations
    }
  }
`);

const CASH_SETTINGS_CONTEXT = { additionalTypenames: ['CashCurrency', 'ExchangeRate'] };

/**
 * What a manager sets for the tills (docs/cash.md): the USD→IQD rate in force (a new rate applies
 * from now on; sessions keep the rate each payment was taken at) and the currencies accepted with
 * their denominations.
 */
export function CashSettingsPage() {
  const { t, i18n } = useTranslation();
  const [{ data, error }] = useQuery({ query: CashSettingsDocument, context: CASH_SETTINGS_CONTEXT });
  const foreign = (data?.cashCurrencies ?? []).filter((currency) => currency.code !== 'IQD');
  const inForce = new Map<string, { iqdPer100: number; effectiveFrom: string }>();
  for (const rate of data?.exchangeRates ?? []) if (!inForce.has(rate.currencyCode)) inForce.set(rate.currencyCode, rate);

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('cashSettings.title')}
      </Title>
      <FormError error={error} />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('cashSettings.ratesInForce')}
        </Title>
        {foreign.length === 0 && <Text>{t('cashSettings.noForeign')}</Text>}
        {foreign.map((currency) => {
          const rate = inForce.get(currency.code);
          return (
            <Text key={currency.code} data-testid={`rate-${currency.code}`}>
              {rate
                ? t('cashSettings.rateLine', {
                    currency: currency.code,
                    iqd: formatRate(rate.iqdPer100, i18n.language),
                    since: formatDateTime(rate.effectiveFrom, i18n.language),
                  })
                : t('cashSettings.noRate', { currency: currency.code })}
            </Text>
          );
        })}
      </Paper>
      {foreign.length > 0 && <RateForm currencies={foreign.map((currency) => currency.code)} />}
      <div className="table-scroll">
        <Table striped>
          <Table.Caption>{t('cashSettings.history')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cashSettings.currency')}</Table.Th>
              <Table.Th>{t('cashSettings.rate')}</Table.Th>
              <Table.Th>{t('cashSettings.since')}</Table.Th>
              <Table.Th>{t('cashSettings.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.exchangeRates ?? []).map((rate) => (
              <Table.Tr key={rate.id}>
                <Table.Td>{rate.currencyCode}</Table.Td>
                <Table.Td>{formatRate(rate.iqdPer100, i18n.language)}</Table.Td>
                <Table.Td>{formatDateTime(rate.effectiveFrom, i18n.language)}</Table.Td>
                <Table.Td>{rate.note}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {data && <CurrenciesForm currencies={data.cashCurrencies} />}
    </Stack>
  );
}

function RateForm({ currencies }: { currencies: string[] }) {
  const { t } = useTranslation();
  const [currencyCode, setCurrencyCode] = useState<string | null>(currencies[0] ?? null);
  const [rate, setRate] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [state, save] = useMutation(SetExchangeRateDocument);
  const fields = { ...fieldErrorsOf(state.error), ...missing };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const iqdPer100 = iqdPer100FromText(rate);
    const required = missingRequired({ currencyCode, iqdPer100: iqdPer100 ?? null }, t('cashSettings.rateRequired'));
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    const result = await save({ input: { currencyCode: currencyCode!, iqdPer100: iqdPer100!, note: note.trim() || null } }, CASH_SETTINGS_CONTEXT);
    if (!result.error) {
      setRate('');
      setNote('');
    }
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('cashSettings.newRate')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('cashSettings.newRate')}
          </Title>
          <FormError error={state.error} />
          {state.data && !state.error && <Alert color="teal">{t('cashSettings.rateSaved')}</Alert>}
          <Group align="start" grow>
            <Select
              label={t('cashSettings.currency')}
              required
              allowDeselect={false}
              data={currencies}
              value={currencyCode}
              onChange={setCurrencyCode}
              error={fields.currencyCode}
            />
            <TextInput
              label={t('cashSettings.iqdPerUnit')}
              description={t('cashSettings.iqdPerUnitHelp')}
              required
              inputMode="decimal"
              dir="ltr"
              value={rate}
              onChange={(e) => setRate(e.currentTarget.value)}
              error={fields.iqdPer100}
            />
            <TextInput label={t('cashSettings.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} error={fields.note} />
          </Group>
          <Group>
            <Button type="submit" loading={state.fetching}>
              {t('cashSettings.setRate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function CurrenciesForm({ currencies }: { currencies: Array<{ code: string; minorDigits: number; denominations: number[] }> }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() =>
    currencies.map((currency) => ({
      code: currency.code,
      minorDigits: currency.minorDigits,
      text: denominationsToText(currency.denominations, currency.minorDigits),
    })),
  );
  useEffect(
    () =>
      setRows(
        currencies.map((currency) => ({
          code: currency.code,
          minorDigits: currency.minorDigits,
          text: denominationsToText(currency.denominations, currency.minorDigits),
        })),
      ),
    [currencies],
  );
  const [state, save] = useMutation(SetCashCurrenciesDocument);
  const [local, setLocal] = useState<Record<string, string>>({});
  const fields = { ...fieldErrorsOf(state.error), ...local };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const parsed = rows.map((row, index) => {
      const denominations = denominationsFromText(row.text, row.minorDigits);
      if (!denominations) problems[`currencies[${index}].denominations`] = t('cashSettings.denominationsHelp');
      return { code: row.code, denominations: denominations ?? [] };
    });
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    await save({ input: { currencies: parsed } }, CASH_SETTINGS_CONTEXT);
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('cashSettings.currencies')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('cashSettings.currencies')}
          </Title>
          <FormError error={state.error} />
          {state.data && !state.error && <Alert color="teal">{t('cashSettings.currenciesSaved')}</Alert>}
          {rows.map((row, index) => (
            <TextInput
              key={row.code}
              label={t('cashSettings.denominationsOf', { currency: row.code })}
              description={t('cashSettings.denominationsHelp')}
              dir="ltr"
              value={row.text}
              onChange={(e) => setRows(rows.map((r, i) => (i === index ? { ...r, text: e.currentTarget.value } : r)))}
              error={fields[`currencies[${index}].denominations`] ?? fields[`currencies[${index}]`]}
            />
          ))}
          <Group>
            <Button type="submit" loading={state.fetching}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
