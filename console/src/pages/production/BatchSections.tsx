import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { WasteKind } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NoteDialog } from '../../ui/NoteDialog';
import { EmptyRow } from '../../ui/ListToolbar';
import { formatDateTime, formatIqd, formatNumber, formatUnit, localName } from '../../ui/format';
import { useCapacityTypeChoices, useItemChoices } from './production-choices';

export const WASTE_KINDS: WasteKind[] = ['Overproduction', 'Spoiled', 'Burnt', 'Dropped', 'Returned', 'Other'];

const AddBatchOutputDocument = graphql(`
  mutation AddBatchOutput($id: UUID!, $input: BatchOutputInput!) {
    addBatchOutput(id: $id, input: $input) {
      id
      batch {
        id
        figures {
          outputCount
          totalShareIqd
          unallocatedCostIqd
        }
      }
    }
  }
`);
const RemoveBatchOutputDocument = graphql(`
  mutation RemoveBatchOutput($id: UUID!, $outputId: UUID!, $reason: String) {
    removeBatchOutput(id: $id, outputId: $outputId, reason: $reason) {
      id
      deletedAt
    }
  }
`);
const RecordBatchWasteDocument = graphql(`
  mutation RecordBatchWaste($id: UUID!, $input: BatchWasteInput!) {
    recordBatchWaste(id: $id, input: $input) {
      id
      batch {
        id
        figures {
          wasteUnitsTotal
        }
      }
    }
  }
`);

const SECTION_CONTEXT = { additionalTypenames: ['Batch', 'BatchOutput', 'BatchWasteEntry'] };

interface Output {
  id: string;
  outputQty: number;
  shareIqd: number;
  allocationWeight: number;
  inventoryItem?: { name: string; nameAr?: string | null; unit: string } | null;
}

