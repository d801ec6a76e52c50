import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useClient, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { PilotRowFragment, PilotStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import type { AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { PurchasingBadge, usePurchasingEnumOptions } from '../purchasing/PurchasingBadge';
import { PILOT_CONTEXT, PilotForm } from './PilotForm';
import { pilotDeletable, pilotMoves } from './pilot-rules';
import { formatDate } from '../../ui/format';

const STATUSES: PilotStatus[] = ['Planned', 'Active', 'Completed', 'Cancelled'];

const PilotsDocument = graphql(`
  query Pilots($list: ListArgs, $filter: PilotFilter) {
    pilots(list: $list, filter: $filter) {
      items {
        ...PilotRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const SetPilotStatusDocument = graphql(`
  mutation SetPilotStatus($id: UUID!, $input: PilotStatusInput!) {
    setPilotStatus(id: $id, input: $input) {
      ...PilotRow
    }
  }
`);
const DeletePilotDocument = graphql(`
  mutation DeletePilot($id: UUID!, $reason: String) {
    deletePilot(id: $id, reason: $reason) {
      ...PilotRow
    }
  }
`);

type Acting = { pilot: PilotRowFragment; to: PilotStatus | 'delete' };

/** Loss-control pilots of the organisation: plan one, move it along its states, keep its checklist and final report. */
export function PilotsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const client = useClient();
  const statusOptions = usePurchasingEnumOptions(STATUSES);
  const { params, update, toggleSort } = useListParams({ sort: 'startDate', dir: 'desc' });
  const filter = { status: (params.filter('status') || null) as PilotStatus | null, includeDeleted: params.filter('deleted') === '1' };
  const [{ data, error, fetching }] = useQuery({ query: PilotsDocument, variables: { list: listArgs(params), filter }, context: PILOT_CONTEXT });
  const [editing, setEditing] = useState<PilotRowFragment | null>(null);
  const [acting, setActing] = useState<Acting | null>(null);
  const [actionError, setActionError] = useState<AnyApiError>(null);
  const [busy, setBusy] = useState(false);
  const page = data?.pilots;
  const write = can('loss:write');

  const act = async (reason: string): Promise<boolean> => {
    if (!acting) return false;
    setBusy(true);
    const result =
      acting.to === 'delete'
        ? await client.mutation(DeletePilotDocument, { id: acting.pilot.id, reason: reason || null }, PILOT_CONTEXT).toPromise()
        : await client
            .mutation(SetPilotStatusDocument, { id: acting.pilot.id, input: { status: acting.to, reason: reason || null } }, PILOT_CONTEXT)
            .toPromise();
    setBusy(false);
    setActionError(result.error ?? null);
    return !result.error;
  };
  const create = useCreateDialog({
    label: t('pilots.new'),
    createdMessage: t('pilots.created'),
    children: (done) => <PilotForm onDone={done} />,
  });
  const actionLabel = (to: Acting['to']) => (to === 'delete' ? t('common.delete') : t(`pilots.moveTo.${to}`));

  return (
    <Stack>
      <PageHeader title={t('pilots.title')}>{write && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('common.status')} clearable w={180} data={statusOptions} value={filter.status} onChange={(value) => update({ status: value })} />
        <Checkbox
          label={t('common.includeDeleted')}
          checked={filter.includeDeleted}
          onChange={(e) => update({ deleted: e.currentTarget.checked ? '1' : null })}
          mb={8}
        />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="restaurantName" label={t('pilots.restaurant')} params={params} onSort={toggleSort} />
              <SortHeader field="startDate" label={t('pilots.startDate')} params={params} onSort={toggleSort} />
              <SortHeader field="endDate" label={t('pilots.endDate')} params={params} onSort={toggleSort} />
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <Table.Th>{t('pilots.checklist')}</Table.Th>
              <Table.Th>{t('pilots.finalReport')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={7} />}
            {page?.items.map((pilot) => (
              <Table.Tr key={pilot.id}>
                <Table.Td>
                  {pilot.restaurantName}
                  {pilot.note && (
                    <Text size="sm" c="dimmed">
                      {pilot.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(pilot.startDate, i18n.language)}</Table.Td>
                <Table.Td>{formatDate(pilot.endDate, i18n.language)}</Table.Td>
                <Table.Td>{pilot.deletedAt ? <PurchasingBadge value="Deleted" /> : <PurchasingBadge value={pilot.status} />}</Table.Td>
                <Table.Td>{t('pilots.done', { done: pilot.checklist.doneCount, total: pilot.checklist.items.length })}</Table.Td>
                <Table.Td>{t(`lossEnum.${pilot.finalReportStatus}`)}</Table.Td>
                <Table.Td>
                  {write && !pilot.deletedAt && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(pilot)} aria-label={`${t('common.edit')}: ${pilot.restaurantName}`}>
                        {t('common.edit')}
                      </Button>
                      {[...pilotMoves(pilot.status), ...(pilotDeletable(pilot.status) ? (['delete'] as const) : [])].map((to) => (
                        <Button
                          key={to}
                          size="xs"
                          variant="subtle"
                          color={to === 'Cancelled' || to === 'delete' ? 'red' : 'teal'}
                          onClick={() => {
                            setActionError(null);
                            setActing({ pilot, to });
                          }}
                          aria-label={`${actionLabel(to)}: ${pilot.restaurantName}`}
                        >
                          {actionLabel(to)}
                        </Button>
                      ))}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('pilots.editTitle', { name: editing.restaurantName }) : ''}
        size="lg"
      >
        {editing && <PilotForm pilot={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ReasonDialog
        title={acting ? `${actionLabel(acting.to)}: ${acting.pilot.restaurantName}` : ''}
        opened={acting !== null}
        required={false}
        submitLabel={acting ? actionLabel(acting.to) : ''}
        error={actionError}
        fetching={busy}
        onClose={() => setActing(null)}
        onSubmit={act}
      />
    </Stack>
  );
}
