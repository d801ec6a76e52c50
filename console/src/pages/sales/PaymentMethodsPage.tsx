import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { PaymentKind } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { useSalesEnumOptions } from './SalesBadge';

const KINDS: PaymentKind[] = ['Cash', 'Card', 'Qi', 'Wallet', 'Other'];

const PaymentMethodsDocument = graphql(`
  query PaymentMethods($list: ListArgs, $filter: PaymentMethodFilter) {
    paymentMethods(list: $list, filter: $filter) {
      items {
        id
        name
        nameAr
        kind
        allowedForSelfOrder
        active
      }
      total
      totalPages
    }
  }
`);
const CreatePaymentMethodDocument = graphql(`
  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      id
    }
  }
`);
const UpdatePaymentMethodDocument = graphql(`
  mutation UpdatePaymentMethod($id: UUID!, $input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(id: $id, input: $input) {
      id
      active
      allowedForSelfOrder
    }
  }
`);

const METHOD_CONTEXT = { additionalTypenames: ['PaymentMethod'] };

/** Payment methods: never deleted (payments name them), switched off instead. */
export function PaymentMethodsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const kind = (params.filter('kind') || null) as PaymentKind | null;
  const [{ data, error, fetching }] = useQuery({
    query: PaymentMethodsDocument,
    variables: { list: listArgs(params), filter: { kind } },
    context: METHOD_CONTEXT,
  });
  const [updateState, change] = useMutation(UpdatePaymentMethodDocument);
  const kindOptions = useSalesEnumOptions(KINDS);
  const manage = can('sales:manage');
  const page = data?.paymentMethods;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('paymentMethods.title')}
      </Title>
      {manage && <CreateMethodForm />}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('paymentMethods.kind')} clearable data={kindOptions} value={kind} onChange={(value) => update({ kind: value })} w={180} />
      </Group>
      <FormError error={error ?? updateState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('paymentMethods.kind')}</Table.Th>
              <Table.Th>{t('paymentMethods.selfOrder')}</Table.Th>
              <Table.Th>{t('tables.active')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={4} />}
            {page?.items.map((method) => {
              const label = localName(method.name, method.nameAr, i18n.language);
              return (
                <Table.Tr key={method.id}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>{t(`salesEnum.${method.kind}`)}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${t('paymentMethods.selfOrder')}: ${label}`}
                      checked={method.allowedForSelfOrder}
                      disabled={!manage}
                      onChange={(e) => void change({ id: method.id, input: { allowedForSelfOrder: e.currentTarget.checked } }, METHOD_CONTEXT)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${t('tables.active')}: ${label}`}
                      checked={method.active}
                      disabled={!manage}
                      onChange={(e) => void change({ id: method.id, input: { active: e.currentTarget.checked } }, METHOD_CONTEXT)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}

function CreateMethodForm() {
  const { t } = useTranslation();
  const kindOptions = useSalesEnumOptions(KINDS);
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [kind, setKind] = useState<string | null>('Cash');
  const [selfOrder, setSelfOrder] = useState(false);
  const [state, create] = useMutation(CreatePaymentMethodDocument);
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create(
      { input: { name, nameAr: nameAr || null, kind: (kind ?? 'Cash') as PaymentKind, allowedForSelfOrder: selfOrder } },
      METHOD_CONTEXT,
    );
    if (!result.error) {
      setName('');
      setNameAr('');
      setSelfOrder(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('paymentMethods.new')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('paymentMethods.new')}
          </Title>
          <FormError error={state.error} />
          <Group align="start" grow>
            <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
            <TextInput label={t('common.nameAr')} dir="rtl" value={nameAr} onChange={(e) => setNameAr(e.currentTarget.value)} error={fields.nameAr} />
            <Select label={t('paymentMethods.kind')} data={kindOptions} value={kind} onChange={setKind} error={fields.kind} />
          </Group>
          <Checkbox label={t('paymentMethods.selfOrder')} checked={selfOrder} onChange={(e) => setSelfOrder(e.currentTarget.checked)} />
          <Group>
            <Button type="submit" loading={state.fetching}>
              {t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
