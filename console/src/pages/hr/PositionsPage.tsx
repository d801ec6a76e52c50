import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Select, Stack, Table, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { PositionRowFragment } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NoteDialog } from '../../ui/NoteDialog';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { formatIqd, localName } from '../../ui/format';

graphql(`
  fragment PositionRow on Position {
    id
    title
    titleAr
    baseSalary
    departmentId
    department {
      id
      name
      nameAr
    }
  }
`);

const PositionsDocument = graphql(`
  query Positions($list: ListArgs, $filter: PositionFilter) {
    positions(list: $list, filter: $filter) {
      items {
        ...PositionRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const DepartmentChoicesDocument = graphql(`
  query DepartmentChoices {
    departments(list: { perPage: 100, sort: "name" }) {
      items {
        id
        name
        nameAr
      }
    }
  }
`);

const CreatePositionDocument = graphql(`
  mutation CreatePosition($input: PositionInput!) {
    createPosition(input: $input) {
      id
    }
  }
`);

const UpdatePositionDocument = graphql(`
  mutation UpdatePosition($id: UUID!, $input: PositionInput!) {
    updatePosition(id: $id, input: $input) {
      ...PositionRow
    }
  }
`);

const DeletePositionDocument = graphql(`
  mutation DeletePosition($id: UUID!, $reason: String) {
    deletePosition(id: $id, reason: $reason) {
      id
      deletedAt
    }
  }
`);

/** Lists refetch after any mutation that returns this type, even while they are empty. */
const POSITION_CONTEXT = { additionalTypenames: ['Position'] };
/** A constant: urql runs the query again whenever the context object changes. */
const DEPARTMENT_CONTEXT = { additionalTypenames: ['Department'] };

type Choices = Array<{ value: string; label: string }>;

export function PositionsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'title', dir: 'asc' });
  const departmentId = params.filter('department');
  const [{ data, error, fetching }] = useQuery({
    query: PositionsDocument,
    variables: { list: listArgs(params), filter: { departmentId: departmentId || null } },
    context: POSITION_CONTEXT,
  });
  const [departments] = useQuery({ query: DepartmentChoicesDocument, context: DEPARTMENT_CONTEXT });
  const choices = (departments.data?.departments.items ?? []).map((d) => ({ value: d.id, label: localName(d.name, d.nameAr, i18n.language) }));
  const [editing, setEditing] = useState<PositionRowFragment | null>(null);
  const [deleting, setDeleting] = useState<PositionRowFragment | null>(null);
  const [, remove] = useMutation(DeletePositionDocument);
  const page = data?.positions;
  const create = useCreateDialog({
    label: t('positions.new'),
    createdMessage: t('positions.created'),
    children: (done) => <PositionForm departments={choices} onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('positions.title')}>{can('hr:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select
          label={t('positions.department')}
          clearable
          data={choices}
          value={departmentId || null}
          onChange={(value) => update({ department: value })}
          w={220}
        />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="title" label={t('positions.titleField')} params={params} onSort={toggleSort} />
              <Table.Th>{t('positions.department')}</Table.Th>
              <SortHeader field="baseSalary" label={t('positions.baseSalary')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={4} />}
            {page?.items.map((position) => (
              <Table.Tr key={position.id}>
                <Table.Td>{localName(position.title, position.titleAr, i18n.language)}</Table.Td>
                <Table.Td>{position.department ? localName(position.department.name, position.department.nameAr, i18n.language) : ''}</Table.Td>
                <Table.Td>{formatIqd(position.baseSalary, i18n.language)}</Table.Td>
                <Table.Td>
                  {can('hr:write') && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(position)} aria-label={`${t('common.edit')}: ${position.title}`}>
                        {t('common.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setDeleting(position)}
                        aria-label={`${t('common.delete')}: ${position.title}`}
                      >
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
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('hrCommon.editTitle', { name: editing.title }) : ''}>
        {editing && <PositionForm position={editing} departments={choices} onDone={() => setEditing(null)} />}
      </Modal>
      {deleting && (
        <NoteDialog
          title={t('hrCommon.deleteTitle', { name: deleting.title })}
          label={t('hrCommon.deleteReason')}
          color="red"
          submitLabel={t('common.delete')}
          onClose={() => setDeleting(null)}
          onSubmit={(reason) => remove({ id: deleting.id, reason: reason || null }, POSITION_CONTEXT)}
        />
      )}
    </Stack>
  );
}

/** Creates a position, or edits one (in a dialog); field messages show under their fields. */
function PositionForm({ departments, position, onDone }: { departments: Choices; position?: PositionRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(position?.title ?? '');
  const [titleAr, setTitleAr] = useState(position?.titleAr ?? '');
  const [departmentId, setDepartmentId] = useState<string | null>(position?.departmentId ?? null);
  const [baseSalary, setBaseSalary] = useState<number | string>(position?.baseSalary ?? '');
  const [createState, create] = useMutation(CreatePositionDocument);
  const [updateState, save] = useMutation(UpdatePositionDocument);
  const state = position ? updateState : createState;
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { title, titleAr: titleAr || null, departmentId: departmentId ?? '', baseSalary: Number(baseSalary || 0) };
    const result = position ? await save({ id: position.id, input }, POSITION_CONTEXT) : await create({ input }, POSITION_CONTEXT);
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={position ? t('common.edit') : t('positions.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <TextInput label={t('positions.titleField')} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={fields.title} />
          <TextInput
            label={t('positions.titleAr')}
            dir="rtl"
            lang="ar"
            value={titleAr}
            onChange={(e) => setTitleAr(e.currentTarget.value)}
            error={fields.titleAr}
          />
        </Group>
        <Group align="start" grow>
          <Select label={t('positions.department')} required data={departments} value={departmentId} onChange={setDepartmentId} error={fields.departmentId} />
          <NumberField
            label={t('positions.baseSalary')}
            required
            thousandSeparator=","
            allowDecimal={false}
            min={0}
            value={baseSalary}
            onChange={setBaseSalary}
            error={fields.baseSalary}
          />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {position ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
