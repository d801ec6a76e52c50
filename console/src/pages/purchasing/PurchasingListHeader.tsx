import type { ReactNode } from 'react';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import type { ListParams } from '../../ui/list-params';
import { SearchBox } from '../../ui/ListToolbar';
import { PageHeader, useCreateDialog } from '../../ui/CreateDialog';
import { usePurchasingChoices } from './purchasing-choices';

/**
 * The head of the purchase order and purchase invoice lists: the title with the "New …" button (the
 * form opens in a dialog and, once saved, goes to the new document's page, where it is submitted),
 * then the search, status and supplier filters, and any further filter as `children`.
 */
export function PurchasingListHeader({
  title,
  newLabel,
  form,
  statusOptions,
  params,
  update,
  children,
}: {
  title: string;
  newLabel: string;
  form: ReactNode;
  statusOptions: Array<{ value: string; label: string }>;
  params: ListParams;
  update: (changes: Record<string, string | number | null>) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { can } = useSession();
  const choices = usePurchasingChoices();
  const create = useCreateDialog({ label: newLabel, children: () => form, size: 'xl' });
  return (
    <>
      <PageHeader title={title}>{can('purchasing:write') && create.button}</PageHeader>
      {create.dialog}
      <Group align="end">
        <SearchBox params={params} onSearch={(q) => update({ q })} />
        <Select
          label={t('common.status')}
          clearable
          w={200}
          data={statusOptions}
          value={params.filter('status') || null}
          onChange={(value) => update({ status: value })}
        />
        <Select
          label={t('purchasing.supplier')}
          clearable
          searchable
          w={220}
          data={choices.suppliers}
          value={params.filter('supplier') || null}
          onChange={(value) => update({ supplier: value })}
        />
        {children}
      </Group>
    </>
  );
}
