import { useState, type FormEvent } from 'react';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { DeliveryStoreState } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { NumberField } from '../../ui/NumberField';

const SetDeliveryStoreStateDocument = graphql(`
  mutation SetDeliveryStoreState($id: UUID!, $input: SetDeliveryStoreStateInput!) {
    setDeliveryStoreState(id: $id, input: $input) {
      id
      storeState
      preparationMinutes
    }
  }
`);

const STATES: DeliveryStoreState[] = ['Open', 'Busy', 'Paused'];

/**
 * Open, busy or paused in one tap, and the preparation time beside it: the platform is told at
 * once (docs/delivery.md, "Connections"). A refusal shows under the control.
 */
export function StoreStateControl({ connection }: { connection: { id: string; name: string; storeState: DeliveryStoreState; preparationMinutes: number } }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState<number | string>(connection.preparationMinutes);
  const [state, setStoreState] = useMutation(SetDeliveryStoreStateDocument);
  const fields = fieldErrorsOf(state.error);
  const send = (storeState: DeliveryStoreState, preparationMinutes: number | null) =>
    setStoreState({ id: connection.id, input: { state: storeState, preparationMinutes } }, { additionalTypenames: ['DeliveryConnection'] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await send(connection.storeState, typeof minutes === 'number' ? minutes : null);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('delivery.connections.storeOf', { name: connection.name })}>
      <Stack gap={4}>
        <SegmentedControl
          fullWidth
          size="xs"
          value={connection.storeState}
          disabled={state.fetching}
          onChange={(value) => void send(value as DeliveryStoreState, null)}
          data={STATES.map((value) => ({ value, label: t(`delivery.storeState.${value}`) }))}
          aria-label={t('delivery.connections.storeOf', { name: connection.name })}
        />
        <Group gap={4} wrap="nowrap" align="start">
          <NumberField
            size="xs"
            w={80}
            aria-label={t('delivery.connections.preparationOf', { name: connection.name })}
            allowDecimal={false}
            min={1}
            max={240}
            value={minutes}
            onChange={setMinutes}
            error={fields.preparationMinutes}
          />
          <Button type="submit" size="xs" variant="light" loading={state.fetching}>
            {t('delivery.connections.setPreparation')}
          </Button>
        </Group>
        <FormError error={state.error} />
      </Stack>
    </form>
  );
}
