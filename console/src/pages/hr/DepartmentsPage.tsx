import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Checkbox, Group, Modal, Stack, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { DepartmentRowFragment } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NoteDialog } from '../../ui/NoteDialog';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { formatDateTime, localName } from '../../ui/format';

graphql(`
  fragment DepartmentRow on Department {
    id
    name
    nameAr
    createdAt
    deletedAt
    deleteReason
  }
`);

const DepartmentsDocument = graphql(`
  query Departments($list: ListArgs, $filter: DepartmentFilter) {
    departments(list: $list, filter: $filter) {
      items {
        ...DepartmentRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const CreateDepartmentDocument = graphql(`
  mutation CreateDepartment($input: CreateDepartmentInput!) {
    createDepartment(input: $input) {
      ...DepartmentRow
    }
  }
`);

const UpdateDepartmentDocument = graphql(`
  mutation UpdateDepartment($id: UUID!, $input: UpdateDepartmentInput!) {
    updateDepartment(id: $id, input: $input) {
      ...DepartmentRow
    }
  }
`);

const DeleteDepartmentDocument = graphql(`
  mutation DeleteDepartment($id: UUID!, $reason: String) {
    deleteDepartment(id: $id, reason: $reason) {
      ...DepartmentRow
    }
  }
`);

/** Lists refetch after any mutation that returns this type, even while they are empty. */
const DEPARTMENT_CONTEXT = { additionalTypenames: ['Department'] };

export function DepartmentsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const includeDeleted = params.filter('deleted') === '1';
  const [{ data, error, fetching }] = useQuery({
    query: DepartmentsDocument,
    variables: { list: listArgs(params), filter: { includeDeleted } },
    context: DEPARTMENT_CONTEXT,
  });
  const [editing, setEditing] = useState<DepartmentRowFragment | null>(null);
  const [deleting, setDeleting] = useState<DepartmentRowFragment | null>(null);
  const [, remove] = useMutation(DeleteDepartmentDocument);
  const page = data?.departments;
  const create = useCreateDialog({
    label: t('departments.new'),
    createdMessage: t('departments.created'),
    size: 'md',
    children: (done) => <DepartmentForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('departments.title')}>{can('hr:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Checkbox label={t('common.includeDeleted')} checked={includeDeleted} onChange={(e) => update({ deleted: e.currentTarget.checked ? '1' : null })} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped highlightOnHover aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <SortHeader field="createdAt" label={t('common.created')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={3} />}
            {page?.items.map((department) => (
              <Table.Tr key={department.id}>
                <Table.Td>
                  {localName(department.name, department.nameAr, i18n.language)} {department.deletedAt && <Badge color="gray">{t('common.deleted')}</Badge>}
                </Table.Td>
                <Table.Td>{formatDateTime(department.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {can('audit:read') && (
                      <Anchor
                        component={Link}
                        size="sm"
                        to={`/organisation/audit?type=department&id=${department.id}`}
                        aria-label={`${t('nav.audit')}: ${department.name}`}
                      >
                        {t('nav.audit')}
                      </Anchor>
                    )}
                    {can('hr:write') && !department.deletedAt && (
                      <Button size="xs" variant="light" onClick={() => setEditing(department)} aria-label={`${t('common.edit')} ${department.name}`}>
                        {t('common.edit')}
                      </Button>
                    )}
                    {can('hr:write') && !department.deletedAt && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setDeleting(department)}
                        aria-label={`${t('common.delete')}: ${department.name}`}
                      >
                        {t('common.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('common.edit')}>
        {editing && <DepartmentForm department={editing} onDone={() => setEditing(null)} />}
      </Modal>
      {deleting && (
        <NoteDialog
          title={t('hrCommon.deleteTitle', { name: deleting.name })}
          label={t('hrCommon.deleteReason')}
          color="red"
          submitLabel={t('common.delete')}
          onClose={() => setDeleting(null)}
          onSubmit={(reason) => remove({ id: deleting.id, reason: reason || null }, DEPARTMENT_CONTEXT)}
        />
      )}
    </Stack>
  );
}

/** Creates a department, or edits one; the service's 422 messages show under their fields. */
function DepartmentForm({ department, onDone }: { department?: DepartmentRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(department?.name ?? '');
  const [nameAr, setNameAr] = useState(department?.nameAr ?? '');
  const [createState, create] = useMutation(CreateDepartmentDocument);
  const [updateState, save] = useMutation(UpdateDepartmentDocument);
  const state = department ? updateState : createState;
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, nameAr: nameAr || null };
    const result = department ? await save({ id: department.id, input }) : await create({ input }, DEPARTMENT_CONTEXT);
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={department ? t('common.edit') : t('departments.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
          <TextInput label={t('common.nameAr')} dir="rtl" lang="ar" value={nameAr} onChange={(e) => setNameAr(e.currentTarget.value)} error={fields.nameAr} />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {department ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
