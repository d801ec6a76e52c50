import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Table, Textarea, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime, formatNumber } from '../../ui/format';
import { useSalesChoices } from './sales-choices';
import { QrTokenOnce, type IssuedToken } from './QrTokenOnce';

const SelfOrderTablesDocument = graphql(`
  query SelfOrderTables($list: ListArgs, $filter: SelfOrderTableFilter) {
    selfOrderTables(list: $list, filter: $filter) {
      items {
        id
        branchId
        name
        area
        seats
        active
        hasToken
        tokenIssuedAt
      }
      total
      totalPages
      totalIsExact
    }
  }
`);

const CreateSelfOrderTableDocument = graphql(`
  mutation CreateSelfOrderTable($input: CreateSelfOrderTableInput!) {
    createSelfOrderTable(input: $input) {
      qrToken
      orderUrl
      qrSvg
      table {
        id
        name
        area
        hasToken
      }
    }
  }
`);
const RotateSelfOrderTableTokenDocument = graphql(`
  mutation RotateSelfOrderTableToken($id: UUID!) {
    rotateSelfOrderTableToken(id: $id) {
      qrToken
      orderUrl
      qrSvg
      table {
        id
        name
        area
        hasToken
        tokenIssuedAt
      }
    }
  }
`);
const RevokeSelfOrderTableTokenDocument = graphql(`
  mutation RevokeSelfOrderTableToken($id: UUID!, $reason: String) {
    revokeSelfOrderTableToken(id: $id, reason: $reason) {
      id
      hasToken
      tokenIssuedAt
    }
  }
`);
const SetSelfOrderTableActiveDocument = graphql(`
  mutation SetSelfOrderTableActive($id: UUID!, $active: Boolean!) {
    updateSelfOrderTable(id: $id, input: { active: $active }) {
      id
      active
    }
  }
`);

const TABLE_CONTEXT = { additionalTypenames: ['SelfOrderTable'] };

/** Self-order tables per branch, with their QR tokens: issued on create and rotate, shown once. */
export function TablesPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const choices = useSalesChoices();
  const branchId = params.filter('branch') || null;
  const [{ data, error, fetching }] = useQuery({
    query: SelfOrderTablesDocument,
    variables: { list: listArgs(params), filter: { branchId } },
    context: TABLE_CONTEXT,
  });
  const [rotateState, rotate] = useMutation(RotateSelfOrderTableTokenDocument);
  const [activeState, setActive] = useMutation(SetSelfOrderTableActiveDocument);
  const [issued, setIssued] = useState<IssuedToken | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [rotating, setRotating] = useState<{ id: string; name: string } | null>(null);
  const manage = can('sales:manage');
  const page = data?.selfOrderTables;

  const onRotate = async (id: string) => {
    const result = await rotate({ id }, TABLE_CONTEXT);
    if (result.data) setIssued(result.data.rotateSelfOrderTableToken);
  };

  const create = useCreateDialog({
    label: t('tables.new'),
    createdMessage: t('tables.created'),
    children: (done) => <CreateTableForm onIssued={setIssued} onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('tables.title')}>{manage && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('orders.branch')} clearable data={choices.branches} value={branchId} onChange={(value) => update({ branch: value })} w={200} />
      </Group>
      <FormError error={error ?? rotateState.error ?? activeState.error} />
      {rotating && (
        <ConfirmDialog
          title={t('tables.rotateTitle', { name: rotating.name })}
          message={t('tables.rotateWarning')}
          confirmLabel={t('tables.rotate')}
          onConfirm={() => onRotate(rotating.id)}
          onClose={() => setRotating(null)}
        />
      )}
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('orders.branch')}</Table.Th>
              <Table.Th>{t('tables.area')}</Table.Th>
              <Table.Th>{t('tables.seats')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('tables.qr')}</Table.Th>
              {manage && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={manage ? 7 : 6} />}
            {page?.items.map((table) => (
              <Table.Tr key={table.id}>
                <Table.Td>{table.name}</Table.Td>
                <Table.Td>{choices.branchName(table.branchId)}</Table.Td>
                <Table.Td>{table.area}</Table.Td>
                <Table.Td>{formatNumber(table.seats, i18n.language)}</Table.Td>
                <Table.Td>{table.active ? t('tables.active') : t('tables.inactive')}</Table.Td>
                <Table.Td>{table.hasToken ? t('tables.issuedAt', { at: formatDateTime(table.tokenIssuedAt, i18n.language) }) : t('tables.noToken')}</Table.Td>
                {manage && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`${t('tables.rotate')}: ${table.name}`}
                        onClick={() => (table.hasToken ? setRotating({ id: table.id, name: table.name }) : void onRotate(table.id))}
                      >
                        {table.hasToken ? t('tables.rotate') : t('tables.issue')}
                      </Button>
                      {table.hasToken && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`${t('tables.revoke')}: ${table.name}`}
                          onClick={() => setRevoking({ id: table.id, name: table.name })}
                        >
                          {t('tables.revoke')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="subtle"
                        color="gray"
                        aria-label={`${table.active ? t('tables.deactivate') : t('tables.activate')}: ${table.name}`}
                        onClick={() => void setActive({ id: table.id, active: !table.active }, TABLE_CONTEXT)}
                      >
                        {table.active ? t('tables.deactivate') : t('tables.activate')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <QrTokenOnce issued={issued} onClose={() => setIssued(null)} />
      <RevokeDialog table={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}

function CreateTableForm({ onIssued, onDone }: { onIssued: (issued: IssuedToken) => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { state: session } = useSession();
  const choices = useSalesChoices();
  const defaultBranch = session.status === 'signedIn' ? session.me.branch.id : null;
  const [branchId, setBranchId] = useState<string | null>(defaultBranch);
  const [name, setName] = useState('');
  const [area, setArea] = useState('');
  const [seats, setSeats] = useState<number | string>('');
  const [state, create] = useMutation(CreateSelfOrderTableDocument);
  const fields = fieldErrorsOf(state.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: { branchId, name, area: area || null, seats: seats === '' ? null : Number(seats) } }, TABLE_CONTEXT);
    if (result.data) {
      onIssued(result.data.createSelfOrderTable);
      onDone();
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('tables.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <Select label={t('orders.branch')} data={choices.branches} value={branchId} onChange={setBranchId} error={fields.branchId} />
          <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
          <TextInput label={t('tables.area')} value={area} onChange={(e) => setArea(e.currentTarget.value)} error={fields.area} />
          <NumberField label={t('tables.seats')} allowDecimal={false} value={seats} onChange={setSeats} error={fields.seats} />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RevokeDialog({ table, onClose }: { table: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [state, revoke] = useMutation(RevokeSelfOrderTableTokenDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!table) return;
    const result = await revoke({ id: table.id, reason: reason || null }, TABLE_CONTEXT);
    if (!result.error) {
      setReason('');
      onClose();
    }
  };
  return (
    <Modal opened={table !== null} onClose={onClose} title={table ? t('tables.revokeTitle', { name: table.name }) : ''}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Alert color="yellow">{t('tables.revokeWarning')}</Alert>
          <FormError error={state.error} />
          <Textarea label={t('common.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} />
          <Group justify="end">
            <Button variant="subtle" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" color="red" loading={state.fetching}>
              {t('tables.revoke')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
