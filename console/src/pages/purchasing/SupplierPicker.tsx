import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation } from 'urql';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { NameFields } from '../../ui/NameFields';
import { useSession } from '../../auth/session';
import { CreateSupplierDocument } from './SuppliersPage';

interface Choice {
  value: string;
  label: string;
}

/**
 * The supplier select of purchase orders and invoices. When the organisation has no supplier yet,
 * or the name typed matches none, it offers to create one in place: the name (taken from what was
 * typed) and the Arabic name, created through `createSupplier` and chosen at once. The fields sit
 * inside the document's own form (a form may not hold another), so Enter creates the supplier
 * rather than submitting the document.
 */
export function SupplierPicker({
  suppliers,
  value,
  onChange,
  error,
  disabled,
}: {
  suppliers: Choice[];
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const [search, setSearch] = useState('');
  const [unmatched, setUnmatched] = useState('');
  const [draft, setDraft] = useState<{ name: string; nameAr: string } | null>(null);
  // A supplier just created stays choosable until the refreshed list holds it.
  const [created, setCreated] = useState<Choice | null>(null);
  const [state, create] = useMutation(CreateSupplierDocument);
  const data = created && !suppliers.some((s) => s.value === created.value) ? [...suppliers, created] : suppliers;
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFieldSetElement>(null);
  const mayCreate = !disabled && can('purchasing:write') && draft === null;
  /** What is typed, kept once it matches no supplier: leaving the field clears the search, not the offer. */
  const searchChanged = (text: string) => {
    setSearch(text);
    const typed = text.trim();
    if (typed === '') return;
    const matches = data.some((s) => s.label.toLocaleLowerCase().includes(typed.toLocaleLowerCase()));
    setUnmatched(matches ? '' : typed);
  };
  // The name typed while the list is open, else the one typed last that matched none.
  const offered = open ? search.trim() : unmatched;
  const offerLabel = offered ? t('suppliers.newNamed', { name: offered }) : t('suppliers.new');
  const startDraft = () => setDraft({ name: offered, nameAr: '' });
  // The new supplier's name takes the focus (which also closes the list).
  const drafting = draft !== null;
  useEffect(() => {
    if (drafting) formRef.current?.querySelector('input')?.focus();
  }, [drafting]);

  const save = async () => {
    if (!draft) return;
    const result = await create(
      { input: { name: draft.name, nameAr: draft.nameAr || null, phone: null, taxNumber: null } },
      { additionalTypenames: ['Supplier'] },
    );
    const supplier = result.data?.createSupplier;
    if (!supplier) return;
    const label = localName(supplier.name, supplier.nameAr, i18n.language);
    setCreated({ value: supplier.id, label });
    setDraft(null);
    setSearch(label);
    setUnmatched('');
    onChange(supplier.id);
  };
  const enterCreates = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save();
  };

  return (
    <Stack gap={6}>
      <Select
        label={t('purchasing.supplier')}
        required
        searchable
        disabled={disabled}
        data={data}
        value={value}
        onChange={(chosen) => {
          if (chosen) setUnmatched('');
          onChange(chosen);
        }}
        searchValue={search}
        onSearchChange={searchChanged}
        onDropdownOpen={() => setOpen(true)}
        onDropdownClose={() => setOpen(false)}
        nothingFoundMessage={
          mayCreate ? (
            <Stack gap={6} align="center">
              <Text size="sm">{data.length === 0 ? t('suppliers.none') : t('suppliers.noMatch')}</Text>
              <Button type="button" variant="light" size="xs" onMouseDown={(event) => event.preventDefault()} onClick={startDraft}>
                {offerLabel}
              </Button>
            </Stack>
          ) : (
            t('suppliers.noMatch')
          )
        }
        error={error}
      />
      {mayCreate && !open && (data.length === 0 || unmatched !== '') && (
        <Group gap="xs">
          <Button type="button" variant="light" size="xs" onClick={startDraft} data-testid="supplier-picker-new">
            {offerLabel}
          </Button>
        </Group>
      )}
      {draft && (
        <Fieldset ref={formRef} legend={t('suppliers.new')} variant="filled" onKeyDown={enterCreates} data-testid="supplier-picker-form">
          <Stack gap="xs">
            <FormError error={state.error} />
            <NameFields value={draft} onChange={(change) => setDraft({ ...draft, ...change })} errors={fieldErrorsOf(state.error)} />
            <Group gap="xs">
              <Button type="button" size="xs" loading={state.fetching} onClick={() => void save()}>
                {t('suppliers.createAndChoose')}
              </Button>
              <Button type="button" size="xs" variant="default" onClick={() => setDraft(null)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}
