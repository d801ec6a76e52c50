import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { ChangeRequestDecision, ChangeRequestStatus } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { arrow, formatDate, formatDateTime, formatIqd, formatPercent, separator } from '../../ui/format';
import { SalesBadge, useSalesEnumOptions } from '../sales/SalesBadge';
import { useSalesChoices } from '../sales/sales-choices';
import { PromotionFields, usePromotionDraft } from './PromotionFields';
import { PROMOTION_CONTEXT } from './PromotionsPage';

const STATUSES: ChangeRequestStatus[] = ['Pending', 'Approved', 'Rejected'];

const ChangeRequestsDocument = graphql(`
  query PromotionChangeRequests($list: ListArgs, $filter: PromotionChangeRequestFilter) {
    promotionChangeRequests(list: $list, filter: $filter) {
      items {
        id
        createdAt
        promotionId
        createsPromotion
        name
        discountPercent
        maxDiscountCap
        minOrderValue
        startDate
        endDate
        channelId
        active
        status
        proposedBy
        decidedAt
        decisionNote
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const PromotionChoicesDocument = graphql(`
  query PromotionChoices {
    promotions(list: { perPage: 100, sort: "name", dir: Asc }) {
      items {
        id
        name
      }
    }
  }
`);
const ProposePromotionChangeDocument = graphql(`
  mutation ProposePromotionChange($input: PromotionChangeRequestInput!) {
    proposePromotionChange(input: $input) {
      id
      status
    }
  }
`);
const DecidePromotionChangeDocument = graphql(`
  mutation DecidePromotionChange($id: UUID!, $input: ChangeRequestDecisionInput!) {
    decidePromotionChangeRequest(id: $id, input: $input) {
      id
      status
      decidedAt
      decisionNote
      promotionId
    }
  }
`);

const REQUEST_CONTEXT = { additionalTypenames: ['PromotionChangeRequest', 'Promotion'] };

/** Maker-checker for promotions: a manager proposes, another user with commercial:approve decides. */
export function ChangeRequestsPage() {
  const { t, i18n } = useTranslation();
  const { can, state: session } = useSession();
  const me = session.status === 'signedIn' ? session.me.user.id : null;
  const { params, update, toggleSort } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const choices = useSalesChoices();
  const status = (params.filter('status') || null) as ChangeRequestStatus | null;
  const [{ data, error, fetching }] = useQuery({
    query: ChangeRequestsDocument,
    variables: { list: listArgs(params), filter: { status } },
    context: REQUEST_CONTEXT,
  });
  const [deciding, setDeciding] = useState<{ id: string; name: string; decision: ChangeRequestDecision } | null>(null);
  const statusOptions = useSalesEnumOptions(STATUSES);
  const page = data?.promotionChangeRequests;
  const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatIqd(v, i18n.language));

  const create = useCreateDialog({
    label: t('changeRequests.propose'),
    createdMessage: t('changeRequests.proposed'),
    children: (done) => <ProposeForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('changeRequests.title')}>{can('commercial:propose') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <Select label={t('common.status')} clearable data={statusOptions} value={status} onChange={(value) => update({ status: value })} w={180} />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('changeRequests.kind')}</Table.Th>
              <Table.Th>{t('changeRequests.terms')}</Table.Th>
              <SortHeader field="createdAt" label={t('changeRequests.proposedAt')} params={params} onSort={toggleSort} />
              <SortHeader field="status" label={t('common.status')} params={params} onSort={toggleSort} />
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={6} />}
            {page?.items.map((request) => {
              const mine = me !== null && request.proposedBy === me;
              return (
                <Table.Tr key={request.id}>
                  <Table.Td>{request.name}</Table.Td>
                  <Table.Td>{request.createsPromotion ? t('changeRequests.newPromotion') : t('changeRequests.change')}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {formatPercent(request.discountPercent / 100, i18n.language)}
                      {separator(i18n.language)}
                      {t('promotions.cap')}: {money(request.maxDiscountCap)}
                      {separator(i18n.language)}
                      {t('promotions.minOrder')}: {money(request.minOrderValue)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatDate(request.startDate, i18n.language)} {arrow('forward', i18n.language)} {formatDate(request.endDate, i18n.language)}
                      {separator(i18n.language)}
                      {request.channelId ? choices.channelName(request.channelId) : t('promotions.everyChannel')}
                      {request.active ? '' : `${separator(i18n.language)}${t('salesEnum.Inactive')}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(request.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    <SalesBadge value={request.status} />
                    {request.decisionNote && (
                      <Text size="sm" c="dimmed">
                        {request.decisionNote}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {request.status === 'Pending' && mine && <Text size="sm">{t('changeRequests.ownRequest')}</Text>}
                    {request.status === 'Pending' && !mine && can('commercial:approve') && (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          color="teal"
                          aria-label={`${t('changeRequests.approve')}: ${request.name}`}
                          onClick={() => setDeciding({ id: request.id, name: request.name, decision: 'Approve' })}
                        >
                          {t('changeRequests.approve')}
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={`${t('changeRequests.reject')}: ${request.name}`}
                          onClick={() => setDeciding({ id: request.id, name: request.name, decision: 'Reject' })}
                        >
                          {t('changeRequests.reject')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <DecideDialog request={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}

function ProposeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { draft, set, input } = usePromotionDraft();
  const [promotionId, setPromotionId] = useState<string | null>(null);
  const [{ data: promotions }] = useQuery({ query: PromotionChoicesDocument, context: PROMOTION_CONTEXT });
  const [state, propose] = useMutation(ProposePromotionChangeDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await propose({ input: { ...input(), promotionId } }, REQUEST_CONTEXT);
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('changeRequests.propose')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Select
          label={t('changeRequests.promotionToChange')}
          placeholder={t('changeRequests.newPromotion')}
          clearable
          data={(promotions?.promotions.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={promotionId}
          onChange={setPromotionId}
          error={fields.promotionId}
          w={320}
        />
        <PromotionFields draft={draft} set={set} fields={fields} />
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('changeRequests.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DecideDialog({ request, onClose }: { request: { id: string; name: string; decision: ChangeRequestDecision } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [state, decide] = useMutation(DecidePromotionChangeDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const result = await decide({ id: request.id, input: { decision: request.decision, note: note || null } }, REQUEST_CONTEXT);
    if (!result.error) {
      setNote('');
      onClose();
    }
  };
  const verb = request?.decision === 'Reject' ? t('changeRequests.reject') : t('changeRequests.approve');
  return (
    <Modal opened={request !== null} onClose={onClose} title={request ? `${verb}: ${request.name}` : ''}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={state.error} />
          <Textarea label={t('changeRequests.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} error={fields.note} />
          <Group justify="end">
            <Button variant="subtle" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" color={request?.decision === 'Reject' ? 'red' : 'teal'} loading={state.fetching}>
              {verb}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
