import { useState } from 'react';
import { Badge, Button, Code, Group, Modal, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { graphql } from '../../gql';
import type { DeliveryCallDirection, DeliveryCallOutcome } from '../../gql/graphql';
import { FormError } from '../../ui/FormError';
import { PageHeader } from '../../ui/CreateDialog';
import { EmptyRow, Pager } from '../../ui/ListToolbar';
import { listArgs, useListParams } from '../../ui/list-params';
import { formatDateTime, formatNumber, separator } from '../../ui/format';
import { ConnectionFilter } from './ConnectionFilter';
import { useConnectionChoices } from './delivery-choices';

const DeliveryCallsDocument = graphql(`
  query DeliveryCalls($list: ListArgs, $filter: DeliveryCallFilter) {
    deliveryCalls(list: $list, filter: $filter) {
      items {
        id
        connectionId
        direction
        operation
        method
        responseStatus
        error
        startedAt
        durationMs
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const DeliveryCallDocument = graphql(`
  query DeliveryCall($id: UUID!) {
    deliveryCall(id: $id) {
      id
      direction
      operation
      method
      url
      requestHeaders
      requestBody
      responseStatus
      responseBody
      error
      startedAt
      durationMs
    }
  }
`);

const DIRECTIONS: DeliveryCallDirection[] = ['In', 'Out'];
const OUTCOMES: DeliveryCallOutcome[] = ['Succeeded', 'Refused', 'Failed'];

function statusColor(status: number | null | undefined): string {
  if (status == null || status >= 500) return 'red';
  if (status >= 400) return 'orange';
  return 'teal';
}

/** What a call was about, in words ("order.created" → "Order received"); null when an operation has no words. */
function operationWords(operation: string, t: TFunction, language: string): string | null {
  const parts = operation.split(',').map((part) => t(`delivery.calls.operations.${part.replace(/[.-]/g, '_')}`, { defaultValue: '' }));
  return parts.some((part) => !part) ? null : parts.join(separator(language));
}

/** An operation in words, or as logged when it has none. */
function Operation({ operation }: { operation: string }) {
  const { t, i18n } = useTranslation();
  const words = operationWords(operation, t, i18n.language);
  return words ? <span data-operation={operation}>{words}</span> : <Code dir="ltr">{operation}</Code>;
}

/** The HTTP status answered, or "No answer". */
function StatusBadge({ status }: { status: number | null | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Badge variant="light" color={statusColor(status)}>
      {status != null ? formatNumber(status, i18n.language, { useGrouping: false }) : t('delivery.calls.noAnswer')}
    </Badge>
  );
}

function DirectionBadge({ direction }: { direction: DeliveryCallDirection }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={direction === 'In' ? 'blue' : 'grape'}>
      {t(`delivery.calls.direction.${direction}`)}
    </Badge>
  );
}

/**
 * The call log (docs/delivery.md, "Call log"): every call in and out with the platforms, filtered
 * by connection, direction and result; a call opens with its request and answer, for disputes.
 */
export function CallsPage() {
  const { t, i18n } = useTranslation();
  const { params, update } = useListParams({ sort: 'startedAt', dir: 'desc' });
  const { connectionName } = useConnectionChoices();
  const direction = (params.filter('direction') || null) as DeliveryCallDirection | null;
  const outcome = (params.filter('outcome') || null) as DeliveryCallOutcome | null;
  const filter = { connectionId: params.filter('connection') || null, direction, outcome };
  const [{ data, error, fetching }] = useQuery({ query: DeliveryCallsDocument, variables: { list: listArgs(params, 50), filter } });
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [openId, setOpenId] = useState<string | null>(null);
  const page = data?.deliveryCalls;

  return (
    <Stack>
      <PageHeader title={t('delivery.calls.title')} />
      <Text size="sm">{t('delivery.calls.help')}</Text>
      <Group align="end" wrap="wrap">
        <ConnectionFilter value={filter.connectionId} onChange={(value) => update({ connection: value })} />
        <Select
          label={t('delivery.calls.directionLabel')}
          placeholder={t('common.all')}
          clearable
          data={DIRECTIONS.map((value) => ({ value, label: t(`delivery.calls.direction.${value}`) }))}
          value={direction}
          onChange={(value) => update({ direction: value })}
          w={180}
          maw="100%"
        />
        <Select
          label={t('delivery.calls.outcomeLabel')}
          placeholder={t('common.all')}
          clearable
          data={OUTCOMES.map((value) => ({ value, label: t(`delivery.calls.outcome.${value}`) }))}
          value={outcome}
          onChange={(value) => update({ outcome: value })}
          w={180}
          maw="100%"
        />
      </Group>
      <FormError error={error} />
      {narrow ? (
        <Stack gap="sm" aria-busy={fetching} data-testid="delivery-calls">
          {page && page.items.length === 0 && <Text c="dimmed">{t('delivery.calls.none')}</Text>}
          {page?.items.map((call) => {
            const at = formatDateTime(call.startedAt, i18n.language);
            return (
              <Paper key={call.id} withBorder p="sm" data-direction={call.direction}>
                <Stack gap={6}>
                  <Group gap="xs" justify="space-between">
                    <Group gap="xs">
                      <DirectionBadge direction={call.direction} />
                      <Operation operation={call.operation} />
                    </Group>
                    <StatusBadge status={call.responseStatus} />
                  </Group>
                  <Text size="sm">
                    {[connectionName(call.connectionId), at, t('delivery.calls.milliseconds', { value: formatNumber(call.durationMs, i18n.language) })]
                      .filter(Boolean)
                      .join(separator(i18n.language))}
                  </Text>
                  <Group>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpenId(call.id)}
                      aria-label={t('delivery.calls.viewOf', { operation: operationWords(call.operation, t, i18n.language) ?? call.operation, at })}
                    >
                      {t('delivery.calls.view')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <div className="table-scroll">
          <Table striped aria-busy={fetching} data-testid="delivery-calls">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('delivery.calls.at')}</Table.Th>
                <Table.Th>{t('delivery.connection')}</Table.Th>
                <Table.Th>{t('delivery.calls.directionLabel')}</Table.Th>
                <Table.Th>{t('delivery.calls.operation')}</Table.Th>
                <Table.Th>{t('delivery.calls.status')}</Table.Th>
                <Table.Th>{t('delivery.calls.duration')}</Table.Th>
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page && page.items.length === 0 && <EmptyRow columns={7}>{t('delivery.calls.none')}</EmptyRow>}
              {page?.items.map((call) => {
                const at = formatDateTime(call.startedAt, i18n.language);
                return (
                  <Table.Tr key={call.id} data-direction={call.direction}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{at}</Table.Td>
                    <Table.Td>{connectionName(call.connectionId)}</Table.Td>
                    <Table.Td>
                      <DirectionBadge direction={call.direction} />
                    </Table.Td>
                    <Table.Td>
                      <Operation operation={call.operation} />
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={call.responseStatus} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {t('delivery.calls.milliseconds', { value: formatNumber(call.durationMs, i18n.language) })}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setOpenId(call.id)}
                        aria-label={t('delivery.calls.viewOf', { operation: operationWords(call.operation, t, i18n.language) ?? call.operation, at })}
                      >
                        {t('delivery.calls.view')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      {openId && <CallDetail id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}

/** A body as sent: JSON indented for reading, anything else as it came. */
function readable(body: string | null | undefined): string | null {
  if (!body) return null;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function CallDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery('(max-width: 40em)') ?? false;
  const [{ data, error }] = useQuery({ query: DeliveryCallDocument, variables: { id } });
  const call = data?.deliveryCall;
  return (
    <Modal
      opened
      onClose={onClose}
      title={call ? t('delivery.calls.callTitle', { operation: operationWords(call.operation, t, i18n.language) ?? call.operation }) : ''}
      size="xl"
      fullScreen={narrow}
    >
      <FormError error={error} />
      {call && (
        <Stack gap="sm" data-testid="delivery-call-detail">
          <Text size="sm">
            {[
              t(`delivery.calls.direction.${call.direction}`),
              formatDateTime(call.startedAt, i18n.language),
              t('delivery.calls.milliseconds', { value: formatNumber(call.durationMs, i18n.language) }),
            ].join(separator(i18n.language))}
          </Text>
          <Group gap="xs">
            <Text size="sm">{t('delivery.calls.address')}:</Text>
            <Code dir="ltr" style={{ wordBreak: 'break-all' }}>
              {call.method} {call.url}
            </Code>
          </Group>
          <Group gap="xs">
            <Text size="sm">{t('delivery.calls.status')}:</Text>
            <StatusBadge status={call.responseStatus} />
          </Group>
          {call.error && (
            <Text size="sm" c="red">
              {t('delivery.calls.error')}: <span dir="ltr">{call.error}</span>
            </Text>
          )}
          <Body title={t('delivery.calls.headers')} text={JSON.stringify(call.requestHeaders, null, 2)} />
          <Body title={t('delivery.calls.request')} text={readable(call.requestBody)} />
          <Body title={t('delivery.calls.response')} text={readable(call.responseBody)} />
        </Stack>
      )}
    </Modal>
  );
}

function Body({ title, text }: { title: string; text: string | null }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      {text ? (
        // Focusable: a long body scrolls, and a keyboard must be able to scroll it.
        <Code block dir="ltr" tabIndex={0} style={{ maxHeight: '40vh', overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {text}
        </Code>
      ) : (
        <Text size="sm" c="dimmed">
          {t('delivery.calls.empty')}
        </Text>
      )}
    </section>
  );
}
