import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { InventoryUnit, RiceRoundingMethod } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { useItemChoices } from './production-choices';
import { useMe } from '../../auth/session';
import { businessDateIn } from '../../ui/format';
import { missingRequired } from '../../ui/required-fields';
import { BatchProposalPanel, type ProposedBatch } from '../forecast/BatchProposalPanel';

const UNITS: InventoryUnit[] = ['Kg', 'G', 'L', 'Ml', 'Piece'];

interface ExtraRow {
  inventoryItemId: string | null;
  quantity: number | string;
  unit: string | null;
}

export const ROUNDING_METHODS: RiceRoundingMethod[] = ['None', 'Nearest', 'Up', 'Down'];

const CreateBatchDocument = graphql(`
  mutation CreateBatch($input: CreateBatchInput!) {
    createBatch(input: $input) {
      id
      businessDate
      status
    }
  }
`);

const num = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** A Draft batch for a business day of the active branch; the new batch opens for outputs and status moves. */
export function BatchCreateForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  // The service takes chicken counted in pieces and meat and rice weighed: offer only those.
  const chickens = useItemChoices('Chicken', ['Piece']);
  const meats = useItemChoices('Meat', ['Kg', 'G']);
  const rices = useItemChoices('Rice', ['Kg', 'G']);
  const allItems = useItemChoices(null);
  const [extras, setExtras] = useState<ExtraRow[]>([]);
  const setExtra = (index: number, change: Partial<ExtraRow>) => setExtras(extras.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const [form, setForm] = useState({
    businessDate: businessDateIn(me.branch.timeZone, me.organization.businessDayStartHour),
    chickenItemId: null as string | null,
    chickenCount: '' as number | string,
    meatItemId: null as string | null,
    meatKg: '' as number | string,
    riceItemId: null as string | null,
    rawRiceKg: '' as number | string,
    cookedRiceMultiplier: 2.5 as number | string,
    reservedRiceDirectSaleKg: '' as number | string,
    riceRoundingMethod: 'None' as string | null,
    notes: '',
  });
  const [state, create] = useMutation(CreateBatchDocument);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const fields = { ...fieldErrorsOf(state.error), ...missing };
  // The forecast's figures copied in by "Use proposal"; the person may still change any of them.
  const applyProposal = (proposal: ProposedBatch) =>
    setForm({
      ...form,
      chickenItemId: form.chickenItemId ?? proposal.chickenItemId,
      chickenCount: proposal.chickenCount,
      meatItemId: form.meatItemId ?? proposal.meatItemId,
      meatKg: proposal.meatKg,
      riceItemId: form.riceItemId ?? proposal.riceItemId,
      rawRiceKg: proposal.rawRiceKg,
      reservedRiceDirectSaleKg: proposal.reservedRiceDirectSaleKg ?? form.reservedRiceDirectSaleKg,
    });
  const roundingOptions = ROUNDING_METHODS.map((value) => ({ value, label: t(`productionEnum.${value}`) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Empty required fields are named here, in the console's language, before anything is sent.
    const required = missingRequired(
      {
        businessDate: form.businessDate,
        chickenItemId: form.chickenItemId,
        chickenCount: form.chickenCount,
        meatItemId: form.meatItemId,
        meatKg: form.meatKg,
        riceItemId: form.riceItemId,
        rawRiceKg: form.rawRiceKg,
        cookedRiceMultiplier: form.cookedRiceMultiplier,
        ...Object.fromEntries(
          extras.flatMap((row, index) => [
            [`extras[${index}].inventoryItemId`, row.inventoryItemId],
            [`extras[${index}].quantity`, row.quantity],
          ]),
        ),
      },
      t('common.required'),
    );
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    const result = await create(
      {
        input: {
          businessDate: form.businessDate,
          chickenItemId: form.chickenItemId ?? '',
          chickenCount: num(form.chickenCount),
          meatItemId: form.meatItemId ?? '',
          meatKg: num(form.meatKg),
          riceItemId: form.riceItemId ?? '',
          rawRiceKg: num(form.rawRiceKg),
          cookedRiceMultiplier: num(form.cookedRiceMultiplier),
          reservedRiceDirectSaleKg: form.reservedRiceDirectSaleKg === '' ? null : Number(form.reservedRiceDirectSaleKg),
          riceRoundingMethod: (form.riceRoundingMethod ?? 'None') as RiceRoundingMethod,
          notes: form.notes || null,
          extras: extras.map((row) => ({ inventoryItemId: row.inventoryItemId ?? '', quantity: num(row.quantity), unit: (row.unit ?? 'Kg') as InventoryUnit })),
        },
      },
      { additionalTypenames: ['Batch'] },
    );
    if (result.data) void navigate(`/production/batches/${result.data.createBatch.id}`);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('batchEdit.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Text size="sm" c="dimmed">
          {t('batchEdit.everyInputHelp')}
        </Text>
        <Group align="start" grow>
          <TextInput
            label={t('batches.date')}
            type="date"
            required
            value={form.businessDate}
            onChange={(e) => setForm({ ...form, businessDate: e.currentTarget.value })}
            error={fields.businessDate}
          />
          <TextInput
            label={t('batchEdit.notes')}
            value={form.notes}
            onChange={(e) => setForm({ ...form, notes: e.currentTarget.value })}
            error={fields.notes}
          />
        </Group>
        <BatchProposalPanel context={form} onUse={applyProposal} />
        <Group align="start" grow>
          <Select
            label={t('batchEdit.chickenItem')}
            required
            data={chickens}
            value={form.chickenItemId}
            onChange={(value) => setForm({ ...form, chickenItemId: value })}
            error={fields.chickenItemId}
          />
          <NumberField
            label={t('batchEdit.chickenCount')}
            required
            allowDecimal={false}
            min={0}
            value={form.chickenCount}
            onChange={(value) => setForm({ ...form, chickenCount: value })}
            error={fields.chickenCount}
          />
        </Group>
        <Group align="start" grow>
          <Select
            label={t('batchEdit.meatItem')}
            required
            data={meats}
            value={form.meatItemId}
            onChange={(value) => setForm({ ...form, meatItemId: value })}
            error={fields.meatItemId}
          />
          <NumberField
            label={t('batchEdit.meatKg')}
            required
            decimalScale={3}
            min={0}
            value={form.meatKg}
            onChange={(value) => setForm({ ...form, meatKg: value })}
            error={fields.meatKg}
          />
        </Group>
        <Group align="start" grow>
          <Select
            label={t('batchEdit.riceItem')}
            required
            data={rices}
            value={form.riceItemId}
            onChange={(value) => setForm({ ...form, riceItemId: value })}
            error={fields.riceItemId}
          />
          <NumberField
            label={t('batchEdit.rawRiceKg')}
            required
            decimalScale={3}
            min={0}
            value={form.rawRiceKg}
            onChange={(value) => setForm({ ...form, rawRiceKg: value })}
            error={fields.rawRiceKg}
          />
        </Group>
        <Group align="start" grow>
          <NumberField
            label={t('batchEdit.multiplier')}
            required
            decimalScale={3}
            min={1}
            max={4}
            value={form.cookedRiceMultiplier}
            onChange={(value) => setForm({ ...form, cookedRiceMultiplier: value })}
            error={fields.cookedRiceMultiplier}
          />
          <NumberField
            label={t('batchEdit.reserved')}
            decimalScale={3}
            min={0}
            value={form.reservedRiceDirectSaleKg}
            onChange={(value) => setForm({ ...form, reservedRiceDirectSaleKg: value })}
            error={fields.reservedRiceDirectSaleKg}
          />
          <Select
            label={t('batchEdit.rounding')}
            data={roundingOptions}
            value={form.riceRoundingMethod}
            onChange={(value) => setForm({ ...form, riceRoundingMethod: value })}
            error={fields.riceRoundingMethod}
          />
        </Group>
        {extras.map((row, index) => (
          <Group key={index} align="start" grow role="group" aria-label={t('batchEdit.extraN', { n: index + 1 })}>
            <Select
              label={t('batchEdit.extraItem')}
              required
              searchable
              data={allItems}
              value={row.inventoryItemId}
              onChange={(value) => setExtra(index, { inventoryItemId: value })}
              error={fields[`extras[${index}].inventoryItemId`]}
            />
            <NumberField
              label={t('batchEdit.quantity')}
              required
              decimalScale={3}
              min={0}
              value={row.quantity}
              onChange={(value) => setExtra(index, { quantity: value })}
              error={fields[`extras[${index}].quantity`]}
            />
            <Select
              label={t('batchEdit.unit')}
              required
              allowDeselect={false}
              data={UNITS}
              value={row.unit}
              onChange={(value) => setExtra(index, { unit: value })}
              error={fields[`extras[${index}].unit`] ?? fields[`extras[${index}]`]}
            />
            <Button variant="subtle" color="red" mt="xl" style={{ flexGrow: 0 }} onClick={() => setExtras(extras.filter((_, i) => i !== index))}>
              {t('batchEdit.removeExtra')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button variant="light" onClick={() => setExtras([...extras, { inventoryItemId: null, quantity: '', unit: 'Kg' }])}>
            {t('batchEdit.addExtra')}
          </Button>
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
