import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { BankAccountRowFragment } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime, formatNumber } from '../../ui/format';
import { MoneyBadge } from './money-ui';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { StatementImportDialog } from './StatementImportDialog';
import { ActiveFilter } from '../../ui/ActiveFilter';
import { ActiveToggleButton } from '../../ui/ActiveToggleButton';

graphql(`
  fragment BankAccountRow on BankAccount {
    id
    name
    accountNumber
    currencyCode
    branchId
    active
    activeReason
    lastStatementDate
    lastImportedAt
    lineCounts {
      unmatched
      matched
      excluded
      total
    }
  }
`);

const BankAccountsDocument = graphql(`
  query BankAccounts($list: ListArgs, $filter: BankAccountFilter) {
    bankAccounts(list: $list, filter: $filter) {
      items {
        ...BankAccountRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreateBankAccountDocument = graphql(`
  mutation CreateBankAccount($input: CreateBankAccountInput!) {
    createBankAccount(input: $input) {
      ...BankAccountRow
    }
  }
`);
const SetBankAccountActiveDocument = graphql(`
  mutation SetBankAccountActive($id: UUID!, $input: SetBankAccountActiveInput!) {
    setBankAccountActive(id: $id, input: $input) {
      ...BankAccountRow
    }
  }
`);

export const BANK_ACCOUNT_CONTEXT = { additionalTypenames: ['BankAccount', 'StatementImport', 'BankStatementLine'] };
const CURRENCIES = ['IQD', 'USD', 'EUR', 'GBP', 'AED', 'SAR', 'TRY', 'IRR', 'JOD', 'KWD', 'BHD', 'OMR', 'QAR', 'CNY'];

export function BankAccountsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const activeFilter = params.filter('active');
  const filter = { active: activeFilter === 'yes' ? true : activeFilter === 'no' ? false : null };
  const [{ data, error, fetching }] = useQuery({ query: BankAccountsDocument, variables: { list: listArgs(params), filter }, context: BANK_ACCOUNT_CONTEXT });
  const [importing, setImporting] = useState<BankAccountRowFragment | null>(null);
  const [toggling, setToggling] = useState<BankAccountRowFragment | null>(null);
  const [activeState, setActive] = useMutation(SetBankAccountActiveDocument);
  const page = data?.bankAccounts;
  const write = can('accounting:write');

  const create = useCreateDialog({
    label: t('bankAccounts.new'),
    createdMessage: t('bankAccounts.created'),
    children: (done) => <BankAccountForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('bankAccounts.title')}>{write && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <ActiveFilter label={t('bankAccounts.activeFilter')} w={180} value={activeFilter || null} onChange={(value) => update({ active: value })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <SortHeader field="accountNumber" label={t('bankAccounts.accountNumber')} params={params} onSort={toggleSort} />
              <SortHeader field="currencyCode" label={t('bankAccounts.currency')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('bankAccounts.unmatched')}</Table.Th>
              <Table.Th>{t('bankAccounts.matched')}</Table.Th>
              <Table.Th>{t('bankAccounts.excluded')}</Table.Th>
              <Table.Th>{t('bankAccounts.lastStatement')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={9} />}
            {page?.items.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>{account.name}</Table.Td>
                <Table.Td dir="ltr">{account.accountNumber}</Table.Td>
                <Table.Td>{account.currencyCode}</Table.Td>
                <Table.Td>
                  <MoneyBadge value={account.active ? 'Active' : 'Inactive'} />
                </Table.Td>
                <Table.Td>{formatNumber(account.lineCounts.unmatched, i18n.language)}</Table.Td>
                <Table.Td>{formatNumber(account.lineCounts.matched, i18n.language)}</Table.Td>
                <Table.Td>{formatNumber(account.lineCounts.excluded, i18n.language)}</Table.Td>
                <Table.Td>
                  {account.lastStatementDate ?? ''} {account.lastImportedAt && <small>({formatDateTime(account.lastImportedAt, i18n.language)})</small>}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor
                      component={Link}
                      size="sm"
                      to={`/accounting/statement-lines?account=${account.id}`}
                      aria-label={`${t('bankAccounts.lines')}: ${account.name}`}
                    >
                      {t('bankAccounts.lines')}
                    </Anchor>
                    {write && account.active && (
                      <Button size="xs" variant="light" onClick={() => setImporting(account)} aria-label={`${t('bankAccounts.import')}: ${account.name}`}>
                        {t('bankAccounts.import')}
                      </Button>
                    )}
                    {write && (
                      <ActiveToggleButton
                        active={account.active}
                        name={account.name}
                        activateLabel={t('bankAccounts.activate')}
                        deactivateLabel={t('bankAccounts.deactivate')}
                        onClick={() => setToggling(account)}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      {importing && <StatementImportDialog account={importing} onClose={() => setImporting(null)} />}
      <ReasonDialog
        title={toggling ? t('bankAccounts.activeTitle', { name: toggling.name }) : ''}
        opened={toggling !== null}
        required={false}
        submitLabel={toggling?.active ? t('bankAccounts.deactivate') : t('bankAccounts.activate')}
        error={activeState.error}
        fetching={activeState.fetching}
        onClose={() => setToggling(null)}
        onSubmit={async (reason) => {
          if (!toggling) return false;
          const result = await setActive({ id: toggling.id, input: { active: !toggling.active, reason: reason || null } });
          return !result.error;
        }}
      />
    </Stack>
  );
}

function BankAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const empty = { name: '', accountNumber: '', currencyCode: 'IQD' as string | null };
  const [form, setForm] = useState(empty);
  const [state, create] = useMutation(CreateBankAccountDocument);
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { name: form.name, accountNumber: form.accountNumber, currencyCode: form.currencyCode ?? '' } });
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('bankAccounts.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <TextInput
            label={t('common.name')}
            required
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            error={fields.name}
          />
          <TextInput
            label={t('bankAccounts.accountNumber')}
            required
            dir="ltr"
            value={form.accountNumber}
            onChange={(e) => setForm({ ...form, accountNumber: e.currentTarget.value })}
            error={fields.accountNumber}
          />
          <Select
            label={t('bankAccounts.currency')}
            required
            data={CURRENCIES}
            value={form.currencyCode}
            onChange={(value) => setForm({ ...form, currencyCode: value })}
            error={fields.currencyCode}
          />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
