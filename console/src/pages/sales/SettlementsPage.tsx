import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { SettlementStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDate, formatIqd } from '../../ui/format';
import { useSalesChoices } from './sales-choices';

const SalesSettlementsDocument = graphql(`
  query SalesSettlements($list: ListArgs, $filter: SalesSettlementFilter) {
    salesSettlements(list: $list, filter: $filter) {
      items {
        id
        businessDate
        methodName
        kind
        expectedIqd
        receivedIqd
        feeIqd
        status
        overdueAt
      }
      total
    }
  }
`);
const RefreshSalesSettlementsDocument = graphql(`
  mutation RefreshSalesSettlements($businessDate: LocalDate!) {
    refreshSalesSettlements(businessDate: $businessDate) {
      id
    }
  }
`);

const CONTEXT = { additionalTypenames: ['SalesSettlement'] };

/**
 * Card, Qi and wallet settlements the bank owes: computed per business day from the ledger, then
 * matched to statement lines on the statement-lines page (match type "Card, Qi or wallet settlement").
 */
export function SettlementsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const [status, setStatus] = useState<string | null>(null);
  const [branchId, setBranchId] = useState<string | null>(null);
  const { branches } = useSalesChoices();
  const [{ data, error, fetching }] = useQuery({
    query: SalesSettlementsDocument,
    variables: { list: { perPage: 100 }, filter: { status: status as SettlementStatus | null, branchId } },
    context: CONTEXT,
  });

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('settlements.title')}
      </Title>
      <Text size="sm">{t('settlements.help')}</Text>
      {(can('cash:approve') || can('accounting:write')) && <RefreshForm />}
      <Group align="end">
        <Select label={t('orders.branch')} clearable w={220} data={branches} value={branchId} onChange={setBranchId} />
        <Select
          label={t('tills.status')}
          clearable
          w={200}
          data={['Expected', 'Matched'].map((value) => ({ value, label: t(`settlements.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching} data-testid="settlements">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settlements.businessDate')}</Table.Th>
              <Table.Th>{t('settlements.method')}</Table.Th>
              <Table.Th>{t('settlements.expected')}</Table.Th>
              <Table.Th>{t('settlements.received')}</Table.Th>
              <Table.Th>{t('settlements.fee')}</Table.Th>
              <Table.Th>{t('tills.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.salesSettlements.items.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{formatDate(s.businessDate, i18n.language)}</Table.Td>
                <Table.Td>{s.methodName}</Table.Td>
                <Table.Td>{formatIqd(s.expectedIqd, i18n.language)}</Table.Td>
                <Table.Td>{formatIqd(s.receivedIqd, i18n.language)}</Table.Td>
                <Table.Td>{formatIqd(s.feeIqd, i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Badge color={s.status === 'Matched' ? 'teal' : 'yellow'} variant="light">
                      {t(`settlements.${s.status}`)}
                    </Badge>
                    {s.overdueAt && s.status === 'Expected' && <Badge color="red">{t('settlements.overdue')}</Badge>}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}

function RefreshForm() {
  const { t } = useTranslation();
  const [businessDate, setBusinessDate] = useState('');
  const [state, refresh] = useMutation(RefreshSalesSettlementsDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await refresh({ businessDate }, CONTEXT);
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('settlements.refresh')}>
        <Group align="end">
          <TextInput
            label={t('settlements.businessDate')}
            placeholder="YYYY-MM-DD"
            required
            value={businessDate}
            onChange={(e) => setBusinessDate(e.currentTarget.value)}
            error={fields.businessDate}
          />
          <Button type="submit" loading={state.fetching}>
            {t('settlements.refresh')}
          </Button>
        </Group>
        <FormError error={state.error} />
      </form>
    </Paper>
  );
}
