import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIqd, localName } from './format';
import { formatNumber } from '../ui/format';
import { ScrollRegion } from './ScrollRegion';

export interface PricedLine {
  index: number;
  name: string;
  nameAr?: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  discount: number;
  netAmount: number;
  basePrice?: number;
  shelfPrice?: number;
  modifiers: Array<{ optionId: string; name: string; nameAr?: string | null; priceDelta: number }>;
  /** The guest's or partner's note on an order line. */
  note?: string | null;
}

/**
 * The priced lines of a cart or an order (product with its chosen modifiers, quantity, prices,
 * promotion discount, net), as the sales ledger and the price quote both show them. `showShelf`
 * adds the base and shelf price columns the quote explains its prices with.
 */
export function PricedLinesTable({ lines, showShelf = false }: { lines: PricedLine[]; showShelf?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (value: number | undefined) => formatIqd(value, i18n.language);
  return (
    <ScrollRegion label={t('orders.lines')}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.product')}</Table.Th>
            <Table.Th>{t('orders.quantity')}</Table.Th>
            {showShelf && <Table.Th>{t('quote.basePrice')}</Table.Th>}
            {showShelf && <Table.Th>{t('quote.shelfPrice')}</Table.Th>}
            <Table.Th>{t('orders.unitPrice')}</Table.Th>
            <Table.Th>{t('orders.lineTotal')}</Table.Th>
            <Table.Th>{t('orders.discount')}</Table.Th>
            <Table.Th>{t('orders.net')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.index}>
              <Table.Td>
                {localName(line.name, line.nameAr, i18n.language)}
                {line.modifiers.map((m) => (
                  <Text key={m.optionId} size="sm" c="dimmed">
                    + {localName(m.name, m.nameAr, i18n.language)} ({money(m.priceDelta)})
                  </Text>
                ))}
                {line.note && (
                  <Text size="sm" fw={600} className="order-note" data-testid="line-note">
                    {t('orderPrint.lineNote')}: {line.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatNumber(line.quantity, i18n.language)}</Table.Td>
              {showShelf && <Table.Td>{money(line.basePrice)}</Table.Td>}
              {showShelf && <Table.Td>{money(line.shelfPrice)}</Table.Td>}
              <Table.Td>{money(line.unitPrice)}</Table.Td>
              <Table.Td>{money(line.lineTotal)}</Table.Td>
              <Table.Td>{money(line.discount)}</Table.Td>
              <Table.Td>{money(line.netAmount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Subtotal, the promotion's discount, each tax (included in the prices or added) and the total. */
export function PricedTotals({
  subtotal,
  promotion,
  taxes,
  total,
  taxesIncluded = false,
  testId,
}: {
  subtotal: number;
  promotion?: { name: string; discount: number } | null;
  taxes: Array<{ taxCodeId: string; ratePermille: number; tax: number }>;
  total: number;
  taxesIncluded?: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => formatIqd(value, i18n.language);
  return (
    <Stack gap={4} data-testid={testId}>
      <TotalRow label={t('orders.subtotal')} value={money(subtotal)} />
      {promotion && <TotalRow label={t('orders.promotion', { name: promotion.name })} value={`− ${money(promotion.discount)}`} />}
      {taxes.map((tax) => (
        <TotalRow key={tax.taxCodeId} label={t(taxesIncluded ? 'quote.taxIncluded' : 'orders.tax', { rate: tax.ratePermille / 10 })} value={money(tax.tax)} />
      ))}
      <TotalRow label={t('orders.total')} value={money(total)} strong />
    </Stack>
  );
}

/** A label and an amount on one line of a totals card. */
export function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{value}</Text>
    </Group>
  );
}
