import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnectionChoices } from './delivery-choices';

/** The connection a delivery list is narrowed to (item mapping, platform orders, call log). */
export function ConnectionFilter({
  value,
  onChange,
  clearable = true,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  clearable?: boolean;
}) {
  const { t } = useTranslation();
  const { connections } = useConnectionChoices();
  return (
    <Select
      label={t('delivery.connection')}
      placeholder={clearable ? t('common.all') : undefined}
      data={connections}
      value={value}
      onChange={onChange}
      clearable={clearable}
      allowDeselect={clearable}
      w={240}
      maw="100%"
    />
  );
}
