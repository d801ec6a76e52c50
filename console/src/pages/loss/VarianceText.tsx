import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIqd } from '../../ui/format';

/** Variance in words next to its amount: positive = payments short of net sales (docs/loss-control.md). */
export function VarianceText({ amount }: { amount: number }) {
  const { t, i18n } = useTranslation();
  const words = amount > 0 ? t('eod.short') : amount < 0 ? t('eod.over') : t('eod.balanced');
  return (
    <Text size="sm" c={amount === 0 ? 'teal' : 'red'} component="span">
      {formatIqd(amount, i18n.language)} ({words})
    </Text>
  );
}
