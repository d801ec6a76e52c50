import { useState, type FormEvent } from 'react';
import { Badge, Button, Checkbox, Group, Stack, Table, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatNumber, localName } from '../../ui/format';
import { DeleteWithReasonDialog } from '../../ui/ReasonDialog';

const ProductCategoriesDocument = graphql(`
  query ProductCategories($list: ListArgs, $filter: ProductCategoryFilter) {
    productCategories(list: $list, filter: $filter) {
      items {
        id
        code
        name
        nameAr
        sortOrder
        active
        deletedAt
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreateProductCategoryDocument = graphql(`
  mutation CreateProductCategory($input: CreateProductCategoryInput!) {
    createProductCategory(input: $input) {
      id
    }
  }
`);
const SetProductCategoryActiveDocument = graphql(`
  mutation SetProductCategoryActive($id: UUID!, $active: Boolean!) {
    updateProductCategory(id: $id, input: { active: $active }) {
      id
      active
    }
  }
`);

const DeleteProductCategoryDocument = graphql(`
  mutation DeleteProductCategory($id: UUID!, $reason: String) {
    deleteProductCategory(id: $id, reason: $reason) {
      id
      deletedAt
    }
  }
`);

const CATEGORY_CONTEXT = { additionalTypenames: ['ProductCategory'] };

/** Menu categories in their display order; an inactive category's products fall under "Other" on the guest menu. */
export function ProductCategoriesPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'sortOrder', dir: 'asc' });
  const includeDeleted = params.filter('deleted') === '1';
  const [{ data, error, fetching }] = useQuery({
    query: ProductCategoriesDocument,
    variables: { list: listArgs(params), filter: { includeDeleted } },
    context: CATEGORY_CONTEXT,
  });
  const [activeState, setActive] = useMutation(SetProductCategoryActiveDocument);
  const [deleting, setDeleting] = useState<{ id: string; label: string } | null>(null);
  const write = can('catalog:write');
  const page = data?.productCategories;
  const create = useCreateDialog({
    label: t('categories.new'),
    createdMessage: t('categories.created'),
    children: (done) => <CreateCategoryForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('categories.title')}>{write && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Checkbox
          label={t('common.includeDeleted')}
          checked={includeDeleted}
          onChange={(e) => update({ deleted: e.currentTarget.checked ? '1' : null })}
          mb={8}
        />
      </Group>
      <FormError error={error ?? activeState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="sortOrder" label={t('categories.sortOrder')} params={params} onSort={toggleSort} />
              <Table.Th>{t('products.code')}</Table.Th>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.status')}</Table.Th>
              {write && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={write ? 5 : 4} />}
            {page?.items.map((category) => {
              const label = localName(category.name, category.nameAr, i18n.language);
              return (
                <Table.Tr key={category.id}>
                  <Table.Td>{formatNumber(category.sortOrder, i18n.language)}</Table.Td>
                  <Table.Td>{category.code}</Table.Td>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>
                    {category.deletedAt ? <Badge color="gray">{t('common.deleted')}</Badge> : category.active ? t('tables.active') : t('tables.inactive')}
                  </Table.Td>
                  {write && (
                    <Table.Td>
                      {!category.deletedAt && (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`${category.active ? t('tables.deactivate') : t('tables.activate')}: ${label}`}
                            onClick={() => void setActive({ id: category.id, active: !category.active }, CATEGORY_CONTEXT)}
                          >
                            {category.active ? t('tables.deactivate') : t('tables.activate')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={`${t('common.delete')}: ${label}`}
                            onClick={() => setDeleting({ id: category.id, label })}
                          >
                            {t('common.delete')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      {deleting && <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

/** The 409 of a category that still has active products shows in the dialog. */
function DeleteCategoryDialog({ category, onClose }: { category: { id: string; label: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, remove] = useMutation(DeleteProductCategoryDocument);
  return (
    <DeleteWithReasonDialog
      name={category.label}
      description={t('categories.deleteHelp')}
      error={state.error}
      fetching={state.fetching}
      onClose={onClose}
      onDelete={async (reason) => !(await remove({ id: category.id, reason }, CATEGORY_CONTEXT)).error}
    />
  );
}

function CreateCategoryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [sortOrder, setSortOrder] = useState<number | string>('');
  const [state, create] = useMutation(CreateProductCategoryDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { code, name, nameAr: nameAr || null, sortOrder: sortOrder === '' ? null : Number(sortOrder) } }, CATEGORY_CONTEXT);
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('categories.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <TextInput label={t('products.code')} required value={code} onChange={(e) => setCode(e.currentTarget.value)} error={fields.code} />
          <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
          <TextInput label={t('common.nameAr')} dir="rtl" value={nameAr} onChange={(e) => setNameAr(e.currentTarget.value)} error={fields.nameAr} />
          <NumberField label={t('categories.sortOrder')} allowDecimal={false} value={sortOrder} onChange={setSortOrder} error={fields.sortOrder} />
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
