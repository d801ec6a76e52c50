import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The filter of a list whose records can be deactivated: 'yes' for active, 'no' for inactive, cleared
 * for both (the value the list keeps in its `active` URL parameter).
 */
export function ActiveFilter({ label, value, onChange, w }: { label: string; value: string | null; onChange: (value: string | null) => void; w: number }) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      clearable
      w={w}
      data={[
        { value: 'yes', label: t('moneyEnum.Active') },
        { value: 'no', label: t('moneyEnum.Inactive') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
