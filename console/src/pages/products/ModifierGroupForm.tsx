import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ModifierGroupFieldsFragment } from '../../gql/graphql';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { modifierGroupInput, type GroupDraft, type OptionDraft } from './menu-rules';

graphql(`
  fragment ModifierGroupFields on ModifierGroup {
    id
    name
    nameAr
    minChoices
    maxChoices
    required
    deletedAt
    options {
      id
      name
      nameAr
      priceDeltaIqd
      active
      sortOrder
    }
  }
`);
const CreateModifierGroupDocument = graphql(`
  mutation CreateModifierGroup($input: ModifierGroupInput!) {
    createModifierGroup(input: $input) {
      ...ModifierGroupFields
    }
  }
`);
const UpdateModifierGroupDocument = graphql(`
  mutation UpdateModifierGroup($id: UUID!, $input: ModifierGroupInput!) {
    updateModifierGroup(id: $id, input: $input) {
      ...ModifierGroupFields
    }
  }
`);

export const MODIFIER_CONTEXT = { additionalTypenames: ['ModifierGroup', 'Product'] };

const EMPTY_OPTION: OptionDraft = { name: '', nameAr: '', priceDeltaIqd: 0, active: true };

/** Writes a modifier group with its whole list of options (prices may be negative for a reduction). */
export function ModifierGroupForm({
  group,
  onSaved,
}: {
  group?: ModifierGroupFieldsFragment;
  onSaved: (group: ModifierGroupFieldsFragment) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<GroupDraft>(
    group
      ? {
          name: group.name,
          nameAr: group.nameAr ?? '',
          minChoices: group.minChoices,
          maxChoices: group.maxChoices,
          options: group.options.map((o) => ({ id: o.id, name: o.name, nameAr: o.nameAr ?? '', priceDeltaIqd: o.priceDeltaIqd, active: o.active })),
        }
      : { name: '', nameAr: '', minChoices: 0, maxChoices: 1, options: [{ ...EMPTY_OPTION }] },
  );
  const [createState, create] = useMutation(CreateModifierGroupDocument);
  const [updateState, save] = useMutation(UpdateModifierGroupDocument);
  const state = group ? updateState : createState;
  const fields = fieldErrorsOf(state.error);
  const setOption = (index: number, change: Partial<OptionDraft>) =>
    setDraft({ ...draft, options: draft.options.map((o, i) => (i === index ? { ...o, ...change } : o)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = modifierGroupInput(draft);
    if (group) {
      const result = await save({ id: group.id, input }, MODIFIER_CONTEXT);
      if (result.data) await onSaved(result.data.updateModifierGroup);
    } else {
      const result = await create({ input }, MODIFIER_CONTEXT);
      if (result.data) await onSaved(result.data.createModifierGroup);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={group ? t('modifiers.editTitle', { name: group.name }) : t('modifiers.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group grow align="start">
          <TextInput
            label={t('common.name')}
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            error={fields.name}
          />
          <TextInput
            label={t('common.nameAr')}
            dir="rtl"
            lang="ar"
            value={draft.nameAr}
            onChange={(e) => setDraft({ ...draft, nameAr: e.currentTarget.value })}
            error={fields.nameAr}
          />
        </Group>
        <Group grow align="start">
          <NumberField
            label={t('modifiers.minChoices')}
            description={t('modifiers.minHelp')}
            allowDecimal={false}
            min={0}
            value={draft.minChoices}
            onChange={(v) => setDraft({ ...draft, minChoices: v })}
            error={fields.minChoices ?? fields.required}
          />
          <NumberField
            label={t('modifiers.maxChoices')}
            allowDecimal={false}
            min={1}
            value={draft.maxChoices}
            onChange={(v) => setDraft({ ...draft, maxChoices: v })}
            error={fields.maxChoices}
          />
        </Group>
        <Text fw={600}>{t('modifiers.options')}</Text>
        {draft.options.map((option, index) => {
          const at = `options[${index}]`;
          return (
            <Group key={option.id ?? `new-${index}`} align="start" data-testid={`modifier-option-${index}`}>
              <TextInput
                label={t('modifiers.optionName', { n: index + 1 })}
                required
                value={option.name}
                onChange={(e) => setOption(index, { name: e.currentTarget.value })}
                error={fields[`${at}.name`]}
                w={200}
              />
              <TextInput
                label={t('common.nameAr')}
                dir="rtl"
                lang="ar"
                value={option.nameAr}
                onChange={(e) => setOption(index, { nameAr: e.currentTarget.value })}
                error={fields[`${at}.nameAr`]}
                w={180}
              />
              <NumberField
                label={t('modifiers.priceDelta')}
                allowDecimal={false}
                thousandSeparator=","
                value={option.priceDeltaIqd}
                onChange={(v) => setOption(index, { priceDeltaIqd: v })}
                error={fields[`${at}.priceDeltaIqd`]}
                w={150}
              />
              <Checkbox
                mt={32}
                label={t('modifiers.optionActive')}
                checked={option.active}
                onChange={(e) => setOption(index, { active: e.currentTarget.checked })}
              />
              {draft.options.length > 1 && (
                <ActionIcon
                  mt={28}
                  variant="subtle"
                  color="red"
                  aria-label={t('modifiers.removeOption', { n: index + 1 })}
                  onClick={() => setDraft({ ...draft, options: draft.options.filter((_, i) => i !== index) })}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          );
        })}
        {fields.options && (
          <Text c="red" size="sm">
            {fields.options}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="light" onClick={() => setDraft({ ...draft, options: [...draft.options, { ...EMPTY_OPTION }] })}>
            {t('modifiers.addOption')}
          </Button>
          <Button type="submit" loading={state.fetching}>
            {group ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
