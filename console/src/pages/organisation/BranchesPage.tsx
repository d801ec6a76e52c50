import { useSession } from '../../auth/session';
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Table, TextInput } from '@mantine/core';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { NoteDialog } from '../../ui/NoteDialog';
import type { BranchRowFragment } from '../../gql/graphql';
import { NameFields } from '../../ui/NameFields';
import { ActiveToggleButton } from '../../ui/ActiveToggleButton';

graphql(`
  fragment BranchRow on Branch {
    id
    name
    nameAr
    code
    address
    phone
    timeZone
    active
    deactivatedAt
    deactivationReason
  }
`);

const BranchesDocument = graphql(`
  query Branches($list: ListArgs) {
    branches(list: $list) {
      items {
        ...BranchRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const UpdateBranchDocument = graphql(`
  mutation UpdateBranch($id: UUID!, $input: UpdateBranchInput!) {
    updateBranch(id: $id, input: $input) {
      ...BranchRow
    }
  }
`);
const DeactivateBranchDocument = graphql(`
  mutation DeactivateBranch($id: UUID!, $reason: String) {
    deactivateBranch(id: $id, reason: $reason) {
      ...BranchRow
    }
  }
`);
const ActivateBranchDocument = graphql(`
  mutation ActivateBranch($id: UUID!, $reason: String) {
    activateBranch(id: $id, reason: $reason) {
      ...BranchRow
    }
  }
`);

const CreateBranchDocument = graphql(`
  mutation CreateBranch($input: CreateBranchInput!) {
    createBranch(input: $input) {
      id
    }
  }
`);

const BRANCH_CONTEXT = { additionalTypenames: ['Branch'] };

export function BranchesPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const [{ data, error, fetching }] = useQuery({ query: BranchesDocument, variables: { list: listArgs(params) }, context: BRANCH_CONTEXT });
  const [editing, setEditing] = useState<BranchRowFragment | null>(null);
  const [toggling, setToggling] = useState<BranchRowFragment | null>(null);
  const [, deactivate] = useMutation(DeactivateBranchDocument);
  const [, activate] = useMutation(ActivateBranchDocument);
  const page = data?.branches;

  const create = useCreateDialog({
    label: t('branches.new'),
    createdMessage: t('branches.created'),
    children: (done) => (
      <NewBranchForm
        onDone={() => {
          done();
          void session.reloadMe();
        }}
      />
    ),
  });

  return (
    <Stack>
      <PageHeader title={t('branches.title')}>{create.button}</PageHeader>
      {create.dialog}
      <SearchBox params={params} onSearch={(q) => update({ q })} />
      <FormError error={error} />
      <Table striped aria-busy={fetching}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
            <SortHeader field="code" label={t('branches.code')} params={params} onSort={toggleSort} />
            <Table.Th>{t('branches.timeZone')}</Table.Th>
            <Table.Th>{t('branches.active')}</Table.Th>
            <Table.Th>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page?.items.length === 0 && <EmptyRow columns={5} />}
          {page?.items.map((branch) => (
            <Table.Tr key={branch.id}>
              <Table.Td>{localName(branch.name, branch.nameAr, i18n.language)}</Table.Td>
              <Table.Td>{branch.code}</Table.Td>
              <Table.Td>{branch.timeZone}</Table.Td>
              <Table.Td>{branch.active ? t('common.yes') : t('common.no')}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setEditing(branch)} aria-label={`${t('branchEdit.edit')}: ${branch.code}`}>
                    {t('branchEdit.edit')}
                  </Button>
                  <ActiveToggleButton
                    active={branch.active}
                    name={branch.code}
                    activateLabel={t('branchEdit.activate')}
                    deactivateLabel={t('branchEdit.deactivate')}
                    onClick={() => setToggling(branch)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('branchEdit.title', { name: editing.name }) : ''}>
        {editing && <BranchForm branch={editing} onDone={() => setEditing(null)} />}
      </Modal>
      {toggling && (
        <NoteDialog
          title={t(toggling.active ? 'branchEdit.deactivateTitle' : 'branchEdit.activateTitle', { name: toggling.name })}
          description={toggling.active ? t('branchEdit.deactivateHelp') : undefined}
          label={t('common.reason')}
          color={toggling.active ? 'red' : 'teal'}
          submitLabel={toggling.active ? t('branchEdit.deactivate') : t('branchEdit.activate')}
          onClose={() => setToggling(null)}
          onSubmit={async (reason) => {
            const result = await (toggling.active ? deactivate : activate)({ id: toggling.id, reason: reason || null }, BRANCH_CONTEXT);
            if (!result.error) await session.reloadMe();
            return result;
          }}
        />
      )}
    </Stack>
  );
}

/** Name, code, contact and time zone of a branch; a taken code is a 409 in words, a bad zone a field message. */
function BranchForm({ branch, onDone }: { branch: BranchRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [form, setForm] = useState({
    name: branch.name,
    nameAr: branch.nameAr ?? '',
    code: branch.code,
    address: branch.address ?? '',
    phone: branch.phone ?? '',
    timeZone: branch.timeZone,
  });
  const [state, save] = useMutation(UpdateBranchDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(
      { id: branch.id, input: { ...form, nameAr: form.nameAr || null, address: form.address || null, phone: form.phone || null } },
      BRANCH_CONTEXT,
    );
    if (!result.error) {
      await session.reloadMe();
      onDone();
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('branchEdit.title', { name: branch.name })}>
      <Stack>
        <FormError error={state.error} />
        <NameFields value={form} onChange={(change) => setForm({ ...form, ...change })} errors={fields} />
        <TextInput
          label={t('branches.code')}
          required
          dir="ltr"
          value={form.code}
          onChange={(e) => setForm({ ...form, code: e.currentTarget.value })}
          error={fields.code}
        />
        <TextInput
          label={t('branchEdit.address')}
          value={form.address}
          onChange={(e) => setForm({ ...form, address: e.currentTarget.value })}
          error={fields.address}
        />
        <TextInput
          label={t('branchEdit.phone')}
          type="tel"
          dir="ltr"
          value={form.phone}
          onChange={(e) => setForm({ ...form, phone: e.currentTarget.value })}
          error={fields.phone}
        />
        <TextInput
          label={t('branches.timeZone')}
          dir="ltr"
          value={form.timeZone}
          onChange={(e) => setForm({ ...form, timeZone: e.currentTarget.value })}
          error={fields.timeZone}
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

/** Creates a branch; the header's branch switcher learns of it from the reloaded session. */
function NewBranchForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ name: '', nameAr: '', code: '', timeZone: 'Asia/Baghdad' });
  const [state, create] = useMutation(CreateBranchDocument);
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { ...form, nameAr: form.nameAr || null } }, BRANCH_CONTEXT);
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('branches.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <NameFields value={form} onChange={(change) => setForm({ ...form, ...change })} errors={fields} />
          <TextInput
            label={t('branches.code')}
            required
            value={form.code}
            onChange={(e) => setForm({ ...form, code: e.currentTarget.value })}
            error={fields.code}
            dir="ltr"
          />
          <TextInput
            label={t('branches.timeZone')}
            value={form.timeZone}
            onChange={(e) => setForm({ ...form, timeZone: e.currentTarget.value })}
            error={fields.timeZone}
            dir="ltr"
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
