/** The personal details of the employee form: what the form holds and what it sends (pure, unit-tested). */
import type { EmployeeContractType, EmployeeRowFragment, Gender, MaritalStatus } from '../../gql/graphql';

export interface PersonalForm {
  nationalId: string;
  /** `YYYY-MM-DD` from the date input, or empty. */
  dateOfBirth: string;
  gender: Gender | null;
  maritalStatus: MaritalStatus | null;
  contractType: EmployeeContractType | null;
  address: string;
  emergencyName: string;
  emergencyPhone: string;
}

export const EMPTY_PERSONAL: PersonalForm = {
  nationalId: '',
  dateOfBirth: '',
  gender: null,
  maritalStatus: null,
  contractType: null,
  address: '',
  emergencyName: '',
  emergencyPhone: '',
};

export function personalFormOf(employee: EmployeeRowFragment): PersonalForm {
  return {
    nationalId: employee.nationalId ?? '',
    // The service keeps the birth date as a timestamp at midnight UTC; the form shows the calendar day.
    dateOfBirth: employee.dateOfBirth ? String(employee.dateOfBirth).slice(0, 10) : '',
    gender: employee.gender ?? null,
    maritalStatus: employee.maritalStatus ?? null,
    contractType: employee.contractType ?? null,
    address: employee.address ?? '',
    emergencyName: employee.emergencyName ?? '',
    emergencyPhone: employee.emergencyPhone ?? '',
  };
}

/** The form's personal details as the create/update input: empty text is null (clears the value on update). */
export function personalInputOf(form: PersonalForm) {
  return {
    nationalId: form.nationalId.trim() || null,
    dateOfBirth: form.dateOfBirth ? `${form.dateOfBirth}T00:00:00.000Z` : null,
    gender: form.gender,
    maritalStatus: form.maritalStatus,
    contractType: form.contractType,
    address: form.address.trim() || null,
    emergencyName: form.emergencyName.trim() || null,
    emergencyPhone: form.emergencyPhone.trim() || null,
  };
}
