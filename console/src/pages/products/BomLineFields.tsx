import { Select } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useTranslation } from 'react-i18next';
import type { InventoryUnit } from '../../gql/graphql';
import { localName } from '../../ui/format';
import { compatibleUnits } from './menu-rules';

export interface BomLineValue {
  inventoryItemId: string | null;
  qty: number | string;
  unit: InventoryUnit | null;
}

export interface BomItemChoice {
  id: string;
  name: string;
  nameAr?: string | null;
  unit: InventoryUnit;
}

/**
 * The item, quantity and unit of a bill-of-materials line, shared by a product's and a modifier
 * option's add forms: the unit list offers only units the item's unit converts to.
 */
export function BomLineFields<T extends BomLineValue>({
  items,
  value,
  onChange,
  fields,
  itemMissing,
}: {
  items: BomItemChoice[];
  value: T;
  onChange: (next: T) => void;
  fields: Record<string, string>;
  itemMissing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const item = items.find((i) => i.id === value.inventoryItemId);
  const units = item ? compatibleUnits(item.unit) : [];
  return (
    <>
      <Select
        label={t('menu.item')}
        required
        searchable
        w={220}
        data={items.map((i) => ({ value: i.id, label: localName(i.name, i.nameAr, i18n.language) }))}
        value={value.inventoryItemId}
        onChange={(id) => onChange({ ...value, inventoryItemId: id, unit: items.find((i) => i.id === id)?.unit ?? null })}
        error={fields.inventoryItemId ?? (itemMissing ? t('purchasing.choose') : undefined)}
      />
      <NumberField
        label={t('menu.quantity')}
        required
        decimalScale={3}
        min={0}
        w={120}
        value={value.qty}
        onChange={(qty) => onChange({ ...value, qty })}
        error={fields.qtyPerParentUnit}
      />
      <Select
        label={t('menu.unit')}
        w={110}
        data={units.map((u) => ({ value: u, label: t(`purchaseUnit.${u}`) }))}
        value={value.unit}
        onChange={(unit) => onChange({ ...value, unit: unit as InventoryUnit | null })}
        error={fields.unit}
      />
    </>
  );
}
