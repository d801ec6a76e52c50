import { Fragment, useState } from 'react';
import { Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { WebhookDeliveryStatus } from '../../gql/graphql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { formatDateTime, formatNumber } from '../../ui/format';
import { StatusBadge, useEnumOptions } from '../../ui/StatusBadge';

const STATUSES: WebhookDeliveryStatus[] = ['Pending', 'Succeeded', 'Failed', 'Cancelled'];

const WebhookDeliveriesDocument = graphql(`
  query WebhookDeliveries($list: ListArgs, $filter: WebhookDeliveryFilter) {
    webhookDeliveries(list: $list, filter: $filter) {
      items {
        id
        eventType
        status
        attemptCount
        lastHttpStatus
        lastError
        createdAt
        attempts {
          id
          attemptNumber
          trigger
          outcome
          httpStatus
          durationMs
          error
          startedAt
        }
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const RetryDeliveryDocument = graphql(`
  mutation RetryDelivery($id: UUID!) {
    retryWebhookDelivery(id: $id) {
      id
      status
      attemptCount
    }
  }
`);

const DELIVERY_CONTEXT = { additionalTypenames: ['WebhookDelivery'] };

/** The delivery log: filter by status and subscription (in the address), attempts, retry now. */
export function WebhookDeliveriesPage() {
  const { t, i18n } = useTranslation();
  const { params, update, toggleSort } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const status = (params.filter('status') || null) as WebhookDeliveryStatus | null;
  const subscriptionId = params.filter('subscription') || null;
  const [{ data, error, fetching }] = useQuery({
    query: WebhookDeliveriesDocument,
    variables: { list: listArgs(params), filter: { status, subscriptionId } },
    context: DELIVERY_CONTEXT,
  });
  const [retryState, retry] = useMutation(RetryDeliveryDocument);
  const [open, setOpen] = useState<string | null>(null);
  const statusOptions = useEnumOptions(STATUSES);
  const page = data?.webhookDeliveries;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('webhooks.deliveries')}
      </Title>
      <Group align="end">
        <Select label={t('common.status')} clearable data={statusOptions} value={status} onChange={(value) => update({ status: value })} w={180} />
        {subscriptionId && (
          <Button variant="subtle" onClick={() => update({ subscription: null })}>
            {t('common.all')}
          </Button>
        )}
      </Group>
      <FormError error={error ?? retryState.error} />
      <div className="table-scroll">
        <Table aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.event')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('webhooks.attempts')}</Table.Th>
              <Table.Th>{t('webhooks.lastStatus')}</Table.Th>
              <SortHeader field="createdAt" label={t('common.created')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={6} />}
            {page?.items.map((delivery) => (
              <Fragment key={delivery.id}>
                <Table.Tr>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {delivery.eventType}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge value={delivery.status} />
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" aria-expanded={open === delivery.id} onClick={() => setOpen(open === delivery.id ? null : delivery.id)}>
                      {formatNumber(delivery.attemptCount, i18n.language)}
                    </Button>
                  </Table.Td>
                  <Table.Td>{delivery.lastHttpStatus ?? delivery.lastError ?? ''}</Table.Td>
                  <Table.Td>{formatDateTime(delivery.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    {delivery.status !== 'Pending' && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={retryState.fetching && retryState.operation?.variables.id === delivery.id}
                        onClick={() => void retry({ id: delivery.id })}
                      >
                        {t('webhooks.retry')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
                {open === delivery.id &&
                  delivery.attempts.map((attempt) => (
                    <Table.Tr key={attempt.id} bg="var(--mantine-color-gray-0)">
                      <Table.Td>
                        #{attempt.attemptNumber} ({t(`enum.${attempt.trigger}`, { defaultValue: attempt.trigger })})
                      </Table.Td>
                      <Table.Td>{t(`enum.${attempt.outcome}`, { defaultValue: attempt.outcome })}</Table.Td>
                      <Table.Td>
                        {formatNumber(attempt.durationMs, i18n.language)} {t('units.milliseconds')}
                      </Table.Td>
                      <Table.Td>{attempt.httpStatus ?? attempt.error ?? ''}</Table.Td>
                      <Table.Td colSpan={2}>{formatDateTime(attempt.startedAt, i18n.language)}</Table.Td>
                    </Table.Tr>
                  ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}
