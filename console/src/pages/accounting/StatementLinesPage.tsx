import { useState } from 'react';
import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { StatementLineRowFragment, StatementLineStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { enumLabel, formatMinor, MoneyBadge, useMoneyEnumOptions } from './money-ui';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { MatchLineDialog } from './MatchLineDialog';
import { formatDate } from '../../ui/format';

graphql(`
  fragment StatementLineRow on BankStatementLine {
    id
    bankAccountId
    date
    amount
    balance
    description
    reference
    counterparty
    status
    matchType
    matchedRef
    matchLabel
    statusNote
  }
`);

const StatementLinesDocument = graphql(`
  query StatementLines($list: ListArgs, $filter: StatementLineFilter) {
    bankStatementLines(list: $list, filter: $filter) {
      items {
        ...StatementLineRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const AccountChoicesDocument = graphql(`
  query BankAccountChoices {
    bankAccounts(list: { perPage: 100 }) {
      items {
        id
        name
        currencyCode
      }
    }
  }
`);
const ExcludeLineDocument = graphql(`
  mutation ExcludeStatementLine($id: UUID!, $input: StatementLineReasonInput!) {
    excludeBankStatementLine(id: $id, input: $input) {
      ...StatementLineRow
    }
  }
`);
const ReopenLineDocument = graphql(`
  mutation ReopenStatementLine($id: UUID!, $input: StatementLineReasonInput!) {
    reopenBankStatementLine(id: $id, input: $input) {
      ...StatementLineRow
    }
  }
`);

const LINE_CONTEXT = { additionalTypenames: ['BankStatementLine'] };
const STATUSES: StatementLineStatus[] = ['Unmatched', 'Matched', 'Excluded'];

export function StatementLinesPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'date', dir: 'desc' });
  const filter = {
    bankAccountId: params.filter('account') || null,
    status: (params.filter('status') || null) as StatementLineStatus | null,
    from: params.filter('from') || null,
    to: params.filter('to') || null,
  };
  const [{ data, error, fetching }] = useQuery({ query: StatementLinesDocument, variables: { list: listArgs(params), filter }, context: LINE_CONTEXT });
  const [{ data: accountData }] = useQuery({ query: AccountChoicesDocument, context: LINE_CONTEXT });
  const accounts = accountData?.bankAccounts.items ?? [];
  const currencyOf = (accountId: string) => accounts.find((a) => a.id === accountId)?.currencyCode ?? 'IQD';
  const statusOptions = useMoneyEnumOptions(STATUSES);
  const [matching, setMatching] = useState<StatementLineRowFragment | null>(null);
  const [excluding, setExcluding] = useState<StatementLineRowFragment | null>(null);
  const [reopening, setReopening] = useState<StatementLineRowFragment | null>(null);
  const [excludeState, exclude] = useMutation(ExcludeLineDocument);
  const [reopenState, reopen] = useMutation(ReopenLineDocument);
  const page = data?.bankStatementLines;
  const write = can('accounting:write');

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('statementLines.title')}
      </Title>
      <Group align="end" wrap="wrap">
        <Select
          label={t('statementLines.account')}
          clearable
          w={220}
          data={accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.currencyCode})` }))}
          value={filter.bankAccountId}
          onChange={(value) => update({ account: value })}
        />
        <Select label={t('common.status')} clearable w={170} data={statusOptions} value={filter.status} onChange={(value) => update({ status: value })} />
        <TextInput label={t('statementLines.from')} type="date" value={filter.from ?? ''} onChange={(e) => update({ from: e.currentTarget.value })} />
        <TextInput label={t('statementLines.to')} type="date" value={filter.to ?? ''} onChange={(e) => update({ to: e.currentTarget.value })} />
        <SearchBox params={params} onSearch={(q) => update({ q })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="date" label={t('statementLines.date')} params={params} onSort={toggleSort} />
              <Table.Th>{t('statementLines.description')}</Table.Th>
              <Table.Th>{t('statementLines.reference')}</Table.Th>
              <Table.Th>{t('statementLines.counterparty')}</Table.Th>
              <SortHeader field="amount" label={t('statementLines.amount')} params={params} onSort={toggleSort} />
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <Table.Th>{t('statementLines.matchedTo')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={8} />}
            {page?.items.map((line) => {
              const label = `${formatDate(line.date, i18n.language)} ${line.description ?? line.reference ?? ''}`.trim();
              return (
                <Table.Tr key={line.id}>
                  <Table.Td>{formatDate(line.date, i18n.language)}</Table.Td>
                  <Table.Td dir="auto">{line.description}</Table.Td>
                  <Table.Td dir="auto">{line.reference}</Table.Td>
                  <Table.Td dir="auto">{line.counterparty}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMinor(line.amount, currencyOf(line.bankAccountId), i18n.language)}</Table.Td>
                  <Table.Td>
                    <MoneyBadge value={line.status} />
                  </Table.Td>
                  <Table.Td>
                    {line.matchType && (
                      <Text size="sm">
                        {enumLabel(t, line.matchType)}: {line.matchLabel ?? line.matchedRef}
                      </Text>
                    )}
                    {line.statusNote && (
                      <Text size="sm" c="dimmed">
                        {line.statusNote}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {write && (
                      <Group gap="xs" wrap="nowrap">
                        {line.status === 'Unmatched' && (
                          <>
                            <Button size="xs" onClick={() => setMatching(line)} aria-label={`${t('statementLines.match')}: ${label}`}>
                              {t('statementLines.match')}
                            </Button>
                            <Button
                              size="xs"
                              variant="light"
                              color="gray"
                              onClick={() => setExcluding(line)}
                              aria-label={`${t('statementLines.exclude')}: ${label}`}
                            >
                              {t('statementLines.exclude')}
                            </Button>
                          </>
                        )}
                        {line.status !== 'Unmatched' && (
                          <Button size="xs" variant="light" onClick={() => setReopening(line)} aria-label={`${t('statementLines.reopen')}: ${label}`}>
                            {t('statementLines.reopen')}
                          </Button>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      {matching && <MatchLineDialog line={matching} currencyCode={currencyOf(matching.bankAccountId)} onClose={() => setMatching(null)} />}
      <ReasonDialog
        title={excluding ? t('statementLines.excludeTitle', { date: formatDate(excluding.date, i18n.language) }) : ''}
        opened={excluding !== null}
        required
        submitLabel={t('statementLines.exclude')}
        error={excludeState.error}
        fetching={excludeState.fetching}
        onClose={() => setExcluding(null)}
        onSubmit={async (reason) => !(excluding && (await exclude({ id: excluding.id, input: { reason } })).error)}
      />
      <ReasonDialog
        title={reopening ? t('statementLines.reopenTitle', { date: formatDate(reopening.date, i18n.language) }) : ''}
        opened={reopening !== null}
        required
        submitLabel={t('statementLines.reopen')}
        error={reopenState.error}
        fetching={reopenState.fetching}
        onClose={() => setReopening(null)}
        onSubmit={async (reason) => !(reopening && (await reopen({ id: reopening.id, input: { reason } })).error)}
      />
    </Stack>
  );
}
