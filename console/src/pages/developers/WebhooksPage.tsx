import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Group, Modal, MultiSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime, formatNumber } from '../../ui/format';
import { SecretOnce } from './SecretOnce';
import { NoteDialog } from '../../ui/NoteDialog';

const WebhookSubscriptionsDocument = graphql(`
  query WebhookSubscriptions($list: ListArgs) {
    webhookSubscriptions(list: $list, filter: { includeInactive: true }) {
      items {
        id
        url
        events
        apiVersion
        active
        consecutiveFailures
        failingSince
        lastSuccessAt
        createdAt
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const WebhookCatalogDocument = graphql(`
  query WebhookCatalog {
    webhookEventCatalog {
      currentApiVersion
      events {
        type
        description
        resourceType
      }
    }
  }
`);

const CreateWebhookDocument = graphql(`
  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) {
    createWebhookSubscription(input: $input) {
      id
      secret
    }
  }
`);

const RotateWebhookSecretDocument = graphql(`
  mutation RotateWebhookSecret($id: UUID!) {
    rotateWebhookSubscriptionSecret(id: $id) {
      id
      secret
    }
  }
`);

const UpdateWebhookDocument = graphql(`
  mutation UpdateWebhook($id: UUID!, $input: UpdateWebhookSubscriptionInput!) {
    updateWebhookSubscription(id: $id, input: $input) {
      id
      url
      events
      active
    }
  }
`);
const DeleteWebhookDocument = graphql(`
  mutation DeleteWebhook($id: UUID!, $reason: String) {
    deleteWebhookSubscription(id: $id, reason: $reason) {
      id
    }
  }
`);
const ActivateWebhookDocument = graphql(`
  mutation ActivateWebhook($id: UUID!) {
    activateWebhookSubscription(id: $id) {
      id
      active
    }
  }
`);
const DeactivateWebhookDocument = graphql(`
  mutation DeactivateWebhook($id: UUID!, $reason: String) {
    deactivateWebhookSubscription(id: $id, reason: $reason) {
      id
      active
    }
  }
`);
const TestWebhookDocument = graphql(`
  mutation TestWebhook($id: UUID!) {
    testWebhookSubscription(id: $id) {
      id
      status
      lastHttpStatus
      lastError
    }
  }
