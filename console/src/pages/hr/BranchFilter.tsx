import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/session';
import { localName } from '../../ui/format';

/** The caller's branches by name (an employee's branch outside them shows as its code-less id start). */
export function useBranchChoices() {
  const me = useMe();
  const { i18n } = useTranslation();
  const options = me.branches.map((branch) => ({ value: branch.id, label: localName(branch.name, branch.nameAr, i18n.language) }));
  const nameOf = (id: string) => options.find((option) => option.value === id)?.label ?? id.slice(0, 8);
  return { options, nameOf };
}

/** The HR lists' branch filter: people (and their advances, loans and leave) of one of the caller's branches. */
export function BranchFilter({ value, onChange }: { value: string | null; onChange: (value: string | null) => void }) {
  const { t } = useTranslation();
  const branches = useBranchChoices();
  return <Select label={t('employeeBranches.branch')} clearable data={branches.options} value={value} onChange={onChange} w={180} />;
}
