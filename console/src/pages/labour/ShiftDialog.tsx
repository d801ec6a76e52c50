import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { EmployeeSelect } from '../hr/EmployeeSelect';
import { FormError } from '../../ui/FormError';
import { fieldErrorsOf } from '../../ui/errors';
import { addDays } from './roster-week';

const CreateShiftDocument = graphql(`
  mutation CreateShift($input: CreateShiftInput!) {
    createShift(input: $input) {
      id
      status
    }
  }
`);

const UpdateShiftDocument = graphql(`
  mutation UpdateShift($id: UUID!, $input: ShiftTimesInput!) {
    updateShift(id: $id, input: $input) {
      id
      status
    }
  }
`);

const DeleteShiftDocument = graphql(`
  mutation DeleteShift($id: UUID!) {
    deleteShift(id: $id) {
      id
    }
  }
`);

export const ROSTER_CONTEXT = { additionalTypenames: ['Shift', 'RosterWeek'] };

export interface EditableShift {
  id: string;
  employeeId: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  breakMinutes: number;
  note?: string | null;
}

/** Add or change one shift; the service's rules come back as messages under the fields. */
export function ShiftDialog({ branchId, shift, date, onClose }: { branchId: string; shift: EditableShift | null; date: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    employeeId: shift?.employeeId ?? null,
    startDate: shift?.startDate ?? date,
    startTime: shift?.startTime ?? '09:00',
    endTime: shift?.endTime ?? '17:00',
    nextDay: shift ? shift.endDate !== shift.startDate : false,
    breakMinutes: String(shift?.breakMinutes ?? 0),
    note: shift?.note ?? '',
  });
  const [createState, create] = useMutation(CreateShiftDocument);
  const [updateState, update] = useMutation(UpdateShiftDocument);
  const [deleteState, remove] = useMutation(DeleteShiftDocument);
  const error = createState.error ?? updateState.error ?? deleteState.error;
  const fields = fieldErrorsOf(error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const times = {
      employeeId: form.employeeId ?? '',
      startDate: form.startDate,
      startTime: form.startTime,
      endDate: form.nextDay ? addDays(form.startDate, 1) : form.startDate,
      endTime: form.endTime,
      breakMinutes: Number(form.breakMinutes) || 0,
      note: form.note || null,
    };
    const result = shift ? await update({ id: shift.id, input: times }, ROSTER_CONTEXT) : await create({ input: { ...times, branchId } }, ROSTER_CONTEXT);
    if (!result.error) onClose();
  };

  const title = shift ? t('rosters.editShift') : t('rosters.addShift');
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('createDialog.close') }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormError error={error} />
          <EmployeeSelect
            label={t('rosters.employee')}
            value={form.employeeId}
            onChange={(value) => setForm({ ...form, employeeId: value })}
            error={fields.employeeId}
          />
          <TextInput
            label={t('rosters.startDate')}
            type="date"
            required
            value={form.startDate}
            onChange={(e) => setForm({ ...form, startDate: e.currentTarget.value })}
            error={fields.startDate}
          />
          <Group grow align="start">
            <TextInput
              label={t('rosters.startTime')}
              type="time"
              required
              value={form.startTime}
              onChange={(e) => setForm({ ...form, startTime: e.currentTarget.value })}
              error={fields.startTime}
            />
            <TextInput
              label={t('rosters.endTime')}
              type="time"
              required
              value={form.endTime}
              onChange={(e) => setForm({ ...form, endTime: e.currentTarget.value })}
              error={fields.endTime}
            />
          </Group>
          <Checkbox label={t('rosters.endsNextDay')} checked={form.nextDay} onChange={(e) => setForm({ ...form, nextDay: e.currentTarget.checked })} />
          <TextInput
            label={t('rosters.breakMinutes')}
            inputMode="numeric"
            value={form.breakMinutes}
            onChange={(e) => setForm({ ...form, breakMinutes: e.currentTarget.value })}
            error={fields.breakMinutes}
          />
          <TextInput label={t('rosters.note')} value={form.note} onChange={(e) => setForm({ ...form, note: e.currentTarget.value })} error={fields.note} />
          <Group justify="space-between">
            <Button type="submit" loading={createState.fetching || updateState.fetching}>
              {t('rosters.save')}
            </Button>
            {shift && (
              <Button
                color="red"
                variant="light"
                loading={deleteState.fetching}
                onClick={() => void remove({ id: shift.id }, ROSTER_CONTEXT).then((result) => !result.error && onClose())}
              >
                {t('rosters.delete')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
