import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { BatchStatus, RiceRoundingMethod } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NoteDialog } from '../../ui/NoteDialog';
import { arrow, formatDate, formatIqd, formatNumber, separator } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';
import { batchCanBeDeleted, batchIsOpen, batchTakesOutputs, nextBatchStatuses } from './batch-moves';
import { ROUNDING_METHODS } from './BatchCreateForm';
import { BatchOutputsSection, BatchWasteSection } from './BatchSections';

const BatchDocument = graphql(`
  query Batch($id: UUID!) {
    batch(id: $id) {
      id
      businessDate
      status
      chickenCount
      meatKg
      rawRiceKg
      notes
      closedAt
      cookedRiceMultiplier
      reservedRiceDirectSaleKg
      riceRoundingMethod
      allowDirectRiceOverflow
      figures {
        inputCostIqd
        totalShareIqd
        unallocatedCostIqd
        outputCount
        totalOutputQty
        wasteUnitsTotal
        costBasis
        cookedRiceKg
      }
      outputs {
        id
        outputQty
        shareIqd
        allocationWeight
        inventoryItem {
          id
          name
          nameAr
          unit
        }
      }
      waste {
        id
        units
        kind
        reason
        createdAt
        capacityType {
          id
          name
          nameAr
        }
      }
    }
  }
`);

const CloseBatchDocument = graphql(`
  mutation CloseBatch($id: UUID!) {
    closeBatch(id: $id) {
      id
      status
      closedAt
    }
  }
`);
const SetBatchStatusDocument = graphql(`
  mutation SetBatchStatus($id: UUID!, $input: BatchStatusInput!) {
    setBatchStatus(id: $id, input: $input) {
      id
      status
      closedAt
    }
  }
`);
const SetBatchOverflowDocument = graphql(`
  mutation SetBatchOverflow($id: UUID!, $input: BatchOverflowInput!) {
    setBatchOverflow(id: $id, input: $input) {
      id
      allowDirectRiceOverflow
    }
  }
`);
const UpdateBatchDocument = graphql(`
  mutation UpdateBatch($id: UUID!, $input: UpdateBatchInput!) {
    updateBatch(id: $id, input: $input) {
      id
      cookedRiceMultiplier
      reservedRiceDirectSaleKg
      riceRoundingMethod
      figures {
        cookedRiceKg
        inputCostIqd
      }
    }
  }
`);
const DeleteBatchDocument = graphql(`
  mutation DeleteBatch($id: UUID!, $reason: String) {
    deleteBatch(id: $id, reason: $reason) {
      id
      deletedAt
    }
  }
`);

export const BATCH_CONTEXT = { additionalTypenames: ['Batch', 'BatchOutput', 'BatchWasteEntry'] };

/**
 * One batch: figures, status moves along the machine of docs/production.md, rice parameters, overflow,
 * outputs and waste. A refused move (409) or a locked period is said in words above the page.
 */
