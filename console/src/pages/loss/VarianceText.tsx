import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIqd } from '../../ui/format';
import { eodVerdict, type EodVerdictInput } from './eod-rules';

/**
 * Variance in words next to its amount: positive = payments short of net sales (docs/loss-control.md);
 * the words are the report's verdict, which also weighs the sales ledger (eod-rules.ts).
 */
export function VarianceText({ report }: { report: EodVerdictInput }) {
  const { t, i18n } = useTranslation();
  const verdict = eodVerdict(report);
  const amount = report.varianceIqd;
  const words = t(`eod.verdict.${verdict}`);
  return (
    <Text size="sm" c={verdict === 'balanced' ? 'teal' : 'red'} component="span" data-verdict={verdict}>
      {formatIqd(amount, i18n.language)} ({words})
    </Text>
  );
}
