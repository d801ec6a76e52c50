import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { SupplierRowFragment } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { MoneyBadge } from '../accounting/money-ui';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { NameFields } from '../../ui/NameFields';
import { ActiveFilter } from '../../ui/ActiveFilter';
import { ActiveToggleButton } from '../../ui/ActiveToggleButton';

graphql(`
  fragment SupplierRow on Supplier {
    id
    name
    nameAr
    phone
    taxNumber
    active
  }
`);
const SuppliersDocument = graphql(`
  query Suppliers($list: ListArgs, $filter: SupplierFilter) {
    suppliers(list: $list, filter: $filter) {
      items {
        ...SupplierRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
export const CreateSupplierDocument = graphql(`
  mutation CreateSupplier($input: CreateSupplierInput!) {
    createSupplier(input: $input) {
      ...SupplierRow
    }
  }
`);
const UpdateSupplierDocument = graphql(`
  mutation UpdateSupplier($id: UUID!, $input: UpdateSupplierInput!) {
    updateSupplier(id: $id, input: $input) {
      ...SupplierRow
    }
  }
`);
const DeactivateSupplierDocument = graphql(`
  mutation DeactivateSupplier($id: UUID!, $input: SupplierReasonInput) {
    deactivateSupplier(id: $id, input: $input) {
      ...SupplierRow
    }
  }
`);
const ActivateSupplierDocument = graphql(`
  mutation ActivateSupplier($id: UUID!, $input: SupplierReasonInput) {
    activateSupplier(id: $id, input: $input) {
      ...SupplierRow
    }
  }
`);

const SUPPLIER_CONTEXT = { additionalTypenames: ['Supplier'] };

export function SuppliersPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const activeFilter = params.filter('active');
  const filter = { active: activeFilter === 'yes' ? true : activeFilter === 'no' ? false : null };
  const [{ data, error, fetching }] = useQuery({ query: SuppliersDocument, variables: { list: listArgs(params), filter }, context: SUPPLIER_CONTEXT });
  const [editing, setEditing] = useState<SupplierRowFragment | null>(null);
  const [toggling, setToggling] = useState<SupplierRowFragment | null>(null);
  const [deactivateState, deactivate] = useMutation(DeactivateSupplierDocument);
  const [activateState, activate] = useMutation(ActivateSupplierDocument);
  const toggleState = toggling?.active ? deactivateState : activateState;
  const page = data?.suppliers;
  const write = can('purchasing:write');
  const create = useCreateDialog({
    label: t('suppliers.new'),
    createdMessage: t('suppliers.created'),
    children: (done) => <SupplierForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('suppliers.title')}>{write && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <ActiveFilter label={t('suppliers.state')} w={160} value={activeFilter || null} onChange={(value) => update({ active: value })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('suppliers.phone')}</Table.Th>
              <Table.Th>{t('suppliers.taxNumber')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={5} />}
            {page?.items.map((supplier) => (
              <Table.Tr key={supplier.id}>
                <Table.Td>{localName(supplier.name, supplier.nameAr, i18n.language)}</Table.Td>
                <Table.Td dir="ltr">{supplier.phone}</Table.Td>
                <Table.Td dir="ltr">{supplier.taxNumber}</Table.Td>
                <Table.Td>
                  <MoneyBadge value={supplier.active ? 'Active' : 'Inactive'} />
                </Table.Td>
                <Table.Td>
                  {write && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(supplier)} aria-label={`${t('common.edit')}: ${supplier.name}`}>
                        {t('common.edit')}
                      </Button>
                      <ActiveToggleButton
                        active={supplier.active}
                        name={supplier.name}
                        activateLabel={t('suppliers.activate')}
                        deactivateLabel={t('suppliers.deactivate')}
                        deactivateColor="orange"
                        onClick={() => setToggling(supplier)}
                      />
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('suppliers.editTitle', { name: editing.name }) : ''}>
        {editing && <SupplierForm supplier={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ReasonDialog
        title={toggling ? t('suppliers.activeTitle', { name: toggling.name }) : ''}
        opened={toggling !== null}
        required={false}
        submitLabel={toggling?.active ? t('suppliers.deactivate') : t('suppliers.activate')}
        error={toggleState.error}
        fetching={toggleState.fetching}
        onClose={() => setToggling(null)}
        onSubmit={async (reason) => {
          if (!toggling) return false;
          const variables = { id: toggling.id, input: { reason: reason || null } };
          const result = toggling.active ? await deactivate(variables) : await activate(variables);
          return !result.error;
        }}
      />
    </Stack>
  );
}

function SupplierForm({ supplier, onDone }: { supplier?: SupplierRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(
    supplier
      ? { name: supplier.name, nameAr: supplier.nameAr ?? '', phone: supplier.phone ?? '', taxNumber: supplier.taxNumber ?? '' }
      : { name: '', nameAr: '', phone: '', taxNumber: '' },
  );
  const [createState, create] = useMutation(CreateSupplierDocument);
  const [updateState, save] = useMutation(UpdateSupplierDocument);
  const state = supplier ? updateState : createState;
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: form.name, nameAr: form.nameAr || null, phone: form.phone || null, taxNumber: form.taxNumber || null };
    const result = supplier ? await save({ id: supplier.id, input }) : await create({ input });
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={supplier ? t('common.edit') : t('suppliers.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <NameFields value={form} onChange={(change) => setForm({ ...form, ...change })} errors={fields} />
        </Group>
        <Group align="start" grow>
          <TextInput
            label={t('suppliers.phone')}
            dir="ltr"
            value={form.phone}
            onChange={(e) => setForm({ ...form, phone: e.currentTarget.value })}
            error={fields.phone}
          />
          <TextInput
            label={t('suppliers.taxNumber')}
            dir="ltr"
            value={form.taxNumber}
            onChange={(e) => setForm({ ...form, taxNumber: e.currentTarget.value })}
            error={fields.taxNumber}
          />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {supplier ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
