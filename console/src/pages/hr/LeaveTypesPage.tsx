import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Table } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { LeaveTypeRowFragment } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NoteDialog } from '../../ui/NoteDialog';
import { localName } from '../../ui/format';
import { NameFields } from '../../ui/NameFields';

graphql(`
  fragment LeaveTypeRow on LeaveType {
    id
    name
    nameAr
    usesBalance
    paid
    deletedAt
    deleteReason
  }
`);

const LeaveTypesDocument = graphql(`
  query LeaveTypes($list: ListArgs, $filter: LeaveTypeFilter) {
    leaveTypes(list: $list, filter: $filter) {
      items {
        ...LeaveTypeRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreateLeaveTypeDocument = graphql(`
  mutation CreateLeaveType($input: LeaveTypeInput!) {
    createLeaveType(input: $input) {
      ...LeaveTypeRow
    }
  }
`);
const CreateDefaultLeaveTypesDocument = graphql(`
  mutation CreateDefaultLeaveTypes {
    createDefaultLeaveTypes {
      ...LeaveTypeRow
    }
  }
`);
const UpdateLeaveTypeDocument = graphql(`
  mutation UpdateLeaveType($id: UUID!, $input: LeaveTypeInput!) {
    updateLeaveType(id: $id, input: $input) {
      ...LeaveTypeRow
    }
  }
`);
const DeleteLeaveTypeDocument = graphql(`
  mutation DeleteLeaveType($id: UUID!, $reason: String) {
    deleteLeaveType(id: $id, reason: $reason) {
      ...LeaveTypeRow
    }
  }
`);

const LEAVE_TYPE_CONTEXT = { additionalTypenames: ['LeaveType'] };

/** Leave types: create (or add the standard four), edit, delete (refused in words while pending requests use one). */
export function LeaveTypesPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const includeDeleted = params.filter('deleted') === '1';
  const [{ data, error, fetching }] = useQuery({
    query: LeaveTypesDocument,
    variables: { list: listArgs(params), filter: { includeDeleted } },
    context: LEAVE_TYPE_CONTEXT,
  });
  const [defaultsState, createDefaults] = useMutation(CreateDefaultLeaveTypesDocument);
  const [, remove] = useMutation(DeleteLeaveTypeDocument);
  const [defaultsDone, setDefaultsDone] = useState(false);
  const [editing, setEditing] = useState<LeaveTypeRowFragment | null>(null);
  const [deleting, setDeleting] = useState<LeaveTypeRowFragment | null>(null);
  const page = data?.leaveTypes;
  const create = useCreateDialog({
    label: t('leaveTypes.new'),
    createdMessage: t('leaveTypes.created'),
    size: 'md',
    children: (done) => <LeaveTypeForm onDone={done} />,
  });

  const addDefaults = async () => {
    setDefaultsDone(false);
    const result = await createDefaults({}, LEAVE_TYPE_CONTEXT);
    if (!result.error) setDefaultsDone(true);
  };

  return (
    <Stack>
      <PageHeader title={t('leaveTypes.title')}>
        {can('hr:write') && (
          <Group gap="sm">
            <Button variant="light" onClick={() => void addDefaults()} loading={defaultsState.fetching}>
              {t('leaveTypes.defaults')}
            </Button>
            {create.button}
          </Group>
        )}
      </PageHeader>
      {defaultsDone && <Alert color="teal">{t('leaveTypes.defaultsDone')}</Alert>}
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Checkbox label={t('common.includeDeleted')} checked={includeDeleted} onChange={(e) => update({ deleted: e.currentTarget.checked ? '1' : null })} />
      </Group>
      <FormError error={error ?? defaultsState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('leaveTypes.usesBalance')}</Table.Th>
              <Table.Th>{t('leaveTypes.paid')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={4} />}
            {page?.items.map((type) => (
              <Table.Tr key={type.id}>
                <Table.Td>
                  {localName(type.name, type.nameAr, i18n.language)} {type.deletedAt && <Badge color="gray">{t('common.deleted')}</Badge>}
                </Table.Td>
                <Table.Td>{type.usesBalance ? t('common.yes') : t('common.no')}</Table.Td>
                <Table.Td>{type.paid ? t('common.yes') : t('common.no')}</Table.Td>
                <Table.Td>
                  {can('hr:write') && !type.deletedAt && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" aria-label={`${t('common.edit')}: ${type.name}`} onClick={() => setEditing(type)}>
                        {t('common.edit')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" aria-label={`${t('common.delete')}: ${type.name}`} onClick={() => setDeleting(type)}>
                        {t('common.delete')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('hrCommon.editTitle', { name: editing.name }) : ''}>
        {editing && <LeaveTypeForm leaveType={editing} onDone={() => setEditing(null)} />}
      </Modal>
      {deleting && (
        <NoteDialog
          title={t('hrCommon.deleteTitle', { name: deleting.name })}
          label={t('hrCommon.deleteReason')}
          color="red"
          submitLabel={t('common.delete')}
          onClose={() => setDeleting(null)}
          onSubmit={(reason) => remove({ id: deleting.id, reason: reason || null }, LEAVE_TYPE_CONTEXT)}
        />
      )}
    </Stack>
  );
}

function LeaveTypeForm({ leaveType, onDone }: { leaveType?: LeaveTypeRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(
    leaveType
      ? { name: leaveType.name, nameAr: leaveType.nameAr ?? '', usesBalance: leaveType.usesBalance, paid: leaveType.paid }
      : { name: '', nameAr: '', usesBalance: false, paid: true },
  );
  const [createState, create] = useMutation(CreateLeaveTypeDocument);
  const [updateState, save] = useMutation(UpdateLeaveTypeDocument);
  const state = leaveType ? updateState : createState;
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: form.name, nameAr: form.nameAr || null, usesBalance: form.usesBalance, paid: form.paid };
    const result = leaveType ? await save({ id: leaveType.id, input }, LEAVE_TYPE_CONTEXT) : await create({ input }, LEAVE_TYPE_CONTEXT);
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={leaveType ? t('common.edit') : t('leaveTypes.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <NameFields value={form} onChange={(change) => setForm({ ...form, ...change })} errors={fields} />
        </Group>
        <Group>
          <Checkbox
            label={t('leaveTypes.usesBalance')}
            checked={form.usesBalance}
            onChange={(e) => setForm({ ...form, usesBalance: e.currentTarget.checked })}
            error={fields.usesBalance}
          />
          <Checkbox
            label={t('leaveTypes.paid')}
            checked={form.paid}
            onChange={(e) => setForm({ ...form, paid: e.currentTarget.checked })}
            error={fields.paid}
          />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {leaveType ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
