import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { ModifierGroupFieldsFragment } from '../../gql/graphql';
import { useSession } from '../../auth/session';
import { listArgs, useListParams } from '../../ui/list-params';
import { EmptyRow, Pager, SearchBox, SortHeader } from '../../ui/ListToolbar';
import { FormError } from '../../ui/FormError';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { MODIFIER_CONTEXT, ModifierGroupForm } from './ModifierGroupForm';
import { ModifierOptionsText } from './ModifierOptionsText';
import { ModifierOptionConsumables } from './ModifierOptionConsumables';
import { choiceRule } from './menu-rules';
import { localName } from '../../ui/format';

const ModifierGroupsDocument = graphql(`
  query ModifierGroups($list: ListArgs, $filter: ModifierGroupFilter) {
    modifierGroups(list: $list, filter: $filter) {
      items {
        ...ModifierGroupFields
      }
      total
      totalPages
      totalIsExact
    }
  }
`);
export const DeleteModifierGroupDocument = graphql(`
  mutation DeleteModifierGroup($id: UUID!, $reason: String) {
    deleteModifierGroup(id: $id, reason: $reason) {
      id
      deletedAt
    }
  }
`);

/** Modifier groups of the organisation ("Rice size", "Extras"), each offered with many products. */
export function ModifierGroupsPage() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const { params, update, toggleSort } = useListParams({ sort: 'name', dir: 'asc' });
  const filter = { includeDeleted: params.filter('deleted') === '1' };
  const [{ data, error, fetching }] = useQuery({ query: ModifierGroupsDocument, variables: { list: listArgs(params), filter }, context: MODIFIER_CONTEXT });
  const [editing, setEditing] = useState<ModifierGroupFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ModifierGroupFieldsFragment | null>(null);
  const [costing, setCosting] = useState<ModifierGroupFieldsFragment | null>(null);
  const [deleteState, remove] = useMutation(DeleteModifierGroupDocument);
  const page = data?.modifierGroups;
  const write = can('catalog:write');

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('modifiers.title')}
        </Title>
        {write && <Button onClick={() => setEditing('new')}>{t('modifiers.new')}</Button>}
      </Group>
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Checkbox
          label={t('common.includeDeleted')}
          checked={filter.includeDeleted}
          onChange={(e) => update({ deleted: e.currentTarget.checked ? '1' : null })}
          mb={8}
        />
      </Group>
      <FormError error={error} />
      <div className="table-scroll">
        <Table striped aria-busy={fetching}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader field="name" label={t('common.name')} params={params} onSort={toggleSort} />
              <Table.Th>{t('modifiers.choices')}</Table.Th>
              <Table.Th>{t('modifiers.options')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page?.items.length === 0 && <EmptyRow columns={4} />}
            {page?.items.map((group) => (
              <ModifierGroupRow
                key={group.id}
                group={group}
                write={write}
                onEdit={() => setEditing(group)}
                onDelete={() => setDeleting(group)}
                onConsumables={() => setCosting(group)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {page && <Pager total={page.total} totalPages={page.totalPages} totalIsExact={page.totalIsExact} params={params} onPage={(p) => update({ page: p })} />}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('modifiers.new') : editing ? t('modifiers.editTitle', { name: editing.name }) : ''}
        size="xl"
      >
        {editing !== null && <ModifierGroupForm group={editing === 'new' ? undefined : editing} onSaved={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={costing !== null}
        onClose={() => setCosting(null)}
        title={costing ? t('modifiers.consumablesTitle', { name: localName(costing.name, costing.nameAr, i18n.language) }) : ''}
        size="xl"
      >
        {costing !== null && <ModifierOptionConsumables groupId={costing.id} write={write && !costing.deletedAt} />}
      </Modal>
      <ReasonDialog
        title={deleting ? t('modifiers.deleteTitle', { name: deleting.name }) : ''}
        opened={deleting !== null}
        required={false}
        submitLabel={t('common.delete')}
        error={deleteState.error}
        fetching={deleteState.fetching}
        onClose={() => setDeleting(null)}
        onSubmit={async (reason) => !(await remove({ id: deleting?.id ?? '', reason: reason || null }, MODIFIER_CONTEXT)).error}
      />
    </Stack>
  );
}

export function ModifierGroupRow({
  group,
  write,
  onEdit,
  onDelete,
  onConsumables,
  deleteLabel,
}: {
  group: ModifierGroupFieldsFragment;
  write: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the options' bills of materials (the groups page; a product's page leaves it out). */
  onConsumables?: () => void;
  deleteLabel?: string;
}) {
  const { t, i18n } = useTranslation();
  const name = i18n.language === 'ar' && group.nameAr ? group.nameAr : group.name;
  return (
    <Table.Tr>
      <Table.Td>
        {name}
        {group.deletedAt && (
          <Text size="xs" c="dimmed">
            {t('common.deleted')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <ChoiceRuleText min={group.minChoices} max={group.maxChoices} />
      </Table.Td>
      <Table.Td>
        <ModifierOptionsText options={group.options} />
      </Table.Td>
      {(write || onConsumables) && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            {onConsumables && (
              <Button size="xs" variant="default" onClick={onConsumables} aria-label={`${t('modifiers.consumables')}: ${name}`}>
                {t('modifiers.consumables')}
              </Button>
            )}
            {write && !group.deletedAt && (
              <>
                <Button size="xs" variant="light" onClick={onEdit} aria-label={`${t('common.edit')}: ${group.name}`}>
                  {t('common.edit')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={`${deleteLabel ?? t('common.delete')}: ${group.name}`}>
                  {deleteLabel ?? t('common.delete')}
                </Button>
              </>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function ChoiceRuleText({ min, max }: { min: number; max: number }) {
  const { t } = useTranslation();
  const rule = choiceRule(min, max);
  return <>{t(`modifiers.rule.${rule.key}`, { min: rule.min, max: rule.max })}</>;
}
