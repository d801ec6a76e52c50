import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useMutation, type AnyVariables, type DocumentInput, type OperationContext } from 'urql';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';

interface EmployeeSettingDialogProps<Data, Variables extends AnyVariables, Value> {
  /** The employee being edited; the dialog is closed while there is none. */
  employee: { id: string; fullName: string } | null;
  /** The action's name, shown before the employee's name in the dialog's title. */
  title: string;
  /** What the input shows when the dialog opens (the employee's current setting). */
  initialValue: Value;
  mutation: DocumentInput<Data, Variables>;
  variables: (employeeId: string, value: Value) => Variables;
  /** Typenames the mutation's answer changes, so the lists that show them are read again. */
  context?: Partial<OperationContext>;
  /** The input's field in the service's 422 answer, whose message shows under the input. */
  field: string;
  input: (value: Value, onChange: (value: Value) => void, error: string | undefined) => ReactNode;
  /** Called with the employee's name once the setting is saved; the dialog then closes. */
  onSaved: (name: string) => void;
  onClose: () => void;
}

/** A dialog that sets one of an employee's time-clock settings (PIN, hourly rate, rest day) with one input and one mutation. */
export function EmployeeSettingDialog<Data, Variables extends AnyVariables, Value>({
  employee,
  title,
  onClose,
  ...form
}: EmployeeSettingDialogProps<Data, Variables, Value>) {
  return (
    <Modal opened={employee !== null} onClose={onClose} title={`${title}: ${employee?.fullName ?? ''}`}>
      {employee && <SettingForm employee={employee} onClose={onClose} {...form} />}
    </Modal>
  );
}

/** Mounted each time the dialog opens, so the input and the mutation's error start afresh. */
function SettingForm<Data, Variables extends AnyVariables, Value>({
  employee,
  initialValue,
  mutation,
  variables,
  context,
  field,
  input,
  onSaved,
  onClose,
}: Omit<EmployeeSettingDialogProps<Data, Variables, Value>, 'title' | 'employee'> & { employee: { id: string; fullName: string } }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<Value>(initialValue);
  const [state, save] = useMutation(mutation);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(variables(employee.id, value), context);
    if (result.data) {
      onSaved(employee.fullName);
      onClose();
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={state.error} />
        {input(value, setValue, fields[field])}
        <Button type="submit" loading={state.fetching}>
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}
