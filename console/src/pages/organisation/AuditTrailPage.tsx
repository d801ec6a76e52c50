import { useState, type FormEvent } from 'react';
import { Button, Code, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { formatDateTime } from '../../ui/format';

const AuditTrailDocument = graphql(`
  query AuditTrail($entityType: String!, $entityId: String!, $list: ListArgs) {
    auditTrail(entityType: $entityType, entityId: $entityId, list: $list) {
      items {
        id
        at
        action
        actorKind
        actorUserId
        actorApiKeyId
        reason
        changes
        transport
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

/** Who changed a record, when and why: the record type and id are in the address (?type=&id=). */
export function AuditTrailPage() {
  const { t, i18n } = useTranslation();
  const { params, update } = useListParams({ sort: 'at', dir: 'desc' });
  const entityType = params.filter('type');
  const entityId = params.filter('id');
  const [type, setType] = useState(entityType);
  const [id, setId] = useState(entityId);
  const [{ data, error, fetching }] = useQuery({
    query: AuditTrailDocument,
    variables: { entityType, entityId, list: { page: params.page, perPage: listArgs(params).perPage } },
    pause: !entityType || !entityId,
  });
  const page = data?.auditTrail;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ type: type.trim(), id: id.trim() });
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('audit.title')}
      </Title>
      <form onSubmit={submit} aria-label={t('audit.title')}>
        <Group align="end">
          <TextInput label={t('audit.entityType')} placeholder="department" value={type} onChange={(e) => setType(e.currentTarget.value)} dir="ltr" />
          <TextInput label={t('audit.entityId')} value={id} onChange={(e) => setId(e.currentTarget.value)} dir="ltr" w={340} />
          <Button type="submit">{t('audit.show')}</Button>
        </Group>
      </form>
      <FormError error={error} />
      {entityType && entityId && (
        <div className="table-scroll">
          <Table striped aria-busy={fetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.at')}</Table.Th>
                <Table.Th>{t('audit.action')}</Table.Th>
                <Table.Th>{t('audit.actor')}</Table.Th>
                <Table.Th>{t('common.reason')}</Table.Th>
                <Table.Th>{t('audit.changes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page?.items.length === 0 && <EmptyRow columns={5} />}
              {page?.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.at, i18n.language)}</Table.Td>
                  <Table.Td>{entry.action}</Table.Td>
                  <Table.Td>
                    {t(`enum.${entry.actorKind}`, { defaultValue: entry.actorKind })}
                    {(entry.actorUserId ?? entry.actorApiKeyId) && (
                      <div className="secret" dir="ltr">
                        {entry.actorUserId ?? entry.actorApiKeyId}
                      </div>
                    )}
                  </Table.Td>
                  <Table.Td>{entry.reason}</Table.Td>
                  <Table.Td>
                    {entry.changes && (
                      <Code block className="secret">
                        {JSON.stringify(entry.changes, null, 1)}
                      </Code>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}
