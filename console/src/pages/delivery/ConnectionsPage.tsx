import { useState, type FormEvent, type ReactNode } from 'react';
import { Badge, Button, Group, Modal, Paper, PasswordInput, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { DeliveryConnectionsQuery, DeliveryPlatform } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NumberField } from '../../ui/NumberField';
import { formatNumber } from '../../ui/format';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { SecretOnce } from '../developers/SecretOnce';
import { StoreStateControl } from './StoreStateControl';
import { useSalesChoices } from '../sales/sales-choices';

const DeliveryConnectionsDocument = graphql(`
  query DeliveryConnections($list: ListArgs) {
    deliveryConnections(list: $list) {
      items {
        id
        name
        platform
        branchId
        platformStoreId
        channelId
        autoAccept
        preparationMinutes
        storeState
        active
        credentialsHint
      }
      total
    }
  }
`);
const CreateDeliveryConnectionDocument = graphql(`
  mutation CreateDeliveryConnection($input: CreateDeliveryConnectionInput!) {
    createDeliveryConnection(input: $input) {
      connection {
        id
      }
      signingSecret
    }
  }
`);
const UpdateDeliveryConnectionDocument = graphql(`
  mutation UpdateDeliveryConnection($id: UUID!, $input: UpdateDeliveryConnectionInput!) {
    updateDeliveryConnection(id: $id, input: $input) {
      id
      name
      channelId
      autoAccept
      active
      credentialsHint
    }
  }
`);
type Connection = DeliveryConnectionsQuery['deliveryConnections']['items'][number];
const CONTEXT = { additionalTypenames: ['DeliveryConnection'] };
const PLATFORMS: DeliveryPlatform[] = ['Generic', 'DeliveryHero'];

/** "name=value" lines as the credentials object; blank: none given (the stored ones stay). */
function credentialsOf(text: string): Record<string, string> | null {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      return at > 0 ? [line.slice(0, at).trim(), line.slice(at + 1).trim()] : ['secret', line];
    });
  return entries.length ? Object.fromEntries(entries) : null;
}

/**
 * Connections of branches to delivery platforms: platform, store id, sales channel, auto-accept,
 * preparation time and whether the store is open, busy or paused. Credentials are written only.
 */
