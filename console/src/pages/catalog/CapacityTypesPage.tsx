import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';

const CapacityTypesDocument = graphql(`
  query CapacityTypes($list: ListArgs) { capacityTypes(list: $list) { items { id name nameAr } total totalPages } }
`);

const CreateCapacityTypeDocument = graphql(`
  mutation CreateCapacityType($input: CapacityTypeInput!) { createCapacityType(input: $input) { id } }
`);

const CAPACITY_CONTEXT = { additionalTypenames: ['CapacityType'] };

export function CapacityTypesPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const [{ data, error, fetching }] = useQuery({ query: CapacityTypesDocument, variables: { list: listArgs(params) }, context: CAPACITY_CONTEXT });
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [state, create] = useMutation(CreateCapacityTypeDocument);
  const fields = fieldErrorsOf(state.error);
  const page = data?.capacityTypes;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { name, nameAr: nameAr || null } });
    if (!result.error) {
      setName('');
      setNameAr('');
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('catalog.capacityTypes')}
      </Title>
      {can('catalog:write') && (
        <Paper withBorder p="md">
          <form onSubmit={submit} noValidate aria-label={t('catalog.newCapacityType')}>
            <Stack gap="sm">
              <FormError error={state.error} />
              {state.data && <Alert color="teal">{t('catalog.created')}</Alert>}
              <Group align="start" grow>
                <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
                <TextInput label={t('common.nameAr')} dir="rtl" lang="ar" value={nameAr} onChange={(e) => setNameAr(e.currentTarget.value)} error={fields.nameAr} />
              </Group>
              <Group>
                <Button type="submit" loading={state.fetching}>
                  {t('common.create')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      <SearchBox params={params} onSearch={(q) => update({ q })} />
      <FormError error={error} />
      <Table striped aria-busy={fetching}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page?.items.length === 0 && <EmptyRow columns={1} />}
          {page?.items.map((type) => (
            <Table.Tr key={type.id}>
              <Table.Td>{localName(type.name, type.nameAr, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {page && <Pager total={page.total} totalPages={page.totalPages} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}
