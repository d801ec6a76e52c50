import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { FinalReportStatus, PilotRowFragment } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { checklistKey, finalReportMoves, pilotDetailsEditable } from './pilot-rules';

graphql(`
  fragment PilotRow on Pilot {
    id
    restaurantName
    startDate
    endDate
    note
    status
    finalReportStatus
    statusChangedAt
    deletedAt
    deleteReason
    checklist {
      doneCount
      items {
        key
        label
        labelAr
        done
        note
      }
    }
  }
`);
const CreatePilotDocument = graphql(`
  mutation CreatePilot($input: CreatePilotInput!) {
    createPilot(input: $input) {
      ...PilotRow
    }
  }
`);
const UpdatePilotDocument = graphql(`
  mutation UpdatePilot($id: UUID!, $input: UpdatePilotInput!) {
    updatePilot(id: $id, input: $input) {
      ...PilotRow
    }
  }
`);

export const PILOT_CONTEXT = { additionalTypenames: ['Pilot'] };

interface ChecklistDraft {
  key: string;
  label: string;
  labelAr: string;
  done: boolean;
  note: string;
}

/** Creates a Planned pilot, or changes one: details while Planned or Active, the note always, the checklist and final report step. */
export function PilotForm({ pilot, onDone }: { pilot?: PilotRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(
    pilot
      ? { restaurantName: pilot.restaurantName, startDate: pilot.startDate, endDate: pilot.endDate, note: pilot.note ?? '' }
      : { restaurantName: '', startDate: '', endDate: '', note: '' },
  );
  const [checklist, setChecklist] = useState<ChecklistDraft[]>(
    (pilot?.checklist.items ?? []).map((i) => ({ key: i.key, label: i.label, labelAr: i.labelAr ?? '', done: i.done, note: i.note ?? '' })),
  );
  const [newItem, setNewItem] = useState('');
  const [finalReport, setFinalReport] = useState<FinalReportStatus | null>(null);
  const [createState, create] = useMutation(CreatePilotDocument);
  const [updateState, save] = useMutation(UpdatePilotDocument);
  const state = pilot ? updateState : createState;
  const [datesMissing, setDatesMissing] = useState<string[]>([]);
  const fields = { ...fieldErrorsOf(state.error), ...Object.fromEntries(datesMissing.map((field) => [field, t('pilots.required')])) };
  const details = !pilot || pilotDetailsEditable(pilot.status);
  const reportMoves = pilot ? finalReportMoves(pilot.status, pilot.finalReportStatus) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Dates are LocalDate scalars: an empty one is answered here rather than sent.
    const missing = (['startDate', 'endDate'] as const).filter((field) => !form[field]);
    setDatesMissing(missing);
    if (missing.length > 0) return;
    if (!pilot) {
      const result = await create(
        { input: { restaurantName: form.restaurantName, startDate: form.startDate, endDate: form.endDate, note: form.note || null } },
        PILOT_CONTEXT,
      );
      if (!result.error) onDone();
      return;
    }
    // Left unchosen, the final report keeps its step (the field is omitted, not sent as null).
    const report = finalReport ? { finalReportStatus: finalReport } : {};
    const input = details
      ? {
          restaurantName: form.restaurantName,
          startDate: form.startDate,
          endDate: form.endDate,
          note: form.note || null,
          ...report,
          checklist: { items: checklist.map((i) => ({ key: i.key, label: i.label, labelAr: i.labelAr || null, done: i.done, note: i.note || null })) },
        }
      : { note: form.note || null, ...report };
    const result = await save({ id: pilot.id, input }, PILOT_CONTEXT);
    if (!result.error) onDone();
  };

  const addItem = () => {
    const label = newItem.trim();
    if (!label) return;
    setChecklist([
      ...checklist,
      {
        key: checklistKey(
          label,
          checklist.map((i) => i.key),
        ),
        label,
        labelAr: '',
        done: false,
        note: '',
      },
    ]);
    setNewItem('');
  };

  return (
    <form onSubmit={submit} noValidate aria-label={pilot ? t('pilots.editTitle', { name: pilot.restaurantName }) : t('pilots.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <TextInput
          label={t('pilots.restaurant')}
          required
          disabled={!details}
          value={form.restaurantName}
          onChange={(e) => setForm({ ...form, restaurantName: e.currentTarget.value })}
          error={fields.restaurantName}
        />
        <Group align="start" grow>
          <TextInput
            label={t('pilots.startDate')}
            type="date"
            required
            disabled={!details}
            value={form.startDate}
            onChange={(e) => setForm({ ...form, startDate: e.currentTarget.value })}
            error={fields.startDate}
          />
          <TextInput
            label={t('pilots.endDate')}
            type="date"
            required
            disabled={!details}
            value={form.endDate}
            onChange={(e) => setForm({ ...form, endDate: e.currentTarget.value })}
            error={fields.endDate}
          />
        </Group>
        <Textarea label={t('pilots.note')} value={form.note} onChange={(e) => setForm({ ...form, note: e.currentTarget.value })} error={fields.note} />
        {pilot && (
          <Stack gap="xs">
            <Text fw={600}>{t('pilots.checklist')}</Text>
            {checklist.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('pilots.noChecklist')}
              </Text>
            )}
            {checklist.map((item, index) => (
              <Group key={item.key} gap="xs" wrap="nowrap">
                <Checkbox
                  label={item.label}
                  checked={item.done}
                  disabled={!details}
                  onChange={(e) => {
                    const done = e.currentTarget.checked;
                    setChecklist(checklist.map((i, n) => (n === index ? { ...i, done } : i)));
                  }}
                  error={fields[`checklist.items[${index}].label`] ?? fields[`checklist.items[${index}].key`]}
                />
                {details && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('pilots.removeItem', { label: item.label })}
                    onClick={() => setChecklist(checklist.filter((_, n) => n !== index))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
            {details && (
              <Group align="end">
                <TextInput
                  label={t('pilots.newItem')}
                  value={newItem}
                  onChange={(e) => setNewItem(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addItem();
                    }
                  }}
                />
                <Button variant="light" onClick={addItem}>
                  {t('pilots.addItem')}
                </Button>
              </Group>
            )}
            {fields.checklist && (
              <Text c="red" size="sm">
                {fields.checklist}
              </Text>
            )}
            {reportMoves.length > 0 && (
              <Select
                label={t('pilots.finalReportTo')}
                clearable
                placeholder={t(`lossEnum.${pilot.finalReportStatus}`)}
                data={reportMoves.map((value) => ({ value, label: t(`lossEnum.${value}`) }))}
                value={finalReport}
                onChange={(value) => setFinalReport(value as FinalReportStatus | null)}
                error={fields.finalReportStatus}
                w={260}
              />
            )}
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={state.fetching}>
            {pilot ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
