import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ProductsQuery, SalesChannelKind } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatIqd, localName, formatPercent, separator } from '../../ui/format';
import { useSalesEnumOptions } from '../sales/SalesBadge';
import { useSalesChoices } from '../sales/sales-choices';
import { DeleteProductDialog } from './DeleteProductDialog';

const KINDS: SalesChannelKind[] = ['DineIn', 'Takeaway', 'Delivery', 'SelfOrder', 'Partner'];

const ProductsDocument = graphql(`
  query Products($list: ListArgs, $filter: ProductFilter) {
    products(list: $list, filter: $filter) {
      items {
        id
        code
        name
        nameAr
        basePriceIqd
        active
        channels
        taxCodeId
        categoryId
        sortOrder
        deletedAt
        category {
          id
          name
          nameAr
        }
        modifierGroups {
          id
        }
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const ProductChoicesDocument = graphql(`
  query ProductFormChoices {
    productCategories(list: { perPage: 100 }) {
      items {
        id
        name
        nameAr
      }
    }
    modifierGroups(list: { perPage: 100 }) {
      items {
        id
        name
        nameAr
      }
    }
  }
`);
const TaxCodeChoicesDocument = graphql(`
  query ProductTaxCodeChoices {
    taxCodes(list: { perPage: 100 }) {
      items {
        id
        code
        name
        nameAr
        ratePermille
        active
      }
    }
  }
`);
const CreateProductDocument = graphql(`
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      id
    }
  }
`);
const UpdateProductDocument = graphql(`
  mutation UpdateProduct($id: UUID!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
      name
      basePriceIqd
      active
    }
  }
