import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { FormError } from '../../ui/FormError';
import { formatIqd, localName } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';

const BatchDocument = graphql(`
  query Batch($id: UUID!) {
    batch(id: $id) {
      id businessDate status chickenCount meatKg rawRiceKg notes closedAt
      figures { inputCostIqd totalShareIqd unallocatedCostIqd outputCount totalOutputQty wasteUnitsTotal costBasis }
      outputs { id outputQty shareIqd inventoryItem { id name nameAr } }
    }
  }
`);

const CloseBatchDocument = graphql(`
  mutation CloseBatch($id: UUID!) { closeBatch(id: $id) { id status closedAt } }
`);

/** One batch with its figures and outputs; closing freezes its costs (409 in words when it cannot). */
export function BatchDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const [{ data, error }] = useQuery({ query: BatchDocument, variables: { id } });
  const [closeState, close] = useMutation(CloseBatchDocument);
  const batch = data?.batch;
  const money = (value: number) => formatIqd(value, i18n.language);

  return (
    <Stack>
      <Anchor component={Link} to="/production/batches">
        ← {t('batches.title')}
      </Anchor>
      <FormError error={error ?? closeState.error} />
      {batch && (
        <>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {t('batches.date')}: {batch.businessDate} <StatusBadge value={batch.status} />
            </Title>
            {can('production:write') && (batch.status === 'InProduction' || batch.status === 'Completed') && (
              <Button color="red" loading={closeState.fetching} onClick={() => void close({ id })}>
                {t('batches.close')}
              </Button>
            )}
          </Group>
          {closeState.data && <Alert color="teal">{t('batches.closed')}</Alert>}
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label={t('batches.cost')} value={money(batch.figures.inputCostIqd)} />
            <Figure label="Σ" value={money(batch.figures.totalShareIqd)} />
            <Figure label={t('batches.chicken')} value={String(batch.chickenCount)} />
            <Figure label={t('batches.rice')} value={String(batch.rawRiceKg)} />
          </SimpleGrid>
          <Table striped>
            <Table.Tbody>
              {batch.outputs.map((output) => (
                <Table.Tr key={output.id}>
                  <Table.Td>{output.inventoryItem ? localName(output.inventoryItem.name, output.inventoryItem.nameAr, i18n.language) : ''}</Table.Td>
                  <Table.Td>{output.outputQty}</Table.Td>
                  <Table.Td>{money(output.shareIqd)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Card>
  );
}
