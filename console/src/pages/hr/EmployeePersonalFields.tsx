import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployeeContractType, Gender, MaritalStatus } from '../../gql/graphql';
import { useEnumOptions } from '../../ui/StatusBadge';
import type { PersonalForm } from './employee-personal';

const GENDERS: Gender[] = ['Male', 'Female'];
const MARITAL_STATUSES: MaritalStatus[] = ['Single', 'Married', 'Divorced', 'Widowed'];
const CONTRACT_TYPES: EmployeeContractType[] = ['FullTime', 'PartTime', 'Temporary', 'Seasonal', 'DailyWage', 'Intern', 'Contractor'];

/** National ID, birth date, gender, marital status, contract and emergency contact; 422 messages under their fields. */
export function EmployeePersonalFields({
  value,
  onChange,
  errors,
}: {
  value: PersonalForm;
  onChange: (next: PersonalForm) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const genders = useEnumOptions(GENDERS);
  const maritalStatuses = useEnumOptions(MARITAL_STATUSES);
  const contractTypes = useEnumOptions(CONTRACT_TYPES);
  const set = <K extends keyof PersonalForm>(key: K, next: PersonalForm[K]) => onChange({ ...value, [key]: next });
  return (
    <Stack gap="sm">
      <Group align="start" grow>
        <TextInput
          label={t('employeePersonal.nationalId')}
          dir="ltr"
          value={value.nationalId}
          onChange={(e) => set('nationalId', e.currentTarget.value)}
          error={errors.nationalId}
        />
        <TextInput
          label={t('employeePersonal.dateOfBirth')}
          type="date"
          value={value.dateOfBirth}
          onChange={(e) => set('dateOfBirth', e.currentTarget.value)}
          error={errors.dateOfBirth}
        />
        <Select
          label={t('employeePersonal.contractType')}
          clearable
          data={contractTypes}
          value={value.contractType}
          onChange={(next) => set('contractType', next as EmployeeContractType | null)}
          error={errors.contractType}
        />
      </Group>
      <Group align="start" grow>
        <Select
          label={t('employeePersonal.gender')}
          clearable
          data={genders}
          value={value.gender}
          onChange={(next) => set('gender', next as Gender | null)}
          error={errors.gender}
        />
        <Select
          label={t('employeePersonal.maritalStatus')}
          clearable
          data={maritalStatuses}
          value={value.maritalStatus}
          onChange={(next) => set('maritalStatus', next as MaritalStatus | null)}
          error={errors.maritalStatus}
        />
        <TextInput label={t('employeePersonal.address')} value={value.address} onChange={(e) => set('address', e.currentTarget.value)} error={errors.address} />
      </Group>
      <Group align="start" grow>
        <TextInput
          label={t('employeePersonal.emergencyName')}
          value={value.emergencyName}
          onChange={(e) => set('emergencyName', e.currentTarget.value)}
          error={errors.emergencyName}
        />
        <TextInput
          label={t('employeePersonal.emergencyPhone')}
          type="tel"
          dir="ltr"
          value={value.emergencyPhone}
          onChange={(e) => set('emergencyPhone', e.currentTarget.value)}
          error={errors.emergencyPhone}
        />
      </Group>
    </Stack>
  );
}
