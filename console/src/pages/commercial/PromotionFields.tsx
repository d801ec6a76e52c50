import { useState } from 'react';
import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useTranslation } from 'react-i18next';
import { useSalesChoices } from '../sales/sales-choices';

export interface PromotionDraft {
  name: string;
  discountPercent: number | string;
  maxDiscountCap: number | string;
  minOrderValue: number | string;
  startDate: string;
  endDate: string;
  channelId: string | null;
  active: boolean;
}

const EMPTY: PromotionDraft = {
  name: '',
  discountPercent: '',
  maxDiscountCap: '',
  minOrderValue: '',
  startDate: '',
  endDate: '',
  channelId: null,
  active: true,
};

/** The fields of a promotion as the service takes them (PromotionInput / PromotionChangeRequestInput). */
export function usePromotionDraft() {
  const [draft, setDraft] = useState<PromotionDraft>(EMPTY);
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const input = () => ({
    name: draft.name,
    discountPercent: Number(draft.discountPercent || 0),
    maxDiscountCap: draft.maxDiscountCap === '' ? null : Number(draft.maxDiscountCap),
    minOrderValue: draft.minOrderValue === '' ? null : Number(draft.minOrderValue),
    startDate: draft.startDate,
    endDate: draft.endDate,
    channelId: draft.channelId,
    active: draft.active,
  });
  return { draft, set, input };
}

export function PromotionFields({
  draft,
  set,
  fields,
}: {
  draft: PromotionDraft;
  set: ReturnType<typeof usePromotionDraft>['set'];
  fields: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { channels } = useSalesChoices();
  return (
    <>
      <Group align="start" grow>
        <TextInput label={t('common.name')} required value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} error={fields.name} />
        <NumberField
          label={t('promotions.percent')}
          required
          decimalScale={2}
          value={draft.discountPercent}
          onChange={(v) => set('discountPercent', v)}
          error={fields.discountPercent}
        />
        <NumberField
          label={t('promotions.cap')}
          thousandSeparator=","
          allowDecimal={false}
          value={draft.maxDiscountCap}
          onChange={(v) => set('maxDiscountCap', v)}
          error={fields.maxDiscountCap}
        />
        <NumberField
          label={t('promotions.minOrder')}
          thousandSeparator=","
          allowDecimal={false}
          value={draft.minOrderValue}
          onChange={(v) => set('minOrderValue', v)}
          error={fields.minOrderValue}
        />
      </Group>
      <Group align="start" grow>
        <TextInput
          type="date"
          label={t('promotions.start')}
          required
          value={draft.startDate}
          onChange={(e) => set('startDate', e.currentTarget.value)}
          error={fields.startDate}
        />
        <TextInput
          type="date"
          label={t('promotions.end')}
          required
          value={draft.endDate}
          onChange={(e) => set('endDate', e.currentTarget.value)}
          error={fields.endDate}
        />
        <Select
          label={t('orders.channel')}
          placeholder={t('promotions.everyChannel')}
          clearable
          data={channels}
          value={draft.channelId}
          onChange={(v) => set('channelId', v)}
          error={fields.channelId}
        />
      </Group>
      <Checkbox label={t('promotions.switchedOn')} checked={draft.active} onChange={(e) => set('active', e.currentTarget.checked)} />
    </>
  );
}
