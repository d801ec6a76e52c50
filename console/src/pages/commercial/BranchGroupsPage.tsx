import { useState, type FormEvent } from 'react';
import { Badge, Button, CloseButton, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { NumberField } from '../../ui/NumberField';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { graphql } from '../../gql';
import type { BranchGroupKind } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SortHeader } from '../../ui/ListToolbar';
import { fieldErrorsOf } from '../../ui/errors';
import { FormError } from '../../ui/FormError';
import { localName } from '../../ui/format';
import { useSalesEnumOptions } from '../sales/SalesBadge';
import { useSalesChoices } from '../sales/sales-choices';

const KINDS: BranchGroupKind[] = ['PriceTier', 'Region'];

const BranchGroupsDocument = graphql(`
  query BranchGroups($list: ListArgs, $filter: BranchGroupFilter) {
    branchGroups(list: $list, filter: $filter) {
      items {
        id
        name
        nameAr
        kind
        priceTierPct
        branchIds
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
const CreateBranchGroupDocument = graphql(`
  mutation CreateBranchGroup($input: BranchGroupInput!) {
    createBranchGroup(input: $input) {
      id
    }
  }
`);
const AddBranchToGroupDocument = graphql(`
  mutation AddBranchToGroup($id: UUID!, $branchId: UUID!) {
    addBranchToGroup(id: $id, input: { branchId: $branchId }) {
      id
      branchIds
    }
  }
`);
const RemoveBranchFromGroupDocument = graphql(`
  mutation RemoveBranchFromGroup($id: UUID!, $branchId: UUID!) {
    removeBranchFromGroup(id: $id, branchId: $branchId) {
      id
      branchIds
    }
  }
`);

const GROUP_CONTEXT = { additionalTypenames: ['BranchGroup'] };

/** Branch groups: price tiers (a signed percent on base prices for their branches) and regions; members added and removed here. */
export function BranchGroupsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const choices = useSalesChoices();
  const kind = (params.filter('kind') || null) as BranchGroupKind | null;
  const [{ data, error, fetching }] = useQuery({
    query: BranchGroupsDocument,
    variables: { list: listArgs(params), filter: { kind } },
    context: GROUP_CONTEXT,
  });
  const [addState, add] = useMutation(AddBranchToGroupDocument);
  const [removeState, remove] = useMutation(RemoveBranchFromGroupDocument);
  const kindOptions = useSalesEnumOptions(KINDS);
  const write = can('commercial:write');
  const page = data?.branchGroups;

  const create = useCreateDialog({
    label: t('branchGroups.new'),
    createdMessage: t('branchGroups.created'),
    children: (done) => <CreateGroupForm onDone={done} />,
  });

  return (
    <Stack>
      <PageHeader title={t('branchGroups.title')}>{write && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <Select label={t('paymentMethods.kind')} clearable data={kindOptions} value={kind} onChange={(value) => update({ kind: value })} w={200} />
      </Group>
      <FormError error={error ?? addState.error ?? removeState.error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('paymentMethods.kind')}</Table.Th>
              <Table.Th>{t('branchGroups.tier')}</Table.Th>
              <Table.Th>{t('branchGroups.members')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={4} />}
            {page?.items.map((group) => {
              const label = localName(group.name, group.nameAr, i18n.language);
              const others = choices.branches.filter((b) => !group.branchIds.includes(b.value));
              return (
                <Table.Tr key={group.id}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>{t(`salesEnum.${group.kind}`)}</Table.Td>
                  <Table.Td>
                    {group.priceTierPct === null || group.priceTierPct === undefined ? '—' : `${group.priceTierPct > 0 ? '+' : ''}${group.priceTierPct}%`}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {group.branchIds.map((branchId) => (
                        <Badge
                          key={branchId}
                          variant="light"
                          rightSection={
                            write ? (
                              <CloseButton
                                size="xs"
                                aria-label={`${t('branchGroups.remove')}: ${choices.branchName(branchId)}`}
                                onClick={() => void remove({ id: group.id, branchId }, GROUP_CONTEXT)}
                              />
                            ) : undefined
                          }
                        >
                          {choices.branchName(branchId)}
                        </Badge>
                      ))}
                      {write && others.length > 0 && (
                        <Select
                          aria-label={`${t('branchGroups.add')}: ${label}`}
                          placeholder={t('branchGroups.add')}
                          data={others}
                          value={null}
                          onChange={(branchId) => branchId && void add({ id: group.id, branchId }, GROUP_CONTEXT)}
                          w={180}
                          size="xs"
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
    </Stack>
  );
}

function CreateGroupForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const kindOptions = useSalesEnumOptions(KINDS);
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [kind, setKind] = useState<string | null>('PriceTier');
  const [pct, setPct] = useState<number | string>(0);
  const [state, create] = useMutation(CreateBranchGroupDocument);
  const fields = fieldErrorsOf(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tier = kind === 'PriceTier';
    const result = await create(
      { input: { name, nameAr: nameAr || null, kind: (kind ?? 'PriceTier') as BranchGroupKind, priceTierPct: tier ? Number(pct || 0) : null } },
      GROUP_CONTEXT,
    );
    if (!result.error) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('branchGroups.new')}>
      <Stack gap="sm">
        <FormError error={state.error} />
        <Group align="start" grow>
          <TextInput label={t('common.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={fields.name} />
          <TextInput label={t('common.nameAr')} dir="rtl" value={nameAr} onChange={(e) => setNameAr(e.currentTarget.value)} error={fields.nameAr} />
          <Select label={t('paymentMethods.kind')} data={kindOptions} value={kind} onChange={setKind} error={fields.kind} />
          {kind === 'PriceTier' && (
            <NumberField label={t('branchGroups.tier')} allowDecimal={false} value={pct} onChange={setPct} error={fields.priceTierPct} />
          )}
        </Group>
        <Group>
          <Button type="submit" loading={state.fetching}>
            {t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