`);

interface Subscription {
  id: string;
  url: string;
  events: string[];
  active: boolean;
}

const WEBHOOK_CONTEXT = { additionalTypenames: ['WebhookSubscription'] };

export function WebhooksPage() {
  const { t, i18n } = useTranslation();
  const { params, update, toggleSort } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const [{ data, error, fetching }] = useQuery({ query: WebhookSubscriptionsDocument, variables: { list: listArgs(params) }, context: WEBHOOK_CONTEXT });
  const [{ data: catalog }] = useQuery({ query: WebhookCatalogDocument });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [rotateState, rotate] = useMutation(RotateWebhookSecretDocument);
  const [activateState, activate] = useMutation(ActivateWebhookDocument);
  const [testState, test] = useMutation(TestWebhookDocument);
  const [, deactivate] = useMutation(DeactivateWebhookDocument);
  const [, remove] = useMutation(DeleteWebhookDocument);
  const [editing, setEditing] = useState<Subscription | null>(null);
  const [deleting, setDeleting] = useState<Subscription | null>(null);
  const [deactivating, setDeactivating] = useState<Subscription | null>(null);
  const tested = testState.data?.testWebhookSubscription;
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
      <FormError error={error ?? rotateState.error ?? activateState.error ?? testState.error} />
      {tested && (
        <Alert color={tested.status === 'Succeeded' ? 'teal' : 'orange'} data-testid="webhook-test-result">
          {t('webhookEdit.testSent', {
            status: t(`enum.${tested.status}`, { defaultValue: tested.status }),
            http: tested.lastHttpStatus ? ` (HTTP ${tested.lastHttpStatus})` : tested.lastError ? ` (${tested.lastError})` : '',
          })}
        </Alert>
      )}
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
                    {subscription.active ? t('webhooks.active') : t('webhookEdit.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatNumber(subscription.consecutiveFailures, i18n.language)}</Table.Td>
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
                    <Button size="xs" variant="light" aria-label={`${t('webhookEdit.edit')}: ${subscription.url}`} onClick={() => setEditing(subscription)}>
                      {t('webhookEdit.edit')}
                    </Button>
                    {subscription.active ? (
                      <>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`${t('webhookEdit.test')}: ${subscription.url}`}
                          loading={testState.fetching}
                          onClick={() => void test({ id: subscription.id }, WEBHOOK_CONTEXT)}
                        >
                          {t('webhookEdit.test')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="orange"
                          aria-label={`${t('webhookEdit.deactivate')}: ${subscription.url}`}
                          onClick={() => setDeactivating(subscription)}
                        >
                          {t('webhookEdit.deactivate')}
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="teal"
                        aria-label={`${t('webhookEdit.activate')}: ${subscription.url}`}
                        onClick={() => void activate({ id: subscription.id }, WEBHOOK_CONTEXT)}
                      >
                        {t('webhookEdit.activate')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`${t('webhookEdit.delete')}: ${subscription.url}`}
                      onClick={() => setDeleting(subscription)}
                    >
                      {t('webhookEdit.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}

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
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('webhookEdit.title')} size="lg">
        {editing && (
          <EditWebhookForm subscription={editing} eventTypes={(catalog?.webhookEventCatalog.events ?? []).map((e) => e.type)} onDone={() => setEditing(null)} />
        )}
      </Modal>
      {deactivating && (
        <NoteDialog
          title={t('webhookEdit.deactivateTitle', { url: deactivating.url })}
          description={t('webhookEdit.deactivateHelp')}
          label={t('common.reason')}
          color="orange"
          submitLabel={t('webhookEdit.deactivate')}
          onClose={() => setDeactivating(null)}
          onSubmit={(reason) => deactivate({ id: deactivating.id, reason: reason || null }, WEBHOOK_CONTEXT)}
        />
      )}
      {deleting && (
        <NoteDialog
          title={t('webhookEdit.deleteTitle', { url: deleting.url })}
          description={t('webhookEdit.deleteHelp')}
          label={t('common.reason')}
          color="red"
          submitLabel={t('webhookEdit.delete')}
          onClose={() => setDeleting(null)}
          onSubmit={(reason) => remove({ id: deleting.id, reason: reason || null }, WEBHOOK_CONTEXT)}
        />
      )}
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
        <MultiSelect
          label={t('webhooks.events')}
          required
          searchable
          data={['*', ...eventTypes]}
          value={events}
          onChange={setEvents}
          error={fields.events ?? Object.entries(fields).find(([k]) => k.startsWith('events['))?.[1]}
        />
        <Group justify="end">
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditWebhookForm({ subscription, eventTypes, onDone }: { subscription: Subscription; eventTypes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(subscription.url);
  const [events, setEvents] = useState<string[]>(subscription.events);
  const [state, save] = useMutation(UpdateWebhookDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ id: subscription.id, input: { url, events } }, WEBHOOK_CONTEXT);
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('webhookEdit.title')}>
      <Stack>
        <FormError error={state.error} />
        <TextInput label={t('webhooks.url')} type="url" required value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={fields.url} dir="ltr" />
        <MultiSelect
          label={t('webhooks.events')}
          required
          searchable
          data={Array.from(new Set(['*', ...eventTypes, ...subscription.events]))}
          value={events}
          onChange={setEvents}
          error={fields.events ?? Object.entries(fields).find(([k]) => k.startsWith('events['))?.[1]}
        />
        <Group justify="end">
          <Button type="submit" loading={state.fetching}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
