import { Link, useParams } from 'react-router';
import { Anchor, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { VarianceComponent } from '../../gql/graphql';
import { useMe } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { formatDate, formatIqd, formatQuantity, formatUnit, localName } from '../../ui/format';
import { sourcePath } from '../inventory/inventory-format';
import { variancePath } from './analytics-links';

const COMPONENTS: VarianceComponent[] = [
  'Receipts',
  'ProductionOutputs',
  'TransfersIn',
  'TransfersOut',
  'SalesUsage',
  'ProductionInputs',
  'Waste',
  'Unexplained',
];

const VarianceSourcesDocument = graphql(`
  query VarianceSources($branchId: UUID!, $itemId: UUID!, $from: LocalDate, $to: LocalDate, $component: VarianceComponent, $list: ListArgs) {
    inventoryItem(id: $itemId) {
      id
      name
      nameAr
      unit
    }
    usageVarianceSources(branchId: $branchId, inventoryItemId: $itemId, from: $from, to: $to, component: $component, list: $list) {
      items {
        id
        businessDate
        kind
        quantity
        valueIqd
        sourceKind
        sourceId
        sourceLine
        reason
        createdAt
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

/** The drill-down of one figure of a usage-variance line: its ledger movements, each with a link to its source document where the console has a page. */
export function VarianceSourcesPage() {
  const { branchId = '', itemId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const me = useMe();
  const { params, update, toggleSort } = useListParams({ sort: 'businessDate', dir: 'asc' });
  const from = params.filter('from') || undefined;
  const to = params.filter('to') || undefined;
  const component = (params.filter('component') || null) as VarianceComponent | null;
  const [{ data, error, fetching }] = useQuery({
    query: VarianceSourcesDocument,
    variables: { branchId, itemId, from, to, component, list: listArgs(params, 50) },
  });
  const item = data?.inventoryItem;
  const itemName = item ? localName(item.name, item.nameAr, language) : '';
  const unit = item ? formatUnit(item.unit, t) : '';
  const branch = me.branches.find((b) => b.id === branchId);
  const branchName = branch ? localName(branch.name, branch.nameAr, language) : '';
  const page = data?.usageVarianceSources;
  const components = COMPONENTS.map((value) => ({ value, label: t(`varianceSources.component.${value}`) }));

  return (
    <Stack>
      <Anchor component={Link} to={from && to ? variancePath(branchId, from, to) : '/reports/usage-variance'} size="sm">
        {t('varianceSources.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('varianceSources.title', { item: itemName, figure: component ? t(`varianceSources.component.${component}`) : t('varianceSources.allFigures') })}
      </Title>
      {from && to && (
        <Text c="dimmed">{t('varianceSources.period', { branch: branchName, from: formatDate(from, language), to: formatDate(to, language) })}</Text>
      )}
      <Select
        label={t('varianceSources.figure')}
        placeholder={t('varianceSources.allFigures')}
        clearable
        w={240}
        data={components}
        value={component}
        onChange={(value) => update({ component: value })}
      />
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="businessDate" label={t('movements.businessDate')} params={params} onSort={toggleSort} />
              <Table.Th>{t('movements.kind')}</Table.Th>
              <Table.Th>{t('movements.quantity')}</Table.Th>
              <Table.Th>{t('movements.value')}</Table.Th>
              <Table.Th>{t('movements.source')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={5} />}
            {page?.items.map((m) => {
              const path = sourcePath(m.sourceKind, m.sourceId);
              const sourceLabel = t(`sourceKind.${m.sourceKind}`);
              return (
                <Table.Tr key={m.id}>
                  <Table.Td>{formatDate(m.businessDate, language)}</Table.Td>
                  <Table.Td>{t(`movementKind.${m.kind}`)}</Table.Td>
                  <Table.Td>
                    <Text span c={m.quantity < 0 ? 'red' : undefined} dir="ltr">
                      {formatQuantity(m.quantity, language, true)}
                    </Text>{' '}
                    {unit}
                  </Table.Td>
                  <Table.Td>{formatIqd(m.valueIqd, language)}</Table.Td>
                  <Table.Td>
                    {path ? (
                      <Anchor component={Link} to={path}>
                        {sourceLabel}
                      </Anchor>
                    ) : (
                      sourceLabel
                    )}
                    {m.reason ? (
                      <Text size="xs" c="dimmed">
                        {m.reason}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}
