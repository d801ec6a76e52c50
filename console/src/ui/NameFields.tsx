import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface NameValues {
  name: string;
  nameAr: string;
}

/**
 * The name and Arabic name inputs of a named record (the service's NamedCreateInput), to place inside
 * the form's own row: the name required, the Arabic name written right to left.
 */
export function NameFields({
  value,
  onChange,
  errors,
}: {
  value: NameValues;
  onChange: (change: Partial<NameValues>) => void;
  errors: Readonly<Record<string, string | undefined>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('common.name')} required value={value.name} onChange={(e) => onChange({ name: e.currentTarget.value })} error={errors.name} />
      <TextInput
        label={t('common.nameAr')}
        dir="rtl"
        lang="ar"
        value={value.nameAr}
        onChange={(e) => onChange({ nameAr: e.currentTarget.value })}
        error={errors.nameAr}
      />
    </>
  );
}
