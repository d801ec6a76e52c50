import { ActionIcon, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { EmptyRow } from '../../ui/ListToolbar';
import { formatIqd, formatQuantity, formatUnit, localName } from '../../ui/format';
import { previewLineTotal } from './purchase-rules';

export interface LineDraft {
  inventoryItemId: string | null;
  quantity: number | string;
  unitPriceIqd: number | string;
}

export const EMPTY_LINE: LineDraft = { inventoryItemId: null, quantity: '', unitPriceIqd: '' };

/** The lines of a purchase order or invoice, shown and read the same way by both documents. */
graphql(`
  fragment PurchaseLineDetail on PurchaseLine {
    inventoryItemId
    quantity
    unitPriceIqd
    lineTotalIqd
    inventoryItem {
      id
      name
      nameAr
      unit
    }
  }
`);

/** Saved lines (a document being changed, or the order an invoice starts from) as lines being written. */
export function draftLines(lines: ReadonlyArray<{ inventoryItemId: string; quantity: number; unitPriceIqd: number }>): LineDraft[] {
  return lines.map((line) => ({ inventoryItemId: line.inventoryItemId, quantity: line.quantity, unitPriceIqd: line.unitPriceIqd }));
}

export function linesInput(lines: LineDraft[]) {
  return lines.map((line) => ({
    inventoryItemId: line.inventoryItemId ?? '',
    quantity: Number(line.quantity || 0),
    unitPriceIqd: Number(line.unitPriceIqd || 0),
  }));
}

/** The lines of a purchase order or invoice being written: item, quantity, unit price, the total as the service will compute it. */
export function PurchaseLinesEditor({
  lines,
  onChange,
  items,
  fields,
}: {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  items: Array<{ value: string; label: string }>;
  fields: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const set = (index: number, change: Partial<LineDraft>) => onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const totals = lines.map((line) => previewLineTotal(line.quantity, line.unitPriceIqd));
  const sum = totals.every((v) => v !== null) ? totals.reduce<number>((a, v) => a + (v ?? 0), 0) : null;
  return (
    <Stack gap="xs">
      {lines.map((line, index) => {
        const at = `lines[${index}]`;
        return (
          <Group key={index} align="start" data-testid={`purchase-line-${index}`}>
            <Select
              label={t('purchaseLines.item', { n: index + 1 })}
              searchable
              required
              data={items}
              value={line.inventoryItemId}
              onChange={(value) => set(index, { inventoryItemId: value })}
              error={fields[`${at}.inventoryItemId`]}
              w={260}
            />
            <NumberField
              label={t('purchaseLines.quantity')}
              required
              decimalScale={3}
              min={0}
              value={line.quantity}
              onChange={(v) => set(index, { quantity: v })}
              error={fields[`${at}.quantity`]}
              w={130}
            />
            <NumberField
              label={t('purchaseLines.unitPrice')}
              required
              allowDecimal={false}
              thousandSeparator=","
              min={0}
              value={line.unitPriceIqd}
              onChange={(v) => set(index, { unitPriceIqd: v })}
              error={fields[`${at}.unitPriceIqd`]}
              w={170}
            />
            <Stack gap={0} mt={4}>
              <Text size="xs" c="dimmed">
                {t('purchaseLines.lineTotal')}
              </Text>
              <Text data-testid={`purchase-line-total-${index}`}>{formatIqd(totals[index], i18n.language) || '—'}</Text>
            </Stack>
            {lines.length > 1 && (
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={t('purchaseLines.remove', { n: index + 1 })}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {(fields.lines || fields['lines[0]']) && (
        <Text c="red" size="sm" role="alert">
          {fields.lines ?? fields['lines[0]']}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="light" onClick={() => onChange([...lines, { ...EMPTY_LINE }])}>
          {t('purchaseLines.add')}
        </Button>
        <Text fw={700} data-testid="purchase-lines-total">
          {t('purchaseLines.total')}: {formatIqd(sum, i18n.language) || '—'}
        </Text>
      </Group>
    </Stack>
  );
}

interface LineView {
  inventoryItemId: string;
  quantity: number;
  unitPriceIqd: number;
  lineTotalIqd: number;
  inventoryItem?: { name: string; nameAr?: string | null; unit: string } | null;
}

/** The saved lines of a document, with its total. */
export function PurchaseLinesTable({ lines, totalIqd }: { lines: LineView[]; totalIqd: number }) {
  const { t, i18n } = useTranslation();
  const money = (v: number) => formatIqd(v, i18n.language);
  const number = { format: (value: number) => formatQuantity(value, i18n.language) };
  return (
    <div className="table-scroll">
      <Table striped data-testid="purchase-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchaseLines.itemHeader')}</Table.Th>
            <Table.Th>{t('purchaseLines.quantity')}</Table.Th>
            <Table.Th>{t('purchaseLines.unitPrice')}</Table.Th>
            <Table.Th>{t('purchaseLines.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && <EmptyRow columns={4} />}
          {lines.map((line) => (
            <Table.Tr key={line.inventoryItemId}>
              <Table.Td>{line.inventoryItem ? localName(line.inventoryItem.name, line.inventoryItem.nameAr, i18n.language) : line.inventoryItemId}</Table.Td>
              <Table.Td>
                {number.format(line.quantity)} {line.inventoryItem ? formatUnit(line.inventoryItem.unit, t) : ''}
              </Table.Td>
              <Table.Td>{money(line.unitPriceIqd)}</Table.Td>
              <Table.Td>{money(line.lineTotalIqd)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>{t('purchaseLines.total')}</Table.Th>
            <Table.Th data-testid="purchase-total">{money(totalIqd)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}
