import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, Table, TextInput } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { MemberRowFragment, MembershipStatus, Role } from '../../gql/graphql';
import { useMe } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { StatusBadge, useEnumOptions } from '../../ui/StatusBadge';

const ROLES: Role[] = ['Owner', 'Manager', 'Accountant', 'Hr', 'Staff'];
const STATUSES: MembershipStatus[] = ['Invited', 'Active', 'Disabled'];

graphql(`
  fragment MemberRow on Membership {
    id
    role
    status
    allBranches
    branchIds
    user {
      id
      email
      fullName
    }
  }
`);

const MembersDocument = graphql(`
  query Members($list: ListArgs, $filter: MemberFilter) {
    members(list: $list, filter: $filter) {
      items {
        ...MemberRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const UpdateMemberDocument = graphql(`
  mutation UpdateMember($id: UUID!, $input: UpdateMemberInput!) {
    updateMember(id: $id, input: $input) {
      ...MemberRow
    }
  }
`);

const InviteMemberDocument = graphql(`
  mutation InviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      id
      status
    }
  }
`);

const MEMBER_CONTEXT = { additionalTypenames: ['Membership'] };

export function MembersPage() {
  const { t, i18n } = useTranslation();
  const roleOptions = useEnumOptions(ROLES);
  const statusOptions = useEnumOptions(STATUSES);
  const me = useMe();
  const { params, update, toggleSort } = useListParams({ sort: 'fullName', dir: 'asc' });
  const filter = { role: (params.filter('role') || null) as Role | null, status: (params.filter('status') || null) as MembershipStatus | null };
  const [{ data, error, fetching }] = useQuery({ query: MembersDocument, variables: { list: listArgs(params), filter }, context: MEMBER_CONTEXT });
  const branchName = (id: string) => {
    const branch = me.branches.find((b) => b.id === id);
    return branch ? localName(branch.name, branch.nameAr, i18n.language) : id;
  };
  const [editing, setEditing] = useState<MemberRowFragment | null>(null);
  const page = data?.members;

  const create = useCreateDialog({
    label: t('members.invite'),
    createdMessage: t('members.invited'),
    children: (done) => <InviteForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('members.title')}>{create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('members.role')} clearable data={roleOptions} value={filter.role} onChange={(value) => update({ role: value })} w={160} />
        <Select label={t('common.status')} clearable data={statusOptions} value={filter.status} onChange={(value) => update({ status: value })} w={160} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="fullName" label={t('members.fullName')} params={params} onSort={toggleSort} />
              <SortHeader field="email" label={t('auth.email')} params={params} onSort={toggleSort} />
              <SortHeader field="role" label={t('members.role')} params={params} onSort={toggleSort} />
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <Table.Th>{t('members.branches')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={6} />}
            {page?.items.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>{member.user.fullName}</Table.Td>
                <Table.Td className="secret">{member.user.email}</Table.Td>
                <Table.Td>{t(`enum.${member.role}`, { defaultValue: member.role })}</Table.Td>
                <Table.Td>
                  <StatusBadge value={member.status} />
                </Table.Td>
                <Table.Td>{member.allBranches ? t('members.allBranches') : member.branchIds.map(branchName).join(', ')}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setEditing(member)} aria-label={`${t('memberEdit.edit')}: ${member.user.fullName}`}>
                    {t('memberEdit.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('memberEdit.title', { name: editing.user.fullName }) : ''}>
        {editing && <MemberForm member={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

/** Role, branches and Active/Disabled of a member; an Invited member keeps that status until they activate. */
function MemberForm({ member, onDone }: { member: MemberRowFragment; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const roleOptions = useEnumOptions(ROLES);
  const me = useMe();
  const [form, setForm] = useState({
    role: member.role as string | null,
    allBranches: member.allBranches,
    branchIds: member.branchIds,
    status: member.status as string | null,
  });
  const [state, save] = useMutation(UpdateMemberDocument);
  const fields = fieldErrorsOf(state.error);
  const statusOptions = (member.status === 'Invited' ? STATUSES : STATUSES.filter((s) => s !== 'Invited')).map((value) => ({
    value,
    label: t(`enum.${value}`, { defaultValue: value }),
  }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const status = form.status === member.status ? null : (form.status as MembershipStatus | null);
    const result = await save(
      { id: member.id, input: { role: form.role as Role | null, allBranches: form.allBranches, branchIds: form.allBranches ? null : form.branchIds, status } },
      MEMBER_CONTEXT,
    );
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('memberEdit.title', { name: member.user.fullName })}>
      <Stack>
        <FormError error={state.error} />
        <Select
          label={t('members.role')}
          required
          allowDeselect={false}
          data={roleOptions}
          value={form.role}
          onChange={(value) => setForm({ ...form, role: value })}
          error={fields.role}
        />
        <Checkbox label={t('members.allBranches')} checked={form.allBranches} onChange={(e) => setForm({ ...form, allBranches: e.currentTarget.checked })} />
        <MultiSelect
          label={t('members.branches')}
          disabled={form.allBranches}
          data={me.branches.map((b) => ({ value: b.id, label: localName(b.name, b.nameAr, i18n.language) }))}
          value={form.branchIds}
          onChange={(branchIds) => setForm({ ...form, branchIds })}
          error={fields.branchIds ?? Object.entries(fields).find(([k]) => k.startsWith('branchIds['))?.[1]}
        />
        <Select
          label={t('memberEdit.status')}
          allowDeselect={false}
          data={statusOptions}
          value={form.status}
          onChange={(value) => setForm({ ...form, status: value })}
          error={fields.status}
        />
        <Group justify="end">
          <Button type="submit" loading={state.fetching}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const roleOptions = useEnumOptions(ROLES);
  const me = useMe();
  const empty = { email: '', fullName: '', role: 'Staff' as Role, allBranches: false, branchIds: [me.branch.id] };
  const [form, setForm] = useState(empty);
  const [state, invite] = useMutation(InviteMemberDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await invite({ input: { ...form, branchIds: form.allBranches ? null : form.branchIds } });
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('members.invite')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <TextInput
            label={t('auth.email')}
            type="email"
            required
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
            error={fields.email}
          />
          <TextInput
            label={t('members.fullName')}
            required
            value={form.fullName}
            onChange={(e) => setForm({ ...form, fullName: e.currentTarget.value })}
            error={fields.fullName}
          />
          <Select
            label={t('members.role')}
            required
            allowDeselect={false}
            data={roleOptions}
            value={form.role}
            onChange={(value) => setForm({ ...form, role: (value ?? 'Staff') as Role })}
            error={fields.role}
          />
        </Group>
        <Group align="end">
          <MultiSelect
            label={t('members.branches')}
            disabled={form.allBranches}
            data={me.branches.map((b) => ({ value: b.id, label: localName(b.name, b.nameAr, i18n.language) }))}
            value={form.branchIds}
            onChange={(branchIds) => setForm({ ...form, branchIds })}
            error={fields.branchIds ?? Object.entries(fields).find(([k]) => k.startsWith('branchIds['))?.[1]}
            miw={260}
          />
          <Checkbox label={t('members.allBranches')} checked={form.allBranches} onChange={(e) => setForm({ ...form, allBranches: e.currentTarget.checked })} />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('members.invite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
