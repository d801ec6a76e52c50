import { useState, type FormEvent } from 'react';
import { Badge, Button, Checkbox, Group, Modal, Select, Stack, Table, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { TaxAppliesTo, TaxCodeRowFragment, TaxKind } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { formatPercent, localName } from '../../ui/format';
import { enumLabel, MoneyBadge, useMoneyEnumOptions } from './money-ui';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { NameFields } from '../../ui/NameFields';
import { ActiveFilter } from '../../ui/ActiveFilter';
import { ActiveToggleButton } from '../../ui/ActiveToggleButton';

graphql(`
  fragment TaxCodeRow on TaxCode {
    id
    code
    name
    nameAr
    kind
    ratePermille
    appliesTo
    active
    activeReason
    deletedAt
    deleteReason
  }
`);
const TaxCodesDocument = graphql(`
  query TaxCodes($list: ListArgs, $filter: TaxCodeFilter) {
    taxCodes(list: $list, filter: $filter) {
      items {
        ...TaxCodeRow
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreateTaxCodeDocument = graphql(`
  mutation CreateTaxCode($input: CreateTaxCodeInput!) {
    createTaxCode(input: $input) {
      ...TaxCodeRow
    }
  }
`);
const UpdateTaxCodeDocument = graphql(`
  mutation UpdateTaxCode($id: UUID!, $input: UpdateTaxCodeInput!) {
    updateTaxCode(id: $id, input: $input) {
      ...TaxCodeRow
    }
  }
`);
const SetTaxCodeActiveDocument = graphql(`
  mutation SetTaxCodeActive($id: UUID!, $input: SetTaxCodeActiveInput!) {
    setTaxCodeActive(id: $id, input: $input) {
      ...TaxCodeRow
    }
  }
`);
const DeleteTaxCodeDocument = graphql(`
  mutation DeleteTaxCode($id: UUID!, $reason: String) {
    deleteTaxCode(id: $id, reason: $reason) {
      ...TaxCodeRow
    }
  }
`);

const TAX_CONTEXT = { additionalTypenames: ['TaxCode'] };
const KINDS: TaxKind[] = ['Vat', 'SalesTax', 'ServiceCharge', 'Withholding', 'Exempt'];
const APPLIES: TaxAppliesTo[] = ['Sales', 'Purchases', 'Both'];

/** 150 per mille reads as 15 %. */
function percent(permille: number, language: string): string {
  return formatPercent(permille / 1000, language);
}

export function TaxCodesPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'code', dir: 'asc' });
  const activeFilter = params.filter('active');
  const filter = {
    kind: (params.filter('kind') || null) as TaxKind | null,
    appliesTo: (params.filter('appliesTo') || null) as TaxAppliesTo | null,
    active: activeFilter === 'yes' ? true : activeFilter === 'no' ? false : null,
    includeDeleted: params.filter('deleted') === '1',
  };
  const [{ data, error, fetching }] = useQuery({ query: TaxCodesDocument, variables: { list: listArgs(params), filter }, context: TAX_CONTEXT });
  const kindOptions = useMoneyEnumOptions(KINDS);
  const appliesOptions = useMoneyEnumOptions(APPLIES);
  const [editing, setEditing] = useState<TaxCodeRowFragment | null>(null);
  const [toggling, setToggling] = useState<TaxCodeRowFragment | null>(null);
  const [deleting, setDeleting] = useState<TaxCodeRowFragment | null>(null);
  const [activeState, setActive] = useMutation(SetTaxCodeActiveDocument);
  const [deleteState, remove] = useMutation(DeleteTaxCodeDocument);
  const page = data?.taxCodes;
  const write = can('accounting:write');

  const create = useCreateDialog({
    label: t('taxCodes.new'),
    createdMessage: t('taxCodes.created'),
    children: (done) => <TaxCodeForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('taxCodes.title')}>{write && create.button}</PageHeader>
      {create.dialog}
      <Group align="end" wrap="wrap">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select label={t('taxCodes.kind')} clearable w={180} data={kindOptions} value={filter.kind} onChange={(value) => update({ kind: value })} />
        <Select
          label={t('taxCodes.appliesTo')}
          clearable
          w={160}
          data={appliesOptions}
          value={filter.appliesTo}
          onChange={(value) => update({ appliesTo: value })}
        />
        <ActiveFilter label={t('taxCodes.activeFilter')} w={150} value={activeFilter || null} onChange={(value) => update({ active: value })} />
        <Checkbox
          label={t('common.includeDeleted')}
          checked={filter.includeDeleted}
          onChange={(e) => update({ deleted: e.currentTarget.checked ? '1' : null })}
        />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="code" label={t('taxCodes.code')} params={params} onSort={toggleSort} />
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('taxCodes.kind')}</Table.Th>
              <SortHeader field="ratePermille" label={t('taxCodes.rate')} params={params} onSort={toggleSort} />
              <Table.Th>{t('taxCodes.appliesTo')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={7} />}
            {page?.items.map((code) => (
              <Table.Tr key={code.id}>
                <Table.Td dir="ltr">{code.code}</Table.Td>
                <Table.Td>{localName(code.name, code.nameAr, i18n.language)}</Table.Td>
                <Table.Td>{enumLabel(t, code.kind)}</Table.Td>
                <Table.Td>{percent(code.ratePermille, i18n.language)}</Table.Td>
                <Table.Td>{enumLabel(t, code.appliesTo)}</Table.Td>
                <Table.Td>
                  {code.deletedAt ? <Badge color="gray">{t('common.deleted')}</Badge> : <MoneyBadge value={code.active ? 'Active' : 'Inactive'} />}
                </Table.Td>
                <Table.Td>
                  {write && !code.deletedAt && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(code)} aria-label={`${t('common.edit')}: ${code.code}`}>
                        {t('common.edit')}
                      </Button>
                      <ActiveToggleButton
                        active={code.active}
                        name={code.code}
                        activateLabel={t('taxCodes.activate')}
                        deactivateLabel={t('taxCodes.deactivate')}
                        deactivateColor="orange"
                        onClick={() => setToggling(code)}
                      />
                      <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(code)} aria-label={`${t('common.delete')}: ${code.code}`}>
                        {t('common.delete')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? t('taxCodes.editTitle', { code: editing.code }) : ''}>
        {editing && <TaxCodeForm taxCode={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ReasonDialog
        title={toggling ? t('taxCodes.activeTitle', { code: toggling.code }) : ''}
        opened={toggling !== null}
        required={false}
        submitLabel={toggling?.active ? t('taxCodes.deactivate') : t('taxCodes.activate')}
        error={activeState.error}
        fetching={activeState.fetching}
        onClose={() => setToggling(null)}
        onSubmit={async (reason) => !(toggling && (await setActive({ id: toggling.id, input: { active: !toggling.active, reason: reason || null } })).error)}
      />
      <ReasonDialog
        title={deleting ? t('taxCodes.deleteTitle', { code: deleting.code }) : ''}
        opened={deleting !== null}
        required={false}
        submitLabel={t('common.delete')}
        error={deleteState.error}
        fetching={deleteState.fetching}
        onClose={() => setDeleting(null)}
        onSubmit={async (reason) => !(deleting && (await remove({ id: deleting.id, reason: reason || null })).error)}
      />
    </Stack>
  );
}

/** Creates a tax code, or edits one (the code and kind never change after creation). */
function TaxCodeForm({ taxCode, onDone }: { taxCode?: TaxCodeRowFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const empty = { code: '', name: '', nameAr: '', kind: 'Vat' as string | null, ratePermille: '' as number | string, appliesTo: 'Sales' as string | null };
  const [form, setForm] = useState(
    taxCode
      ? {
          code: taxCode.code,
          name: taxCode.name,
          nameAr: taxCode.nameAr ?? '',
          kind: taxCode.kind,
          ratePermille: taxCode.ratePermille,
          appliesTo: taxCode.appliesTo,
        }
      : empty,
  );
  const [createState, create] = useMutation(CreateTaxCodeDocument);
  const [updateState, save] = useMutation(UpdateTaxCodeDocument);
  const state = taxCode ? updateState : createState;
  const fields = fieldErrorsOf(state.error);
  const kindOptions = useMoneyEnumOptions(KINDS);
  const appliesOptions = useMoneyEnumOptions(APPLIES);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rate = form.ratePermille === '' ? (Number.NaN as number) : Number(form.ratePermille);
    const common = {
      name: form.name,
      nameAr: form.nameAr || null,
      ratePermille: Number.isNaN(rate) ? -1 : rate,
      appliesTo: (form.appliesTo ?? 'Sales') as TaxAppliesTo,
    };
    const result = taxCode
      ? await save({ id: taxCode.id, input: common })
      : await create({ input: { ...common, code: form.code, kind: (form.kind ?? 'Vat') as TaxKind } });
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={taxCode ? t('common.edit') : t('taxCodes.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          {!taxCode && (
            <TextInput
              label={t('taxCodes.code')}
              required
              dir="ltr"
              value={form.code}
              onChange={(e) => setForm({ ...form, code: e.currentTarget.value })}
              error={fields.code}
            />
          )}
          <NameFields value={form} onChange={(change) => setForm({ ...form, ...change })} errors={fields} />
        </Group>
        <Group align="start" grow>
          {!taxCode && (
            <Select
              label={t('taxCodes.kind')}
              required
              data={kindOptions}
              value={form.kind}
              onChange={(value) => setForm({ ...form, kind: value })}
              error={fields.kind}
            />
          )}
          <NumberField
            label={t('taxCodes.rate')}
            description={t('taxCodes.rateHelp')}
            required
            allowDecimal={false}
            value={form.ratePermille}
            onChange={(value) => setForm({ ...form, ratePermille: value })}
            error={fields.ratePermille}
          />
          <Select
            label={t('taxCodes.appliesTo')}
            required
            data={appliesOptions}
            value={form.appliesTo}
            onChange={(value) => setForm({ ...form, appliesTo: value })}
            error={fields.appliesTo}
          />
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {taxCode ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
