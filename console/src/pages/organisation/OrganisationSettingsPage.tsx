import { useSession } from '../../auth/session';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { Language } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';

const OrganizationSettingsDocument = graphql(`
  query OrganizationSettings {
    organizationSettings {
      id
      name
      baseCurrencyCode
      businessDayStartHour
      defaultLanguage
      priceStep
      pricesIncludeTax
      updatedAt
    }
  }
`);

const UpdateOrganizationSettingsDocument = graphql(`
  mutation UpdateOrganizationSettings($input: UpdateOrganizationSettingsInput!) {
    updateOrganizationSettings(input: $input) {
      id
      name
      baseCurrencyCode
      businessDayStartHour
      defaultLanguage
      priceStep
      pricesIncludeTax
      updatedAt
    }
  }
`);

const LANGUAGES: Language[] = ['En', 'Ar'];

/** The organisation's settings (docs/settings.md); the base currency is shown but fixed. */
export function OrganisationSettingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [{ data, error }] = useQuery({ query: OrganizationSettingsDocument });
  const [state, save] = useMutation(UpdateOrganizationSettingsDocument);
  const settings = data?.organizationSettings;
  const [form, setForm] = useState({
    name: '',
    businessDayStartHour: 4 as number | string,
    defaultLanguage: 'En' as string | null,
    priceStep: 250 as number | string,
    pricesIncludeTax: false,
  });
  const [saved, setSaved] = useState(false);
  const fields = fieldErrorsOf(state.error);

  useEffect(() => {
    if (settings)
      setForm({
        name: settings.name,
        businessDayStartHour: settings.businessDayStartHour,
        defaultLanguage: settings.defaultLanguage,
        priceStep: settings.priceStep,
        pricesIncludeTax: settings.pricesIncludeTax,
      });
  }, [settings]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save({
      input: {
        name: form.name,
        businessDayStartHour: form.businessDayStartHour === '' ? null : Number(form.businessDayStartHour),
        defaultLanguage: form.defaultLanguage as Language | null,
        priceStep: form.priceStep === '' ? null : Number(form.priceStep),
        pricesIncludeTax: form.pricesIncludeTax,
      },
    });
    if (!result.error) {
      setSaved(true);
      await session.reloadMe();
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('orgSettings.title')}
      </Title>
      <FormError error={error} />
      {settings && (
        <Paper withBorder p="md">
          <form onSubmit={submit} noValidate aria-label={t('orgSettings.title')}>
            <Stack gap="sm" maw={640}>
              <FormError error={state.error} />
              {saved && <Alert color="teal">{t('orgSettings.saved')}</Alert>}
              <TextInput
                label={t('orgSettings.name')}
                required
                value={form.name}
                onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
                error={fields.name}
              />
              <TextInput label={t('orgSettings.currency')} value={settings.baseCurrencyCode} readOnly dir="ltr" />
              <NumberField
                label={t('orgSettings.dayStart')}
                description={t('orgSettings.dayStartHelp')}
                allowDecimal={false}
                min={0}
                max={23}
                value={form.businessDayStartHour}
                onChange={(value) => setForm({ ...form, businessDayStartHour: value })}
                error={fields.businessDayStartHour}
              />
              <Select
                label={t('orgSettings.language')}
                allowDeselect={false}
                data={LANGUAGES.map((value) => ({ value, label: t(`orgSettings.${value}`) }))}
                value={form.defaultLanguage}
                onChange={(value) => setForm({ ...form, defaultLanguage: value })}
                error={fields.defaultLanguage}
              />
              <NumberField
                label={t('orgSettings.priceStep')}
                description={t('orgSettings.priceStepHelp')}
                thousandSeparator=","
                allowDecimal={false}
                min={1}
                value={form.priceStep}
                onChange={(value) => setForm({ ...form, priceStep: value })}
                error={fields.priceStep}
              />
              <Switch
                label={t('orgSettings.pricesIncludeTax')}
                description={t('orgSettings.pricesIncludeTaxHelp')}
                checked={form.pricesIncludeTax}
                onChange={(e) => setForm({ ...form, pricesIncludeTax: e.currentTarget.checked })}
                error={fields.pricesIncludeTax}
              />
              <Group>
                <Button type="submit" loading={state.fetching}>
                  {t('common.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