export function BatchDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const navigate = useNavigate();
  const [{ data, error }] = useQuery({ query: BatchDocument, variables: { id }, context: BATCH_CONTEXT });
  const [closeState, close] = useMutation(CloseBatchDocument);
  const [statusState, setStatus] = useMutation(SetBatchStatusDocument);
  const [overflowState, setOverflow] = useMutation(SetBatchOverflowDocument);
  const [, remove] = useMutation(DeleteBatchDocument);
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const batch = data?.batch;
  const money = (value: number) => formatIqd(value, i18n.language);
  const write = can('production:write');

  const move = async (status: BatchStatus) => {
    setNotice(null);
    const result = await setStatus({ id, input: { status } }, BATCH_CONTEXT);
    if (!result.error) setNotice(t('batchEdit.moved'));
  };
  const closeBatch = async () => {
    setNotice(null);
    const result = await close({ id }, BATCH_CONTEXT);
    if (!result.error) setNotice(t('batches.closed'));
  };

  return (
    <Stack>
      <Anchor component={Link} to="/production/batches">
        {arrow('back', i18n.language)} {t('batches.title')}
      </Anchor>
      <FormError error={error ?? closeState.error ?? statusState.error ?? overflowState.error} />
      {notice && <Alert color="teal">{notice}</Alert>}
      {batch && (
        <>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {t('batches.date')}: {formatDate(batch.businessDate, i18n.language)} <StatusBadge value={batch.status} />
            </Title>
            {write && (
              <Group gap="xs">
                {nextBatchStatuses(batch.status)
                  .filter((status) => status !== 'Closed' && status !== 'Cancelled')
                  .map((status) => (
                    <Button key={status} variant="light" loading={statusState.fetching} onClick={() => void move(status)}>
                      {t('batchEdit.moveTo', { status: t(`enum.${status}`) })}
                    </Button>
                  ))}
                {nextBatchStatuses(batch.status).includes('Closed') && (
                  <Button color="red" loading={closeState.fetching} onClick={() => void closeBatch()}>
                    {t('batches.close')}
                  </Button>
                )}
                {nextBatchStatuses(batch.status).includes('Cancelled') && (
                  <Button variant="subtle" color="gray" onClick={() => setCancelling(true)}>
                    {t('batchEdit.cancelBatch')}
                  </Button>
                )}
                {batchCanBeDeleted(batch.status) && (
                  <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                    {t('batchEdit.delete')}
                  </Button>
                )}
              </Group>
            )}
          </Group>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label={t('batches.cost')} value={money(batch.figures.inputCostIqd)} />
            <Figure label={t('batchEdit.shares')} value={money(batch.figures.totalShareIqd)} />
            <Figure label={t('batchEdit.unallocated')} value={money(batch.figures.unallocatedCostIqd)} />
            <Figure label={t('batchEdit.wasteTotal')} value={String(batch.figures.wasteUnitsTotal)} testId="batch-waste-total" />
            <Figure label={t('batches.chicken')} value={String(batch.chickenCount)} />
            <Figure label={t('batches.rice')} value={String(batch.rawRiceKg)} />
            <Figure label={t('batchEdit.cookedRice')} value={String(batch.figures.cookedRiceKg)} />
            <Figure
              label={t('batchEdit.multiplier')}
              value={`${formatNumber(batch.cookedRiceMultiplier, i18n.language)}${separator(i18n.language)}${t(`productionEnum.${batch.riceRoundingMethod}`)}`}
            />
          </SimpleGrid>
          {write && batchIsOpen(batch.status) && (
            <Group>
              <Switch
                label={t('batchEdit.overflow')}
                checked={batch.allowDirectRiceOverflow}
                onChange={(e) => void setOverflow({ id, input: { allowDirectRiceOverflow: e.currentTarget.checked } }, BATCH_CONTEXT)}
              />
              <Button variant="light" size="xs" onClick={() => setEditing(true)}>
                {t('batchEdit.editRice')}
              </Button>
            </Group>
          )}
          {!batchTakesOutputs(batch.status) && batchIsOpen(batch.status) && <Text c="dimmed">{t('batchEdit.outputsAfterStart')}</Text>}
          <BatchOutputsSection batchId={id} outputs={batch.outputs} editable={write && batchTakesOutputs(batch.status)} />
          <BatchWasteSection batchId={id} waste={batch.waste} editable={write && batchTakesOutputs(batch.status)} />
          <Modal opened={editing} onClose={() => setEditing(false)} title={t('batchEdit.editRice')}>
            {editing && <RiceForm batch={batch} onDone={() => setEditing(false)} />}
          </Modal>
          {cancelling && (
            <NoteDialog
              title={t('batchEdit.cancelTitle', { date: formatDate(batch.businessDate, i18n.language) })}
              label={t('common.reason')}
              color="red"
              submitLabel={t('batchEdit.cancelBatch')}
              onClose={() => setCancelling(false)}
              onSubmit={(reason) => setStatus({ id, input: { status: 'Cancelled', reason: reason || null } }, BATCH_CONTEXT)}
            />
          )}
          {deleting && (
            <NoteDialog
              title={t('batchEdit.deleteTitle', { date: formatDate(batch.businessDate, i18n.language) })}
              label={t('common.reason')}
              color="red"
              submitLabel={t('common.delete')}
              onClose={() => setDeleting(false)}
              onSubmit={async (reason) => {
                const result = await remove({ id, reason: reason || null }, BATCH_CONTEXT);
                if (!result.error) void navigate('/production/batches');
                return result;
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function RiceForm({
  batch,
  onDone,
}: {
  batch: { id: string; cookedRiceMultiplier: number; reservedRiceDirectSaleKg: number; riceRoundingMethod: RiceRoundingMethod };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [multiplier, setMultiplier] = useState<number | string>(batch.cookedRiceMultiplier);
  const [reserved, setReserved] = useState<number | string>(batch.reservedRiceDirectSaleKg);
  const [rounding, setRounding] = useState<string | null>(batch.riceRoundingMethod);
  const [state, save] = useMutation(UpdateBatchDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(
      {
        id: batch.id,
        input: {
          cookedRiceMultiplier: multiplier === '' ? null : Number(multiplier),
          reservedRiceDirectSaleKg: reserved === '' ? null : Number(reserved),
          riceRoundingMethod: rounding as RiceRoundingMethod | null,
        },
      },
      BATCH_CONTEXT,
    );
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('batchEdit.editRice')}>
      <Stack>
        <FormError error={state.error} />
        <NumberField
          label={t('batchEdit.multiplier')}
          decimalScale={3}
          min={1}
          max={4}
          value={multiplier}
          onChange={setMultiplier}
          error={fields.cookedRiceMultiplier}
        />
        <NumberField label={t('batchEdit.reserved')} decimalScale={3} min={0} value={reserved} onChange={setReserved} error={fields.reservedRiceDirectSaleKg} />
        <Select
          label={t('batchEdit.rounding')}
          data={ROUNDING_METHODS.map((value) => ({ value, label: t(`productionEnum.${value}`) }))}
          value={rounding}
          onChange={setRounding}
          error={fields.riceRoundingMethod}
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

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card withBorder data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Card>
  );
}
