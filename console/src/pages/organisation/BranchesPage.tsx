import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';

const BranchesDocument = graphql(`
  query Branches($list: ListArgs) { branches(list: $list) { items { id name nameAr code timeZone active } total totalPages } }
`);

const CreateBranchDocument = graphql(`
  mutation CreateBranch($input: CreateBranchInput!) { createBranch(input: $input) { id } }
`);

const BRANCH_CONTEXT = { additionalTypenames: ['Branch'] };

export function BranchesPage() {
  const { t, i18n } = useTranslation();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const [{ data, error, fetching }] = useQuery({ query: BranchesDocument, variables: { list: listArgs(params) }, context: BRANCH_CONTEXT });
  const empty = { name: '', nameAr: '', code: '', timeZone: 'Asia/Baghdad' };
  const [form, setForm] = useState(empty);
  const [state, create] = useMutation(CreateBranchDocument);
  const fields = fieldErrorsOf(state.error);
  const page = data?.branches;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { ...form, nameAr: form.nameAr || null } });
    if (!result.error) setForm(empty);
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('branches.title')}
      </Title>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate aria-label={t('branches.new')}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('branches.new')}
            </Title>
            <FormError error={state.error} />
            {state.data && <Alert color="teal">{t('branches.created')}</Alert>}
            <Group align="start" grow>
              <TextInput label={t('common.name')} required value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} error={fields.name} />
              <TextInput label={t('common.nameAr')} dir="rtl" lang="ar" value={form.nameAr} onChange={(e) => setForm({ ...form, nameAr: e.currentTarget.value })} error={fields.nameAr} />
              <TextInput label={t('branches.code')} required value={form.code} onChange={(e) => setForm({ ...form, code: e.currentTarget.value })} error={fields.code} dir="ltr" />
              <TextInput label={t('branches.timeZone')} value={form.timeZone} onChange={(e) => setForm({ ...form, timeZone: e.currentTarget.value })} error={fields.timeZone} dir="ltr" />
            </Group>
            <Group>
              <Button type="submit" loading={state.fetching}>
                {t('common.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <SearchBox params={params} onSearch={(q) => update({ q })} />
      <FormError error={error} />
      <Table striped aria-busy={fetching}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
            <SortHeader field="code" label={t('branches.code')} params={params} onSort={toggleSort} />
            <Table.Th>{t('branches.timeZone')}</Table.Th>
            <Table.Th>{t('branches.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page?.items.length === 0 && <EmptyRow columns={4} />}
          {page?.items.map((branch) => (
            <Table.Tr key={branch.id}>
              <Table.Td>{localName(branch.name, branch.nameAr, i18n.language)}</Table.Td>
              <Table.Td>{branch.code}</Table.Td>
              <Table.Td>{branch.timeZone}</Table.Td>
              <Table.Td>{branch.active ? t('common.yes') : t('common.no')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {page && <Pager total={page.total} totalPages={page.totalPages} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}