export function BatchOutputsSection({ batchId, outputs, editable }: { batchId: string; outputs: Output[]; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [, remove] = useMutation(RemoveBatchOutputDocument);
  return (
    <Stack component="section" aria-label={t('batchEdit.outputs')} gap="sm">
      <Title order={2} size="h4">
        {t('batchEdit.outputs')}
      </Title>
      <div className="table-scroll">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('batchEdit.item')}</Table.Th>
              <Table.Th>{t('batchEdit.quantity')}</Table.Th>
              <Table.Th>{t('batchEdit.weight')}</Table.Th>
              <Table.Th>{t('batchEdit.share')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outputs.length === 0 && <EmptyRow columns={5} />}
            {outputs.map((output) => {
              const name = output.inventoryItem ? localName(output.inventoryItem.name, output.inventoryItem.nameAr, i18n.language) : '';
              return (
                <Table.Tr key={output.id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    {formatNumber(output.outputQty, i18n.language)} {formatUnit(output.inventoryItem?.unit, t)}
                  </Table.Td>
                  <Table.Td>{formatNumber(output.allocationWeight, i18n.language)}</Table.Td>
                  <Table.Td>{formatIqd(output.shareIqd, i18n.language)}</Table.Td>
                  <Table.Td>
                    {editable && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`${t('batchEdit.removeOutput')}: ${name}`}
                        onClick={() => setRemoving({ id: output.id, name })}
                      >
                        {t('batchEdit.removeOutput')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {editable && <OutputForm batchId={batchId} />}
      {removing && (
        <NoteDialog
          title={t('batchEdit.removeTitle', { name: removing.name })}
          label={t('common.reason')}
          color="red"
          submitLabel={t('batchEdit.removeOutput')}
          onClose={() => setRemoving(null)}
          onSubmit={(reason) => remove({ id: batchId, outputId: removing.id, reason: reason || null }, SECTION_CONTEXT)}
        />
      )}
    </Stack>
  );
}

function OutputForm({ batchId }: { batchId: string }) {
  const { t } = useTranslation();
  const items = useItemChoices(null);
  const empty = {
    inventoryItemId: null as string | null,
    outputQty: '' as number | string,
    allocationWeight: '' as number | string,
    shareIqd: '' as number | string,
  };
  const [form, setForm] = useState(empty);
  const [done, setDone] = useState(false);
  const [state, add] = useMutation(AddBatchOutputDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const result = await add(
      {
        id: batchId,
        input: {
          inventoryItemId: form.inventoryItemId ?? '',
          outputQty: form.outputQty === '' ? 0 : Number(form.outputQty),
          allocationWeight: form.allocationWeight === '' ? null : Number(form.allocationWeight),
          shareIqd: form.shareIqd === '' ? null : Number(form.shareIqd),
        },
      },
      SECTION_CONTEXT,
    );
    if (!result.error) {
      setForm(empty);
      setDone(true);
    }
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('batchEdit.addOutput')}>
        <Stack gap="sm">
          <FormError error={state.error} />
          {done && <Alert color="teal">{t('batchEdit.outputAdded')}</Alert>}
          <Group align="start" grow>
            <Select
              label={t('batchEdit.item')}
              required
              searchable
              data={items}
              value={form.inventoryItemId}
              onChange={(value) => setForm({ ...form, inventoryItemId: value })}
              error={fields.inventoryItemId}
            />
            <NumberField
              label={t('batchEdit.quantity')}
              required
              decimalScale={3}
              min={0}
              value={form.outputQty}
              onChange={(value) => setForm({ ...form, outputQty: value })}
              error={fields.outputQty}
            />
            <NumberField
              label={t('batchEdit.weight')}
              allowDecimal={false}
              min={0}
              value={form.allocationWeight}
              onChange={(value) => setForm({ ...form, allocationWeight: value })}
              error={fields.allocationWeight}
            />
            <NumberField
              label={t('batchEdit.share')}
              thousandSeparator=","
              allowDecimal={false}
              min={0}
              value={form.shareIqd}
              onChange={(value) => setForm({ ...form, shareIqd: value })}
              error={fields.shareIqd}
            />
          </Group>
          <Group>
            <Button type="submit" loading={state.fetching}>
              {t('batchEdit.addOutput')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

interface WasteEntry {
  id: string;
  units: number;
  kind: WasteKind;
  reason?: string | null;
  createdAt: string;
  capacityType?: { name: string; nameAr?: string | null } | null;
}

export function BatchWasteSection({ batchId, waste, editable }: { batchId: string; waste: WasteEntry[]; editable: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack component="section" aria-label={t('batchEdit.waste')} gap="sm">
      <Title order={2} size="h4">
        {t('batchEdit.waste')}
      </Title>
      <div className="table-scroll">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('batchEdit.capacityType')}</Table.Th>
              <Table.Th>{t('batchEdit.units')}</Table.Th>
              <Table.Th>{t('batchEdit.kind')}</Table.Th>
              <Table.Th>{t('common.reason')}</Table.Th>
              <Table.Th>{t('batchEdit.at')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {waste.length === 0 && <EmptyRow columns={5} />}
            {waste.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{entry.capacityType ? localName(entry.capacityType.name, entry.capacityType.nameAr, i18n.language) : ''}</Table.Td>
                <Table.Td>{entry.units}</Table.Td>
                <Table.Td>{t(`productionEnum.${entry.kind}`)}</Table.Td>
                <Table.Td>{entry.reason ?? ''}</Table.Td>
                <Table.Td>{formatDateTime(entry.createdAt, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {editable && <WasteForm batchId={batchId} />}
    </Stack>
  );
}

function WasteForm({ batchId }: { batchId: string }) {
  const { t } = useTranslation();
  const capacityTypes = useCapacityTypeChoices();
  const empty = { capacityTypeId: null as string | null, units: '' as number | string, kind: 'Overproduction' as string | null, reason: '' };
  const [form, setForm] = useState(empty);
  const [done, setDone] = useState(false);
  const [state, record] = useMutation(RecordBatchWasteDocument);
  const fields = fieldErrorsOf(state.error);
  const kinds = WASTE_KINDS.map((value) => ({ value, label: t(`productionEnum.${value}`) }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const result = await record(
      {
        id: batchId,
        input: {
          capacityTypeId: form.capacityTypeId ?? '',
          units: form.units === '' ? 0 : Number(form.units),
          kind: (form.kind ?? 'Other') as WasteKind,
          reason: form.reason || null,
        },
      },
      SECTION_CONTEXT,
    );
    if (!result.error) {
      setForm({ ...empty, capacityTypeId: form.capacityTypeId });
      setDone(true);
    }
  };
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={t('batchEdit.recordWaste')}>
        <Stack gap="sm">
          <FormError error={state.error} />
          {done && <Alert color="teal">{t('batchEdit.wasteRecorded')}</Alert>}
          <Group align="start" grow>
            <Select
              label={t('batchEdit.capacityType')}
              required
              data={capacityTypes}
              value={form.capacityTypeId}
              onChange={(value) => setForm({ ...form, capacityTypeId: value })}
              error={fields.capacityTypeId}
            />
            <NumberField
              label={t('batchEdit.units')}
              required
              allowDecimal={false}
              min={0}
              value={form.units}
              onChange={(value) => setForm({ ...form, units: value })}
              error={fields.units}
            />
            <Select
              label={t('batchEdit.kind')}
              required
              data={kinds}
              value={form.kind}
              onChange={(value) => setForm({ ...form, kind: value })}
              error={fields.kind}
            />
            <TextInput
              label={t('common.reason')}
              value={form.reason}
              onChange={(e) => setForm({ ...form, reason: e.currentTarget.value })}
              error={fields.reason}
            />
          </Group>
          <Group>
            <Button type="submit" loading={state.fetching}>
              {t('batchEdit.recordWaste')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
