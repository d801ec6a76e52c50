import { useState } from 'react';
import { Checkbox, Group, Select, Stack, Table } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { PaymentKind } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { useSalesEnumOptions } from './SalesBadge';
import { NameKindForm } from './NameKindForm';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';

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
      totalIsExact
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
  const create = useCreateDialog({
    label: t('paymentMethods.new'),
    createdMessage: t('paymentMethods.created'),
    children: (done) => <CreateMethodForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('paymentMethods.title')}>{manage && create.button}</PageHeader>
      {create.dialog}
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
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}

function CreateMethodForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [selfOrder, setSelfOrder] = useState(false);
  const [state, create] = useMutation(CreatePaymentMethodDocument);
  return (
    <NameKindForm
      label={t('paymentMethods.new')}
      kinds={KINDS}
      initialKind="Cash"
      error={state.error}
      fetching={state.fetching}
      onCreate={(values) => create({ input: { ...values, allowedForSelfOrder: selfOrder } }, METHOD_CONTEXT)}
      onDone={onDone}
    >
      <Checkbox label={t('paymentMethods.selfOrder')} checked={selfOrder} onChange={(e) => setSelfOrder(e.currentTarget.checked)} />
    </NameKindForm>
  );
}
