import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Select, Stack, Table, Textarea } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { PromotionStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDate, formatIqd, formatNumber } from '../../ui/format';
import { SalesBadge, useSalesEnumOptions } from '../sales/SalesBadge';
import { useSalesChoices } from '../sales/sales-choices';
import { PromotionFields, usePromotionDraft } from './PromotionFields';

const STATUSES: PromotionStatus[] = ['Running', 'Scheduled', 'Ended', 'Inactive'];

const PromotionsDocument = graphql(`
  query Promotions($list: ListArgs, $filter: PromotionFilter) {
    promotions(list: $list, filter: $filter) {
      items {
        id
        name
        discountPercent
        maxDiscountCap
        minOrderValue
        startDate
        endDate
        channelId
        active
        status
        deletedAt
        deleteReason
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreatePromotionDocument = graphql(`
  mutation CreatePromotion($input: PromotionInput!) {
    createPromotion(input: $input) {
      id
    }
  }
`);
const SetPromotionActiveDocument = graphql(`
  mutation SetPromotionActive($id: UUID!, $input: SetPromotionActiveInput!) {
    setPromotionActive(id: $id, input: $input) {
      id
      active
      status
    }
  }
`);
const DeletePromotionDocument = graphql(`
  mutation DeletePromotion($id: UUID!, $reason: String) {
    deletePromotion(id: $id, reason: $reason) {
      id
      deletedAt
    }
  }
`);

export const PROMOTION_CONTEXT = { additionalTypenames: ['Promotion'] };

/** Promotions with their derived status (on today's business date of the branch), filters in the address. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'startDate', dir: 'desc' });
  const choices = useSalesChoices();
  const status = (params.filter('status') || null) as PromotionStatus | null;
  const channelId = params.filter('channel') || null;
  const includeDeleted = params.filter('deleted') === '1';
  const [{ data, error, fetching }] = useQuery({
    query: PromotionsDocument,
    variables: { list: listArgs(params), filter: { status, channelId, includeAllChannel: channelId ? true : null, includeDeleted } },
    context: PROMOTION_CONTEXT,
  });
  const [activeState, setActive] = useMutation(SetPromotionActiveDocument);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const statusOptions = useSalesEnumOptions(STATUSES);
  const write = can('commercial:write');
  const page = data?.promotions;
  const money = (v: number | null | undefined) => formatIqd(v, i18n.language);

  const create = useCreateDialog({
    label: t('promotions.new'),
    createdMessage: t('promotions.created'),
    children: (done) => <CreatePromotionForm onDone={done} />,
    size: 'xl',
  });

  return (
    <Stack>
      <PageHeader title={t('promotions.title')}>{write && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('common.status')} clearable data={statusOptions} value={status} onChange={(value) => update({ status: value })} w={180} />
        <Select label={t('orders.channel')} clearable data={choices.channels} value={channelId} onChange={(value) => update({ channel: value })} w={180} />
        <Checkbox label={t('common.includeDeleted')} checked={includeDeleted} onChange={(e) => update({ deleted: e.currentTarget.checked ? '1' : null })} />
      </Group>
      <FormError error={error ?? activeState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <SortHeader field="discountPercent" label={t('promotions.percent')} params={params} onSort={toggleSort} />
              <Table.Th>{t('promotions.cap')}</Table.Th>
              <Table.Th>{t('promotions.minOrder')}</Table.Th>
              <SortHeader field="startDate" label={t('promotions.start')} params={params} onSort={toggleSort} />
              <SortHeader field="endDate" label={t('promotions.end')} params={params} onSort={toggleSort} />
              <Table.Th>{t('orders.channel')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              {write && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={write ? 9 : 8} />}
            {page?.items.map((promotion) => (
              <Table.Tr key={promotion.id}>
                <Table.Td>{promotion.name}</Table.Td>
                <Table.Td>{formatNumber(promotion.discountPercent, i18n.language)}%</Table.Td>
                <Table.Td>{promotion.maxDiscountCap === null || promotion.maxDiscountCap === undefined ? '—' : money(promotion.maxDiscountCap)}</Table.Td>
                <Table.Td>{money(promotion.minOrderValue)}</Table.Td>
                <Table.Td>{formatDate(promotion.startDate, i18n.language)}</Table.Td>
                <Table.Td>{formatDate(promotion.endDate, i18n.language)}</Table.Td>
                <Table.Td>{promotion.channelId ? choices.channelName(promotion.channelId) : t('promotions.everyChannel')}</Table.Td>
                <Table.Td>{promotion.deletedAt ? t('common.deleted') : <SalesBadge value={promotion.status} />}</Table.Td>
                {write && (
                  <Table.Td>
                    {!promotion.deletedAt && (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`${promotion.active ? t('promotions.switchOff') : t('promotions.switchOn')}: ${promotion.name}`}
                          onClick={() => void setActive({ id: promotion.id, input: { active: !promotion.active } }, PROMOTION_CONTEXT)}
                        >
                          {promotion.active ? t('promotions.switchOff') : t('promotions.switchOn')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`${t('common.delete')}: ${promotion.name}`}
                          onClick={() => setDeleting({ id: promotion.id, name: promotion.name })}
                        >
                          {t('common.delete')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <DeletePromotionDialog promotion={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function CreatePromotionForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { draft, set, input } = usePromotionDraft();
  const [state, create] = useMutation(CreatePromotionDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ input: input() }, PROMOTION_CONTEXT);
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('promotions.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <PromotionFields draft={draft} set={set} fields={fields} />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeletePromotionDialog({ promotion, onClose }: { promotion: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [state, remove] = useMutation(DeletePromotionDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!promotion) return;
    const result = await remove({ id: promotion.id, reason: reason || null }, PROMOTION_CONTEXT);
    if (!result.error) {
      setReason('');
      onClose();
    }
  };
  return (
    <Modal opened={promotion !== null} onClose={onClose} title={promotion ? t('promotions.deleteTitle', { name: promotion.name }) : ''}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={state.error} />
          <Textarea label={t('common.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fields.reason} />
          <Group justify="end">
            <Button variant="subtle" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" color="red" loading={state.fetching}>
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
