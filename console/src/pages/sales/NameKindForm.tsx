import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, type AnyApiError } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { useSalesEnumOptions } from './SalesBadge';

export interface NameKindValues<K extends string> {
  name: string;
  nameAr: string | null;
  kind: K;
}

/**
 * The create form of a record that is a name in two languages and a kind (payment methods, sales
 * channels), with the page's own further fields as `children`.
 */
export function NameKindForm<K extends string>({
  label,
  kinds,
  initialKind,
  error,
  fetching,
  onCreate,
  onDone,
  children,
}: {
  label: string;
  kinds: K[];
  initialKind: K;
  error: AnyApiError;
  fetching: boolean;
  onCreate: (values: NameKindValues<K>) => Promise<{ error?: unknown }>;
  onDone: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const kindOptions = useSalesEnumOptions(kinds);
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [kind, setKind] = useState<string | null>(initialKind);
  const fields = fieldErrorsOf(error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await onCreate({ name, nameAr: nameAr || null, kind: (kind ?? initialKind) as K });
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <FormError error={error} />
        <Group align="start" grow>
          <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
          <TextInput label={t('common.nameAr')} dir="rtl" value={nameAr} onChange={(e) => setNameAr(e.currentTarget.value)} error={fields.nameAr} />
          <Select label={t('paymentMethods.kind')} data={kindOptions} value={kind} onChange={setKind} error={fields.kind} />
        </Group>
        {children}
        <Group>
          <Button type="submit" loading={fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
