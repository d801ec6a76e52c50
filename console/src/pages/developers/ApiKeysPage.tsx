import { useState, type FormEvent } from 'react';
import { Badge, Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ApiKeyEnvironment, ApiKeyRowFragment } from '../../gql/graphql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime } from '../../ui/format';
import { SecretOnce } from './SecretOnce';

graphql(`
  fragment ApiKeyRow on ApiKey {
    id
    name
    environment
    scopes
    prefix
    lastFour
    status
    createdAt
    lastUsedAt
    revokedAt
  }
`);

const ApiKeysDocument = graphql(`
  query ApiKeys($list: ListArgs, $filter: ApiKeyFilter) {
    apiKeys(list: $list, filter: $filter) {
      items {
        ...ApiKeyRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const ApiKeyScopesDocument = graphql(`
  query ApiKeyScopes {
    apiKeyScopes {
      scope
      description
      grantable
    }
  }
`);

const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      id
      key
    }
  }
`);

const RotateApiKeyDocument = graphql(`
  mutation RotateApiKey($id: UUID!) {
    rotateApiKey(id: $id) {
      id
      key
    }
  }
`);

const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: UUID!, $input: RevokeApiKeyInput) {
    revokeApiKey(id: $id, input: $input) {
      ...ApiKeyRow
    }
  }
`);

/** Lists refetch after any mutation that returns this type, even while they are empty. */
const APIKEY_CONTEXT = { additionalTypenames: ['ApiKey', 'IssuedApiKey'] };

export function ApiKeysPage() {
  const { t, i18n } = useTranslation();
  const { params, update, toggleSort } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const includeRevoked = params.filter('revoked') === '1';
  const [{ data, error, fetching }, refetch] = useQuery({
    query: ApiKeysDocument,
    variables: { list: listArgs(params), filter: { includeRevoked } },
    context: APIKEY_CONTEXT,
  });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRowFragment | null>(null);
  const [rotateState, rotate] = useMutation(RotateApiKeyDocument);
  const [revokeState, revoke] = useMutation(RevokeApiKeyDocument);
  const page = data?.apiKeys;

  const onRotate = async (id: string) => {
    const result = await rotate({ id });
    if (result.data?.rotateApiKey.key) setSecret(result.data.rotateApiKey.key);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('apiKeys.title')}
        </Title>
        <Button onClick={() => setCreating(true)}>{t('apiKeys.new')}</Button>
      </Group>
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Checkbox label={t('apiKeys.includeRevoked')} checked={includeRevoked} onChange={(e) => update({ revoked: e.currentTarget.checked ? '1' : null })} />
      </Group>
      <FormError error={error ?? rotateState.error ?? revokeState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('apiKeys.prefix')}</Table.Th>
              <Table.Th>{t('apiKeys.environment')}</Table.Th>
              <Table.Th>{t('apiKeys.scopes')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <SortHeader field="lastUsedAt" label={t('apiKeys.lastUsed')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={7} />}
            {page?.items.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td>{key.name}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm" className="secret">
                    {key.prefix}…{key.lastFour}
                  </Text>
                </Table.Td>
                <Table.Td>{key.environment}</Table.Td>
                <Table.Td>
                  <Text size="sm">{key.scopes.join(', ')}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={key.status === 'Active' ? 'teal' : 'gray'}>{key.status}</Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(key.lastUsedAt, i18n.language)}</Table.Td>
                <Table.Td>
                  {!key.revokedAt && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => void onRotate(key.id)} aria-label={`${t('apiKeys.rotate')} ${key.name}`}>
                        {t('apiKeys.rotate')}
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => setRevoking(key)} aria-label={`${t('apiKeys.revoke')} ${key.name}`}>
                        {t('apiKeys.revoke')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}

      <Modal opened={creating} onClose={() => setCreating(false)} title={t('apiKeys.new')} size="lg">
        <CreateApiKeyForm
          onCreated={(key) => {
            setCreating(false);
            setSecret(key);
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      </Modal>
      <SecretOnce secret={secret} title={t('apiKeys.secretTitle')} onClose={() => setSecret(null)} />
      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title={t('apiKeys.revoke')}>
        <Stack>
          <Text>{t('apiKeys.revokeConfirm')}</Text>
          <Group justify="end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={revokeState.fetching}
              onClick={async () => {
                if (revoking) await revoke({ id: revoking.id, input: { reasonCode: 'no-longer-needed' } });
                setRevoking(null);
              }}
            >
              {t('apiKeys.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function CreateApiKeyForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const { t } = useTranslation();
  const [{ data: scopeData }] = useQuery({ query: ApiKeyScopesDocument });
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [environment, setEnvironment] = useState<ApiKeyEnvironment>('Live');
  const [scopes, setScopes] = useState<string[]>([]);
  const [state, create] = useMutation(CreateApiKeyDocument);
  const fields = fieldErrorsOf(state.error);
  const scopeChoices = (scopeData?.apiKeyScopes ?? []).filter((s) => s.grantable).map((s) => ({ value: s.scope, label: s.scope }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { name, description: description || null, environment, scopes } });
    const key = result.data?.createApiKey.key;
    if (key) onCreated(key);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={state.error} />
        <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} data-autofocus />
        <TextInput label={t('apiKeys.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={fields.description} />
        <Select
          label={t('apiKeys.environment')}
          allowDeselect={false}
          data={['Live', 'Test']}
          value={environment}
          onChange={(value) => setEnvironment((value as ApiKeyEnvironment) ?? 'Live')}
          error={fields.environment}
        />
        <MultiSelect
          label={t('apiKeys.scopes')}
          required
          searchable
          data={scopeChoices}
          value={scopes}
          onChange={setScopes}
          error={fields.scopes ?? Object.entries(fields).find(([k]) => k.startsWith('scopes['))?.[1]}
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
