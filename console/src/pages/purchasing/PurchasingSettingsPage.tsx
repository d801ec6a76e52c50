import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { useSession } from '../../auth/session';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatDateTime } from '../../ui/format';

const PurchasingSettingsDocument = graphql(`
  query PurchasingSettings {
    purchasingSettings {
      approvalThresholdIqd
      invoiceToleranceIqd
      updatedAt
    }
  }
`);
const UpdatePurchasingSettingsDocument = graphql(`
  mutation UpdatePurchasingSettings($input: PurchasingSettingsInput!) {
    updatePurchasingSettings(input: $input) {
      approvalThresholdIqd
      invoiceToleranceIqd
      updatedAt
    }
  }
`);

/** The approval rules of the organisation; changing them needs both purchasing:write and purchasing:approve. */
export function PurchasingSettingsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const [{ data, error }] = useQuery({ query: PurchasingSettingsDocument });
  const [state, save] = useMutation(UpdatePurchasingSettingsDocument);
  const [required, setRequired] = useState(false);
  const [threshold, setThreshold] = useState<number | string>('');
  const [tolerance, setTolerance] = useState<number | string>('');
  const [saved, setSaved] = useState(false);
  const settings = data?.purchasingSettings;
  const editable = can('purchasing:write') && can('purchasing:approve');
  const fields = fieldErrorsOf(state.error);

  useEffect(() => {
    if (settings) {
      // Approval is off until the owner sets a threshold (docs/purchasing.md, "Approval rules").
      setRequired(settings.approvalThresholdIqd !== null);
      setThreshold(settings.approvalThresholdIqd ?? '');
      setTolerance(settings.invoiceToleranceIqd);
    }
  }, [settings]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save({
      input: {
        approvalThresholdIqd: !required ? null : threshold === '' ? 0 : Number(threshold),
        invoiceToleranceIqd: tolerance === '' ? undefined : Number(tolerance),
      },
    });
    if (!result.error) setSaved(true);
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('purchasingSettings.title')}
      </Title>
      <FormError error={error} />
      <Paper withBorder p="md" maw={640}>
        <form onSubmit={submit} noValidate aria-label={t('purchasingSettings.title')}>
          <Stack gap="sm">
            <FormError error={state.error} />
            {saved && <Alert color="teal">{t('purchasingSettings.saved')}</Alert>}
            <Switch
              label={t('purchasingSettings.required')}
              description={t(required ? 'purchasingSettings.requiredOn' : 'purchasingSettings.requiredOff')}
              disabled={!editable}
              checked={required}
              onChange={(event) => setRequired(event.currentTarget.checked)}
            />
            <NumberField
              label={t('purchasingSettings.threshold')}
              description={t('purchasingSettings.thresholdHelp')}
              allowDecimal={false}
              thousandSeparator=","
              min={0}
              disabled={!editable || !required}
              value={threshold}
              onChange={setThreshold}
              error={fields.approvalThresholdIqd}
            />
            <NumberField
              label={t('purchasingSettings.tolerance')}
              description={t('purchasingSettings.toleranceHelp')}
              allowDecimal={false}
              thousandSeparator=","
              min={0}
              disabled={!editable || !required}
              value={tolerance}
              onChange={setTolerance}
              error={fields.invoiceToleranceIqd}
            />
            {settings?.updatedAt && (
              <Text size="sm" c="dimmed">
                {t('purchasingSettings.updatedAt', { at: formatDateTime(settings.updatedAt, i18n.language) })}
              </Text>
            )}
            {editable && (
              <Group>
                <Button type="submit" loading={state.fetching}>
                  {t('common.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
