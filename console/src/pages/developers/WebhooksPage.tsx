import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Modal, MultiSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime } from '../../ui/format';
import { SecretOnce } from './SecretOnce';

const WebhookSubscriptionsDocument = graphql(`
  query WebhookSubscriptions($list: ListArgs) {
    webhookSubscriptions(list: $list, filter: { includeInactive: true }) {
      items { id url events apiVersion active consecutiveFailures failingSince lastSuccessAt createdAt }
      total
      totalPages
    }
  }
`);

const WebhookCatalogDocument = graphql(`
  query WebhookCatalog { webhookEventCatalog { currentApiVersion events { type description resourceType } } }
`);

const CreateWebhookDocument = graphql(`
  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { id secret } }
`);

const RotateWebhookSecretDocument = graphql(`
  mutation RotateWebhookSecret($id: UUID!) { rotateWebhookSubscriptionSecret(id: $id) { id secret } }
`);

const WEBHOOK_CONTEXT = { additionalTypenames: ['WebhookSubscription'] };

export function WebhooksPage() {
  const { t, i18n } = useTranslation();
  const { params, update, toggleSort } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const [{ data, error, fetching }] = useQuery({ query: WebhookSubscriptionsDocument, variables: { list: listArgs(params) }, context: WEBHOOK_CONTEXT });
  const [{ data: catalog }] = useQuery({ query: WebhookCatalogDocument });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [rotateState, rotate] = useMutation(RotateWebhookSecretDocument);
  const page = data?.webhookSubscriptions;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('webhooks.title')}
        </Title>
        <Group>
          <Anchor component={Link} to="/developers/webhooks/deliveries">
            {t('webhooks.deliveries')}
          </Anchor>
          <Button onClick={() => setCreating(true)}>{t('webhooks.new')}</Button>
        </Group>
      </Group>
      <FormError error={error ?? rotateState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="url" label={t('webhooks.url')} params={params} onSort={toggleSort} />
              <Table.Th>{t('webhooks.events')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('webhooks.failures')}</Table.Th>
              <SortHeader field="createdAt" label={t('common.created')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={6} />}
            {page?.items.map((subscription) => (
              <Table.Tr key={subscription.id}>
                <Table.Td className="secret">{subscription.url}</Table.Td>
                <Table.Td>
                  <Text size="sm">{subscription.events.join(', ')}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={subscription.active ? (subscription.failingSince ? 'red' : 'teal') : 'gray'} variant="light">
                    {subscription.active ? t('webhooks.active') : '—'}
                  </Badge>
                </Table.Td>
                <Table.Td>{subscription.consecutiveFailures}</Table.Td>
                <Table.Td>{formatDateTime(subscription.createdAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={async () => {
                        const result = await rotate({ id: subscription.id });
                        if (result.data?.rotateWebhookSubscriptionSecret.secret) setSecret(result.data.rotateWebhookSubscriptionSecret.secret);
                      }}
                    >
                      {t('webhooks.rotateSecret')}
                    </Button>
                    <Button size="xs" variant="subtle" component={Link} to={`/developers/webhooks/deliveries?subscription=${subscription.id}`}>
                      {t('webhooks.deliveries')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} params={params} onPage={(p) => update({ page: p })} />}

      <Title order={2} size="h3">
        {t('webhooks.catalog')} ({catalog?.webhookEventCatalog.currentApiVersion})
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webhooks.event')}</Table.Th>
            <Table.Th>{t('apiKeys.description')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {catalog?.webhookEventCatalog.events.map((event) => (
            <Table.Tr key={event.type}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {event.type}
                </Text>
              </Table.Td>
              <Table.Td>{event.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Modal opened={creating} onClose={() => setCreating(false)} title={t('webhooks.new')} size="lg">
        <CreateWebhookForm
          eventTypes={(catalog?.webhookEventCatalog.events ?? []).map((e) => e.type)}
          onCreated={(created) => {
            setCreating(false);
            setSecret(created);
          }}
        />
      </Modal>
      <SecretOnce secret={secret} title={t('webhooks.secretOnce')} onClose={() => setSecret(null)} />
    </Stack>
  );
}

function CreateWebhookForm({ eventTypes, onCreated }: { eventTypes: string[]; onCreated: (secret: string) => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<string[]>([]);
  const [state, create] = useMutation(CreateWebhookDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { url, events } });
    const secret = result.data?.createWebhookSubscription.secret;
    if (secret) onCreated(secret);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={state.error} />
        <TextInput label={t('webhooks.url')} type="url" required value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={fields.url} dir="ltr" />
        <MultiSelect label={t('webhooks.events')} required searchable data={['*', ...eventTypes]} value={events} onChange={setEvents} error={fields.events ?? Object.entries(fields).find(([k]) => k.startsWith('events['))?.[1]} />
        <Group justify="end">
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