export function ConnectionsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const manage = can('delivery:manage');
  const canSetState = manage || can('sales:write');
  const { branchName, channelName } = useSalesChoices();
  const [{ data, error, fetching }] = useQuery({ query: DeliveryConnectionsDocument, variables: { list: { perPage: 100 } }, context: CONTEXT });
  const [editing, setEditing] = useState<Connection | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateDialog({
    label: t('delivery.connections.new'),
    createdMessage: t('delivery.connections.created'),
    children: (done) => <CreateConnectionForm onDone={done} onSecret={setSecret} />,
  });
  const items = data?.deliveryConnections.items ?? [];

  return (
    <Stack>
      <PageHeader title={t('delivery.connections.title')}>{manage && create.button}</PageHeader>
      {create.dialog}
      <Text size="sm">{t('delivery.connections.help')}</Text>
      <FormError error={error} />
      {canSetState && items.some((c) => c.active) && (
        <section aria-labelledby="delivery-stores">
          <Title order={2} size="h4" id="delivery-stores" mb="xs">
            {t('delivery.connections.stores')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {items
              .filter((c) => c.active)
              .map((c) => (
                <Paper key={c.id} withBorder p="sm">
                  <Text fw={600}>{c.name}</Text>
                  <Text size="xs" c="dimmed" mb={6}>
                    {branchName(c.branchId)}
                  </Text>
                  <StoreStateControl connection={c} />
                </Paper>
              ))}
          </SimpleGrid>
        </section>
      )}
      <div className="table-scroll">
        <Table striped aria-busy={fetching} data-testid="connections">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('delivery.connections.name')}</Table.Th>
              <Table.Th>{t('delivery.platformLabel')}</Table.Th>
              <Table.Th>{t('delivery.connections.branch')}</Table.Th>
              <Table.Th>{t('delivery.connections.storeId')}</Table.Th>
              <Table.Th>{t('delivery.connections.channel')}</Table.Th>
              <Table.Th>{t('delivery.connections.preparation')}</Table.Th>
              <Table.Th>{t('delivery.connections.state')}</Table.Th>
              <Table.Th>{t('delivery.connections.credentials')}</Table.Th>
              {manage && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  {c.name}
                  {!c.active && (
                    <Badge ms="xs" color="gray" variant="light">
                      {t('tables.inactive')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{t(`delivery.platform.${c.platform}`)}</Table.Td>
                <Table.Td>{branchName(c.branchId)}</Table.Td>
                <Table.Td dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                  {c.platformStoreId}
                </Table.Td>
                <Table.Td>{channelName(c.channelId)}</Table.Td>
                <Table.Td>
                  {formatNumber(c.preparationMinutes, i18n.language)}
                  {c.autoAccept && (
                    <Badge ms="xs" variant="light">
                      {t('delivery.connections.autoAccept')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{t(`delivery.storeState.${c.storeState}`)}</Table.Td>
                <Table.Td>
                  {/* The hint is isolated: Latin characters inside an Arabic sentence would otherwise reorder its brackets. */}
                  {c.credentialsHint
                    ? t('delivery.connections.credentialsSet', { hint: `\u2068${c.credentialsHint}\u2069` })
                    : t('delivery.connections.credentialsNone')}
                </Table.Td>
                {manage && (
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setEditing(c)} aria-label={`${t('common.edit')}: ${c.name}`}>
                      {t('common.edit')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {editing && <EditConnectionDialog connection={editing} onClose={() => setEditing(null)} />}
      <SecretOnce secret={secret} title={t('delivery.connections.credentials')} onClose={() => setSecret(null)} />
    </Stack>
  );
}

function CreateConnectionForm({ onDone, onSecret }: { onDone: () => void; onSecret: (secret: string | null) => void }) {
  const { t } = useTranslation();
  const { branches } = useSalesChoices();
  const { state: session } = useSession();
  const [platform, setPlatform] = useState<DeliveryPlatform>('Generic');
  const [name, setName] = useState('');
  const [branchId, setBranchId] = useState<string | null>(session.status === 'signedIn' ? (session.me.branch?.id ?? null) : null);
  const [storeId, setStoreId] = useState('');
  const [shared, setShared] = useState<SharedValues>({ channelId: null, autoAccept: false, credentials: '' });
  const [preparation, setPreparation] = useState<number | string>(20);
  const [state, create] = useMutation(CreateDeliveryConnectionDocument);
  const fields = fieldErrorsOf(state.error);
  const label = t('delivery.connections.new');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create(
      {
        input: {
          platform,
          name,
          branchId: branchId ?? '',
          platformStoreId: storeId,
          channelId: shared.channelId ?? '',
          autoAccept: shared.autoAccept,
          preparationMinutes: typeof preparation === 'number' ? preparation : null,
          credentials: credentialsOf(shared.credentials),
        },
      },
      CONTEXT,
    );
    if (answer.data) {
      onSecret(answer.data.createDeliveryConnection.signingSecret ?? null);
      onDone();
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Select
          label={t('delivery.platformLabel')}
          required
          data={PLATFORMS.map((value) => ({ value, label: t(`delivery.platform.${value}`) }))}
          value={platform}
          onChange={(value) => setPlatform((value as DeliveryPlatform) ?? 'Generic')}
          error={fields.platform}
          allowDeselect={false}
        />
        <TextInput label={t('delivery.connections.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
        <Select label={t('delivery.connections.branch')} required data={branches} value={branchId} onChange={setBranchId} error={fields.branchId} />
        <TextInput
          label={t('delivery.connections.storeId')}
          required
          dir="ltr"
          value={storeId}
          onChange={(e) => setStoreId(e.currentTarget.value)}
          error={fields.platformStoreId}
        />
        <ConnectionFields platform={platform} values={shared} onChange={setShared} fields={fields}>
          <NumberField
            label={t('delivery.connections.preparation')}
            allowDecimal={false}
            min={1}
            max={240}
            value={preparation}
            onChange={setPreparation}
            error={fields.preparationMinutes}
          />
        </ConnectionFields>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditConnectionDialog({ connection, onClose }: { connection: Connection; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(connection.name);
  const [shared, setShared] = useState<SharedValues>({ channelId: connection.channelId, autoAccept: connection.autoAccept, credentials: '' });
  const [active, setActive] = useState(connection.active);
  const [state, update] = useMutation(UpdateDeliveryConnectionDocument);
  const fields = fieldErrorsOf(state.error);
  const title = t('delivery.connections.edit');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await update(
      {
        id: connection.id,
        input: {
          name,
          channelId: shared.channelId,
          autoAccept: shared.autoAccept,
          active,
          ...(credentialsOf(shared.credentials) ? { credentials: credentialsOf(shared.credentials) } : {}),
        },
      },
      CONTEXT,
    );
    if (answer.data) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormError error={state.error} />
          <TextInput label={t('delivery.connections.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
          <ConnectionFields platform={connection.platform} values={shared} onChange={setShared} fields={fields}>
            <Switch label={t('delivery.connections.active')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
          </ConnectionFields>
          <Group>
            <Button type="submit" loading={state.fetching}>
              {t('common.save')}
            </Button>
            <Button variant="subtle" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface SharedValues {
  channelId: string | null;
  autoAccept: boolean;
  /** "name=value" lines; blank keeps the stored credentials. */
  credentials: string;
}

/**
 * The fields the create and edit forms share: sales channel, auto-accept, what comes between
 * (preparation time when creating, active when editing) and, for a platform other than Generic,
 * its credentials.
 */
function ConnectionFields({
  platform,
  values,
  onChange,
  fields,
  children,
}: {
  platform: DeliveryPlatform;
  values: SharedValues;
  onChange: (values: SharedValues) => void;
  fields: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { channels } = useSalesChoices();
  return (
    <>
      <Select
        label={t('delivery.connections.channel')}
        required
        data={channels}
        value={values.channelId}
        onChange={(channelId) => onChange({ ...values, channelId })}
        error={fields.channelId}
      />
      <Switch
        label={t('delivery.connections.autoAccept')}
        checked={values.autoAccept}
        onChange={(e) => onChange({ ...values, autoAccept: e.currentTarget.checked })}
      />
      {children}
      {platform !== 'Generic' && (
        <PasswordInput
          label={t('delivery.connections.credentials')}
          description={t('delivery.connections.credentialsHelp')}
          autoComplete="off"
          value={values.credentials}
          onChange={(e) => onChange({ ...values, credentials: e.currentTarget.value })}
          error={fields.credentials}
        />
      )}
    </>
  );
}
