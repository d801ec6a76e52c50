import { registerEnumType } from 'type-graphql';

export enum Gender {
  Male = 'Male',
  Female = 'Female',
}
registerEnumType(Gender, { name: 'Gender', description: 'Male or Female, as on the national identity card.' });

export enum MaritalStatus {
  Single = 'Single',
  Married = 'Married',
  Divorced = 'Divorced',
  Widowed = 'Widowed',
}
registerEnumType(MaritalStatus, { name: 'MaritalStatus', description: 'Single, Married, Divorced or Widowed.' });

export enum EmployeeContractType {
  FullTime = 'FullTime',
  PartTime = 'PartTime',
  Temporary = 'Temporary',
  Seasonal = 'Seasonal',
  DailyWage = 'DailyWage',
  Intern = 'Intern',
  Contractor = 'Contractor',
}
registerEnumType(EmployeeContractType, {
  name: 'EmployeeContractType',
  description: 'FullTime, PartTime, Temporary (fixed term), Seasonal, DailyWage (paid per day worked), Intern, Contractor.',
});

export enum EmploymentStatus {
  Active = 'Active',
  OnLeave = 'OnLeave',
  Suspended = 'Suspended',
  Resigned = 'Resigned',
  Terminated = 'Terminated',
  Retired = 'Retired',
}
registerEnumType(EmploymentStatus, {
  name: 'EmploymentStatus',
  description:
    'Active, OnLeave (extended absence), Suspended (disciplinary), Resigned, Terminated (dismissed), Retired. ' +
    'Moves follow the state machine in docs/hr.md; Retired is final and hidden from lists unless IncludeRetired=true.',
});
