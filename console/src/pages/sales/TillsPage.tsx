import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { toMinor } from './cash-money';
import { useSalesChoices } from './sales-choices';

const TillsDocument = graphql(`
  query Tills($list: ListArgs, $filter: TillFilter) {
    tills(list: $list, filter: $filter) {
      items {
        id
        name
        active
        currentSession {
          id
          status
        }
      }
      total
    }
    cashCurrencies {
      code
      minorDigits
      denominations
    }
  }
`);
const CreateTillDocument = graphql(`
  mutation CreateTill($input: CreateTillInput!) {
    createTill(input: $input) {
      id
    }
  }
`);
const OpenTillSessionDocument = graphql(`
  mutation OpenTillSession($tillId: UUID!, $input: OpenTillSessionInput!) {
    openTillSession(tillId: $tillId, input: $input) {
      id
    }
  }
`);

const TILL_CONTEXT = { additionalTypenames: ['Till', 'TillSession'] };

/** Tills of the organisation; a cashier opens a session with a float per currency (docs/cash.md). */
export function TillsPage() {
  const { t } = useTranslation();
  const { can } = useSession();
  const { branches } = useSalesChoices();
  const [branchId, setBranchId] = useState<string | null>(null);
  const [{ data, error, fetching }] = useQuery({ query: TillsDocument, variables: { list: { perPage: 100 }, filter: { branchId } }, context: TILL_CONTEXT });
  const [opening, setOpening] = useState<{ id: string; name: string } | null>(null);
  const currencies = data?.cashCurrencies ?? [];

  const create = useCreateDialog({
    label: t('tills.new'),
    createdMessage: t('tills.created'),
    children: (done) => <CreateTillForm onDone={done} />,
    size: 'md',
  });

  return (
    <Stack>
      <PageHeader title={t('tills.title')}>{can('cash:approve') && create.button}</PageHeader>
      {create.dialog}
      <Select label={t('orders.branch')} clearable w={220} data={branches} value={branchId} onChange={setBranchId} />
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('tills.session')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.tills.items.map((till) => (
              <Table.Tr key={till.id}>
                <Table.Td>{till.name}</Table.Td>
                <Table.Td>{till.currentSession ? <Badge>{t(`tillEnum.${till.currentSession.status}`)}</Badge> : t('tills.noSession')}</Table.Td>
                <Table.Td>
                  {till.currentSession ? (
                    <Button component={Link} to={`/sales/tills/sessions/${till.currentSession.id}`} variant="light" size="md">
                      {t('tills.goToSession')}
                    </Button>
                  ) : (
                    till.active &&
                    can('cash:operate') && (
                      <Button size="md" onClick={() => setOpening({ id: till.id, name: till.name })}>
                        {t('tills.open')}
                      </Button>
                    )
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {opening && <OpenSessionForm till={opening} currencies={currencies} />}
    </Stack>
  );
}

function CreateTillForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [state, create] = useMutation(CreateTillDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { name } }, TILL_CONTEXT);
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('tills.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="end">
          <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OpenSessionForm({ till, currencies }: { till: { id: string; name: string }; currencies: Array<{ code: string; minorDigits: number }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [amounts, setAmounts] = useState<Record<string, number | string>>({});
  const [state, open] = useMutation(OpenTillSessionDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const floats = currencies.map((c) => ({ currency: c.code, amount: toMinor(amounts[c.code] ?? 0, c.minorDigits) }));
    const result = await open({ tillId: till.id, input: { floats } }, TILL_CONTEXT);
    if (result.data) void navigate(`/sales/tills/sessions/${result.data.openTillSession.id}`);
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('tills.openTitle', { name: till.name })}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('tills.openTitle', { name: till.name })}
          </Title>
          <FormError error={state.error} />
          <Group grow>
            {currencies.map((c) => (
              <NumberField
                key={c.code}
                size="lg"
                label={t('tills.float', { currency: c.code })}
                min={0}
                decimalScale={c.minorDigits}
                thousandSeparator=","
                value={amounts[c.code] ?? ''}
                onChange={(value) => setAmounts((old) => ({ ...old, [c.code]: value }))}
              />
            ))}
          </Group>
          <Group>
            <Button type="submit" size="lg" loading={state.fetching}>
              {t('tills.openButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