`);

const PRODUCT_CONTEXT = { additionalTypenames: ['Product'] };

type ProductRow = ProductsQuery['products']['items'][number];

/** Products of the menu: price, category, modifier groups, tax code and the channel kinds they are sold on. */
export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const categoryId = params.filter('category') || null;
  const includeDeleted = params.filter('deleted') === '1';
  const branchId = params.filter('branch') || null;
  const { branches } = useSalesChoices();
  const [{ data, error, fetching }] = useQuery({
    query: ProductsDocument,
    variables: { list: listArgs(params), filter: { categoryId, includeDeleted, branchId } },
    context: PRODUCT_CONTEXT,
  });
  const [{ data: choices }] = useQuery({ query: ProductChoicesDocument });
  const [editing, setEditing] = useState<ProductRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProductRow | null>(null);
  const write = can('catalog:write');
  const page = data?.products;
  const categories = (choices?.productCategories.items ?? []).map((c) => ({ value: c.id, label: localName(c.name, c.nameAr, i18n.language) }));

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('products.title')}
        </Title>
        {write && <Button onClick={() => setEditing('new')}>{t('products.new')}</Button>}
      </Group>
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('products.category')} clearable data={categories} value={categoryId} onChange={(value) => update({ category: value })} w={200} />
        <Select label={t('products.soldAtBranch')} clearable data={branches} value={branchId} onChange={(value) => update({ branch: value })} w={200} />
        <Checkbox
          label={t('common.includeDeleted')}
          checked={includeDeleted}
          onChange={(e) => update({ deleted: e.currentTarget.checked ? '1' : null })}
          mb={8}
        />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="code" label={t('products.code')} params={params} onSort={toggleSort} />
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('products.category')}</Table.Th>
              <SortHeader field="basePriceIqd" label={t('products.price')} params={params} onSort={toggleSort} />
              <Table.Th>{t('products.channels')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              {write && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={write ? 7 : 6} />}
            {page?.items.map((product) => {
              const label = localName(product.name, product.nameAr, i18n.language);
              return (
                <Table.Tr key={product.id}>
                  <Table.Td>{product.code}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/menu/products/${product.id}`}>
                      {label}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{product.category ? localName(product.category.name, product.category.nameAr, i18n.language) : ''}</Table.Td>
                  <Table.Td>{formatIqd(product.basePriceIqd, i18n.language)}</Table.Td>
                  <Table.Td>{product.channels.map((kind) => t(`salesEnum.${kind}`)).join(', ')}</Table.Td>
                  <Table.Td>
                    {product.deletedAt ? <Badge color="gray">{t('common.deleted')}</Badge> : product.active ? t('tables.active') : t('tables.inactive')}
                  </Table.Td>
                  {write && (
                    <Table.Td>
                      {!product.deletedAt && (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="light" aria-label={`${t('common.edit')}: ${label}`} onClick={() => setEditing(product)}>
                            {t('common.edit')}
                          </Button>
                          <Button size="xs" variant="subtle" color="red" aria-label={`${t('common.delete')}: ${label}`} onClick={() => setDeleting(product)}>
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
      {deleting && (
        <DeleteProductDialog product={{ id: deleting.id, name: localName(deleting.name, deleting.nameAr, i18n.language) }} onClose={() => setDeleting(null)} />
      )}
      {editing !== null && <ProductDialog product={editing === 'new' ? null : editing} categories={categories} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function ProductDialog({
  product,
  categories,
  onClose,
}: {
  product: ProductRow | null;
  categories: Array<{ value: string; label: string }>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const [{ data: choices }] = useQuery({ query: ProductChoicesDocument });
  // Tax codes belong to accounting; a catalogue editor without accounting:read keeps the product's code as it is.
  const [{ data: taxes }] = useQuery({ query: TaxCodeChoicesDocument, pause: !can('accounting:read') });
  const kindOptions = useSalesEnumOptions(KINDS);
  const [code, setCode] = useState(product?.code ?? '');
  const [name, setName] = useState(product?.name ?? '');
  const [nameAr, setNameAr] = useState(product?.nameAr ?? '');
  const [price, setPrice] = useState<number | string>(product?.basePriceIqd ?? '');
  const [categoryId, setCategoryId] = useState<string | null>(product?.categoryId ?? null);
  const [taxCodeId, setTaxCodeId] = useState<string | null>(product?.taxCodeId ?? null);
  const [groups, setGroups] = useState<string[]>(product?.modifierGroups.map((g) => g.id) ?? []);
  const [channels, setChannels] = useState<string[]>(product?.channels ?? ['DineIn', 'Takeaway', 'SelfOrder']);
  const [active, setActive] = useState(product?.active ?? true);
  const [createState, create] = useMutation(CreateProductDocument);
  const [updateState, save] = useMutation(UpdateProductDocument);
  const state = product ? updateState : createState;
  const [priceMissing, setPriceMissing] = useState(false);
  const fields = fieldErrorsOf(state.error);
  const groupOptions = (choices?.modifierGroups.items ?? []).map((g) => ({ value: g.id, label: localName(g.name, g.nameAr, i18n.language) }));
  const taxOptions = (taxes?.taxCodes.items ?? [])
    .filter((c) => c.active || c.id === taxCodeId)
    .map((c) => ({ value: c.id, label: `${c.code}${separator(i18n.language)}${formatPercent(c.ratePermille / 1000, i18n.language)}` }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The price is a required number in the schema: an empty box is answered here rather than sent as 0.
    setPriceMissing(price === '');
    if (price === '') return;
    const common = {
      name,
      nameAr: nameAr || null,
      basePriceIqd: Number(price),
      categoryId,
      modifierGroupIds: groups,
      channels: channels as SalesChannelKind[],
      active,
      ...(taxes ? { taxCodeId } : {}),
    };
    const result = product ? await save({ id: product.id, input: common }, PRODUCT_CONTEXT) : await create({ input: { ...common, code } }, PRODUCT_CONTEXT);
    if (!result.error) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={product ? t('products.edit', { name: product.name }) : t('products.new')} size="lg">
      <form onSubmit={submit} noValidate aria-label={product ? t('products.edit', { name: product.name }) : t('products.new')}>
        <Stack gap="sm">
          <FormError error={state.error} />
          <Group grow align="start">
            <TextInput
              label={t('products.code')}
              required
              disabled={product !== null}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={fields.code}
            />
            <NumberField
              label={t('products.price')}
              required
              thousandSeparator=","
              allowDecimal={false}
              value={price}
              onChange={setPrice}
              error={fields.basePriceIqd ?? (priceMissing ? t('products.priceRequired') : undefined)}
            />
          </Group>
          <Group grow align="start">
            <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
            <TextInput label={t('common.nameAr')} dir="rtl" value={nameAr} onChange={(e) => setNameAr(e.currentTarget.value)} error={fields.nameAr} />
          </Group>
          <Group grow align="start">
            <Select label={t('products.category')} clearable data={categories} value={categoryId} onChange={setCategoryId} error={fields.categoryId} />
            {taxes && <Select label={t('products.taxCode')} clearable data={taxOptions} value={taxCodeId} onChange={setTaxCodeId} error={fields.taxCodeId} />}
          </Group>
          <MultiSelect label={t('products.modifierGroups')} data={groupOptions} value={groups} onChange={setGroups} error={fields.modifierGroupIds} />
          <MultiSelect label={t('products.channels')} data={kindOptions} value={channels} onChange={setChannels} error={fields.channels} />
          <Checkbox label={t('tables.active')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
          <Group justify="end">
            <Button variant="subtle" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" loading={state.fetching}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
