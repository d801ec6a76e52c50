import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Badge, Button, Card, Group, Modal, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ModifierGroupFieldsFragment } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { EmptyRow } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { arrow, formatIqd, localName } from '../../ui/format';
import { MODIFIER_CONTEXT, ModifierGroupForm } from './ModifierGroupForm';
import { ModifierGroupRow } from './ModifierGroupsPage';
import { CONSUMABLE_CONTEXT, ProductConsumables } from './ProductConsumables';
import { DeleteProductDialog } from './DeleteProductDialog';

const ProductDetailDocument = graphql(`
  query ProductDetail($id: UUID!) {
    product(id: $id) {
      id
      code
      name
      nameAr
      basePriceIqd
      standardCostIqd
      marginIqd
      active
      deletedAt
      deleteReason
      modifierGroups {
        ...ModifierGroupFields
      }
      consumables {
        id
        inventoryItemId
        qtyPerParentUnit
        unit
        channelScope
        required
        kind
        standardCostIqd
        inventoryItem {
          id
          name
          nameAr
          unit
        }
      }
    }
  }
`);
const AttachableGroupsDocument = graphql(`
  query AttachableGroups {
    modifierGroups(list: { perPage: 100, sort: "name", dir: Asc }) {
      items {
        id
        name
        nameAr
      }
    }
  }
`);
const SetProductModifierGroupsDocument = graphql(`
  mutation SetProductModifierGroups($id: UUID!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
      modifierGroups {
        ...ModifierGroupFields
      }
    }
  }
`);

const DETAIL_CONTEXT = { additionalTypenames: [...new Set([...MODIFIER_CONTEXT.additionalTypenames, ...CONSUMABLE_CONTEXT.additionalTypenames])] };

/** One product: its modifier groups with their options and prices, and its bill of materials with the standard cost. */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const [{ data, error }] = useQuery({ query: ProductDetailDocument, variables: { id }, context: DETAIL_CONTEXT });
  const [{ data: groups }] = useQuery({ query: AttachableGroupsDocument, context: MODIFIER_CONTEXT });
  const [attachState, setGroups] = useMutation(SetProductModifierGroupsDocument);
  const [editing, setEditing] = useState<ModifierGroupFieldsFragment | 'new' | null>(null);
  const [attaching, setAttaching] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const product = data?.product;
  // A deleted product stays readable; the service refuses changes to it (404), so none are offered.
  const write = can('catalog:write') && !product?.deletedAt;
  const money = (v: number) => formatIqd(v, i18n.language);
  const attachedIds = product?.modifierGroups.map((g) => g.id) ?? [];
  const attachable = (groups?.modifierGroups.items ?? [])
    .filter((g) => !attachedIds.includes(g.id))
    .map((g) => ({ value: g.id, label: localName(g.name, g.nameAr, i18n.language) }));

  const saveGroups = async (ids: string[]) => !(await setGroups({ id, input: { modifierGroupIds: ids } }, DETAIL_CONTEXT)).error;

  return (
    <Stack>
      <Anchor component={Link} to="/menu/products">
        {arrow('back', i18n.language)} {t('products.title')}
      </Anchor>
      <FormError error={error} />
      {product && (
        <>
          <Group justify="space-between" align="start">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {localName(product.name, product.nameAr, i18n.language)}{' '}
                <Text span c="dimmed" dir="ltr">
                  {product.code}
                </Text>{' '}
                {product.deletedAt && (
                  <Badge color="gray" data-testid="product-deleted">
                    {t('common.deleted')}
                  </Badge>
                )}
              </Title>
              {product.deleteReason && (
                <Text size="sm" c="dimmed">
                  {t('common.reason')}: {product.deleteReason}
                </Text>
              )}
            </Stack>
            {write && (
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                {t('common.delete')}
              </Button>
            )}
          </Group>
          {deleting && (
            <DeleteProductDialog
              product={{ id: product.id, name: localName(product.name, product.nameAr, i18n.language) }}
              onClose={() => setDeleting(false)}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure label={t('products.price')} value={money(product.basePriceIqd)} />
            <Figure label={t('menu.standardCost')} value={money(product.standardCostIqd)} testId="product-standard-cost" />
            <Figure label={t('menu.margin')} value={money(product.marginIqd)} />
          </SimpleGrid>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('products.modifierGroups')}
            </Title>
            {write && (
              <Button variant="light" onClick={() => setEditing('new')}>
                {t('modifiers.new')}
              </Button>
            )}
          </Group>
          <FormError error={attachState.error} />
          <div className="table-scroll">
            <Table striped data-testid="product-modifier-groups">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('common.name')}</Table.Th>
                  <Table.Th>{t('modifiers.choices')}</Table.Th>
                  <Table.Th>{t('modifiers.options')}</Table.Th>
                  {write && <Table.Th>{t('common.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {product.modifierGroups.length === 0 && <EmptyRow columns={write ? 4 : 3} />}
                {product.modifierGroups.map((group) => (
                  <ModifierGroupRow
                    key={group.id}
                    group={group}
                    write={write}
                    deleteLabel={t('menu.detach')}
                    onEdit={() => setEditing(group)}
                    onDelete={() => void saveGroups(attachedIds.filter((g) => g !== group.id))}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {write && attachable.length > 0 && (
            <Group align="end">
              <Select label={t('menu.attachGroup')} searchable data={attachable} value={attaching} onChange={setAttaching} w={260} />
              <Button
                variant="light"
                disabled={!attaching}
                loading={attachState.fetching}
                onClick={async () => {
                  if (attaching && (await saveGroups([...attachedIds, attaching]))) setAttaching(null);
                }}
              >
                {t('menu.attach')}
              </Button>
            </Group>
          )}
          <ProductConsumables productId={product.id} consumables={product.consumables} write={write} />
          <Modal
            opened={editing !== null}
            onClose={() => setEditing(null)}
            title={editing === 'new' ? t('modifiers.new') : editing ? t('modifiers.editTitle', { name: editing.name }) : ''}
            size="xl"
          >
            {editing !== null && (
              <ModifierGroupForm
                group={editing === 'new' ? undefined : editing}
                onSaved={async (saved) => {
                  // A group made here is offered with this product at once (after its other groups);
                  // if attaching is refused, the error shows on the page and the group can be attached from the list.
                  if (editing === 'new') await saveGroups([...attachedIds, saved.id]);
                  setEditing(null);
                }}
              />
            )}
          </Modal>
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}
