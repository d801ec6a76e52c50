import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatIqd, localName } from '../../ui/format';

const PositionsDocument = graphql(`
  query Positions($list: ListArgs, $filter: PositionFilter) {
    positions(list: $list, filter: $filter) {
      items { id title titleAr baseSalary department { id name nameAr } }
      total
      totalPages
    }
  }
`);

const DepartmentChoicesDocument = graphql(`
  query DepartmentChoices { departments(list: { perPage: 100, sort: "name" }) { items { id name nameAr } } }
`);

const CreatePositionDocument = graphql(`
  mutation CreatePosition($input: PositionInput!) { createPosition(input: $input) { id } }
`);

/** Lists refetch after any mutation that returns this type, even while they are empty. */
const POSITION_CONTEXT = { additionalTypenames: ['Position'] };

export function PositionsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'title', dir: 'asc' });
  const departmentId = params.filter('department');
  const [{ data, error, fetching }] = useQuery({ query: PositionsDocument, variables: { list: listArgs(params), filter: { departmentId: departmentId || null } }, context: POSITION_CONTEXT });
  const [departments] = useQuery({ query: DepartmentChoicesDocument });
  const choices = (departments.data?.departments.items ?? []).map((d) => ({ value: d.id, label: localName(d.name, d.nameAr, i18n.language) }));
  const page = data?.positions;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('positions.title')}
      </Title>
      {can('hr:write') && <PositionForm departments={choices} />}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('positions.department')} clearable data={choices} value={departmentId || null} onChange={(value) => update({ department: value })} w={220} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="title" label={t('positions.titleField')} params={params} onSort={toggleSort} />
              <Table.Th>{t('positions.department')}</Table.Th>
              <SortHeader field="baseSalary" label={t('positions.baseSalary')} params={params} onSort={toggleSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={3} />}
            {page?.items.map((position) => (
              <Table.Tr key={position.id}>
                <Table.Td>{localName(position.title, position.titleAr, i18n.language)}</Table.Td>
                <Table.Td>{position.department ? localName(position.department.name, position.department.nameAr, i18n.language) : ''}</Table.Td>
                <Table.Td>{formatIqd(position.baseSalary, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}

function PositionForm({ departments }: { departments: Array<{ value: string; label: string }> }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [titleAr, setTitleAr] = useState('');
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [baseSalary, setBaseSalary] = useState<number | string>('');
  const [created, setCreated] = useState(false);
  const [state, create] = useMutation(CreatePositionDocument);
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(false);
    const result = await create({ input: { title, titleAr: titleAr || null, departmentId: departmentId ?? '', baseSalary: Number(baseSalary || 0) } });
    if (!result.error) {
      setTitle('');
      setTitleAr('');
      setBaseSalary('');
      setCreated(true);
    }
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('positions.new')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('positions.new')}
          </Title>
          <FormError error={state.error} />
          {created && <Alert color="teal">{t('positions.created')}</Alert>}
          <Group align="start" grow>
            <TextInput label={t('positions.titleField')} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={fields.title} />
            <TextInput label={t('positions.titleAr')} dir="rtl" lang="ar" value={titleAr} onChange={(e) => setTitleAr(e.currentTarget.value)} error={fields.titleAr} />
          </Group>
          <Group align="start" grow>
            <Select label={t('positions.department')} required data={departments} value={departmentId} onChange={setDepartmentId} error={fields.departmentId} />
            <NumberInput label={t('positions.baseSalary')} required thousandSeparator="," allowDecimal={false} min={0} value={baseSalary} onChange={setBaseSalary} error={fields.baseSalary} />
          </Group>
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
