import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { DeliveryItemMappingsQuery } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { PageHeader } from '../../ui/CreateDialog';
import { Pager } from '../../ui/ListToolbar';
import { listArgs, useListParams } from '../../ui/list-params';
import { formatNumber } from '../../ui/format';
import { ConnectionFilter } from './ConnectionFilter';
import { useConnectionChoices, useMenuChoices } from './delivery-choices';

const DeliveryItemMappingsDocument = graphql(`
  query DeliveryItemMappings($list: ListArgs, $filter: DeliveryItemMappingFilter, $connectionId: UUID) {
    deliveryItemMappings(list: $list, filter: $filter) {
      items {
        id
        connectionId
        kind
        platformItemId
        platformName
        productId
        modifierOptionId
      }
      total
      totalPages
      totalIsExact
    }
    unmapped: deliveryItemMappings(list: { perPage: 1 }, filter: { connectionId: $connectionId, unmapped: true }) {
      total
    }
  }
`);
const MapDeliveryItemDocument = graphql(`
  mutation MapDeliveryItem($id: UUID!, $input: MapDeliveryItemInput!) {
    mapDeliveryItem(id: $id, input: $input) {
      id
      productId
      modifierOptionId
    }
  }
`);
type Mapping = DeliveryItemMappingsQuery['deliveryItemMappings']['items'][number];
const CONTEXT = { additionalTypenames: ['DeliveryItemMapping'] };

/**
 * Item mapping (docs/delivery.md, "Mapping"): per connection, every item and option its platform
 * has named, and the product or modifier option each one is. Unmapped ones are counted above.
 */
export function MappingsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update } = useListParams({ sort: 'platformName', dir: 'asc' });
  const { connections } = useConnectionChoices();
  const connectionId = params.filter('connection') || connections[0]?.value || null;
  const onlyUnmapped = params.filter('unmapped') === '1';
  const [saved, setSaved] = useState<string | null>(null);
  const [{ data, error, fetching }] = useQuery({
    query: DeliveryItemMappingsDocument,
    variables: { list: listArgs(params, 50), filter: { connectionId, unmapped: onlyUnmapped ? true : null }, connectionId },
    context: CONTEXT,
    pause: !connectionId,
  });
  const page = data?.deliveryItemMappings;
  const unmapped = data?.unmapped.total ?? 0;

  return (
    <Stack>
      <PageHeader title={t('delivery.mappings.title')} />
      <Text size="sm">{t('delivery.mappings.help')}</Text>
      <Group align="end" wrap="wrap">
        <ConnectionFilter value={connectionId} onChange={(value) => update({ connection: value })} clearable={false} />
        <Switch
          label={t('delivery.mappings.onlyUnmapped')}
          checked={onlyUnmapped}
          onChange={(e) => update({ unmapped: e.currentTarget.checked ? '1' : null })}
          mb={8}
        />
        {data && (
          <Badge color={unmapped > 0 ? 'orange' : 'teal'} variant="light" size="lg" mb={6} data-testid="unmapped-count">
            {t('delivery.mappings.unmappedCount', { n: formatNumber(unmapped, i18n.language) })}
          </Badge>
        )}
      </Group>
      {!connectionId && <Text c="dimmed">{t('delivery.mappings.chooseConnection')}</Text>}
      {saved && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setSaved(null)}>
          {t('delivery.mappings.saved', { name: saved })}
        </Alert>
      )}
      <FormError error={error} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" aria-busy={fetching} data-testid="mappings">
        {page && page.items.length === 0 && <Text c="dimmed">{t('delivery.mappings.none')}</Text>}
        {page?.items.map((mapping) => (
          <Paper key={mapping.id} withBorder p="sm" role="article" aria-label={mapping.platformName}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" align="start">
                <div>
                  <Text fw={600}>{mapping.platformName}</Text>
                  <Text size="xs" c="dimmed" dir="ltr" ta="start" style={{ wordBreak: 'break-all' }}>
                    {mapping.platformItemId}
                  </Text>
                </div>
                <Group gap={4}>
                  <Badge variant="outline" color="gray">
                    {t(`delivery.mappings.kinds.${mapping.kind}`)}
                  </Badge>
                  {mapping.productId || mapping.modifierOptionId ? (
                    <Badge variant="light" color="teal">
                      {t('delivery.mappings.mapped')}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="orange">
                      {t('delivery.mappings.unmapped')}
                    </Badge>
                  )}
                </Group>
              </Group>
              <MappingForm
                key={`${mapping.id}-${mapping.productId}-${mapping.modifierOptionId}`}
                mapping={mapping}
                manage={can('delivery:manage')}
                onSaved={setSaved}
              />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}

/** One platform item's target: a searchable select of products (or modifier options) and Save. */
function MappingForm({ mapping, manage, onSaved }: { mapping: Mapping; manage: boolean; onSaved: (name: string) => void }) {
  const { t } = useTranslation();
  const isProduct = mapping.kind === 'Product';
  const current = (isProduct ? mapping.productId : mapping.modifierOptionId) ?? null;
  const [target, setTarget] = useState<string | null>(current);
  const [search, setSearch] = useState('');
  // The chosen target as the select shows it: its name in the field is not a search, and it stays
  // in the list whatever is typed next.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const { choices, fetching } = useMenuChoices(mapping.kind, search, current, target);
  const data = chosen && !choices.some((c) => c.value === chosen.value) ? [chosen, ...choices] : choices;
  const [state, map] = useMutation(MapDeliveryItemDocument);
  const fields = fieldErrorsOf(state.error);
  const label = `${t('delivery.mappings.target')}: ${mapping.platformName}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = isProduct ? { productId: target } : { modifierOptionId: target };
    const answer = await map({ id: mapping.id, input }, CONTEXT);
    if (answer.data) onSaved(mapping.platformName);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={mapping.platformName}>
      <Group gap="xs" align="start" wrap="nowrap">
        <Select
          aria-label={label}
          placeholder={t('delivery.mappings.choose')}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          rightSection={fetching ? <Loader size="xs" /> : undefined}
          nothingFoundMessage={t('common.none')}
          data={data}
          value={target}
          onChange={(value, option) => {
            setTarget(value);
            setChosen(value && option ? { value, label: option.label } : null);
          }}
          disabled={!manage}
          error={fields.productId ?? fields.modifierOptionId}
          style={{ flex: 1 }}
        />
        {manage && (
          <Button type="submit" variant="light" loading={state.fetching} disabled={target === current}>
            {t('delivery.mappings.save')}
          </Button>
        )}
      </Group>
      <FormError error={state.error} />
    </form>
  );
}
