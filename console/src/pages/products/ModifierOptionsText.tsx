import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIqd, localName } from '../../ui/format';

/** The options of a group with their prices ("Large +IQD 1,000"); inactive ones marked. */
export function ModifierOptionsText({
  options,
}: {
  options: Array<{ id: string; name: string; nameAr?: string | null; priceDeltaIqd: number; active: boolean }>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {options.map((option) => (
        <Text key={option.id} size="sm" c={option.active ? undefined : 'dimmed'}>
          {localName(option.name, option.nameAr, i18n.language)} {option.priceDeltaIqd >= 0 ? '+' : '−'}
          {formatIqd(Math.abs(option.priceDeltaIqd), i18n.language)}
          {option.active ? '' : ` (${t('modifiers.inactive')})`}
        </Text>
      ))}
    </>
  );
}
