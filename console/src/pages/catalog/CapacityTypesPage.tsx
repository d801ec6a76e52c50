import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CapacityTypeRowFragment } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { DeleteWithReasonDialog } from '../../ui/ReasonDialog';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';

graphql(`
  fragment CapacityTypeRow on CapacityType {
    id
    name
    nameAr
  }
`);
const CapacityTypesDocument = graphql(`
  query CapacityTypes($list: ListArgs) {
    capacityTypes(list: $list) {
      items {
        ...CapacityTypeRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreateCapacityTypeDocument = graphql(`
  mutation CreateCapacityType($input: CapacityTypeInput!) {
    createCapacityType(input: $input) {
      ...CapacityTypeRow
    }
  }
`);
const UpdateCapacityTypeDocument = graphql(`
  mutation UpdateCapacityType($id: UUID!, $input: CapacityTypeInput!) {
    updateCapacityType(id: $id, input: $input) {
      ...CapacityTypeRow
    }
  }
`);
const DeleteCapacityTypeDocument = graphql(`
  mutation DeleteCapacityType($id: UUID!, $reason: String) {
    deleteCapacityType(id: $id, reason: $reason) {
      id
    }
  }
`);

const CAPACITY_CONTEXT = { additionalTypenames: ['CapacityType'] };

export function CapacityTypesPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const [{ data, error, fetching }] = useQuery({ query: CapacityTypesDocument, variables: { list: listArgs(params) }, context: CAPACITY_CONTEXT });
  const [editing, setEditing] = useState<CapacityTypeRowFragment | null>(null);
  const [deleting, setDeleting] = useState<CapacityTypeRowFragment | null>(null);
  const [deleteState, remove] = useMutation(DeleteCapacityTypeDocument);
  const page = data?.capacityTypes;
  const write = can('catalog:write');
  const create = useCreateDialog({
    label: t('catalog.newCapacityType'),
    createdMessage: t('catalog.capacityTypeCreated'),
    size: 'md',
    children: (done) => <CapacityTypeForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('catalog.capacityTypes')}>{write && create.button}</PageHeader>
      {create.dialog}
      <SearchBox params={params} onSearch={(q) => update({ q })} />
      <FormError error={error} />
      <Table striped aria-busy={fetching}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
            {write && <Table.Th>{t('common.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page?.items.length === 0 && <EmptyRow columns={write ? 2 : 1} />}
          {page?.items.map((type) => (
            <Table.Tr key={type.id}>
              <Table.Td>{localName(type.name, type.nameAr, i18n.language)}</Table.Td>
              {write && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setEditing(type)} aria-label={`${t('common.edit')}: ${type.name}`}>
                      {t('common.edit')}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(type)} aria-label={`${t('common.delete')}: ${type.name}`}>
                      {t('common.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('menu.editRecord', { name: editing.name }) : ''}>
        {editing && <CapacityTypeForm type={editing} onDone={() => setEditing(null)} />}
      </Modal>
      {deleting && (
        <DeleteWithReasonDialog
          name={deleting.name}
          error={deleteState.error}
          fetching={deleteState.fetching}
          onClose={() => setDeleting(null)}
          onDelete={async (reason) => !(await remove({ id: deleting.id, reason }, CAPACITY_CONTEXT)).error}
        />
      )}
    </Stack>
  );
}

function CapacityTypeForm({ type, onDone }: { type?: CapacityTypeRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(type?.name ?? '');
  const [nameAr, setNameAr] = useState(type?.nameAr ?? '');
  const [createState, create] = useMutation(CreateCapacityTypeDocument);
  const [updateState, save] = useMutation(UpdateCapacityTypeDocument);
  const state = type ? updateState : createState;
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, nameAr: nameAr || null };
    const result = type ? await save({ id: type.id, input }, CAPACITY_CONTEXT) : await create({ input }, CAPACITY_CONTEXT);
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={type ? t('menu.editRecord', { name: type.name }) : t('catalog.newCapacityType')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
          <TextInput label={t('common.nameAr')} dir="rtl" lang="ar" value={nameAr} onChange={(e) => setNameAr(e.currentTarget.value)} error={fields.nameAr} />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {type ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
