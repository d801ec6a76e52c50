import { registerEnumType } from 'type-graphql';

export enum Gender {
  Male = 'Male',
  Female = 'Female',
}
registerEnumType(Gender, {
  name: 'Gender',
  description: 'Male or Female, as on the national identity card.',
  valuesConfig: { Male: { description: 'Male, as on the national identity card.' }, Female: { description: 'Female, as on the national identity card.' } },
});

export enum MaritalStatus {
  Single = 'Single',
  Married = 'Married',
  Divorced = 'Divorced',
  Widowed = 'Widowed',
}
registerEnumType(MaritalStatus, {
  name: 'MaritalStatus',
  description: 'Single, Married, Divorced or Widowed.',
  valuesConfig: {
    Single: { description: 'Never married.' },
    Married: { description: 'Married.' },
    Divorced: { description: 'Divorced.' },
    Widowed: { description: 'Widowed.' },
  },
});

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
  valuesConfig: {
    FullTime: { description: 'Permanent, full working week.' },
    PartTime: { description: 'Permanent, reduced hours.' },
    Temporary: { description: 'Fixed-term contract.' },
    Seasonal: { description: 'Hired for a season (e.g. Ramadan or summer).' },
    DailyWage: { description: 'Paid per day worked.' },
    Intern: { description: 'Trainee or intern.' },
    Contractor: { description: 'Independent contractor, not on the payroll.' },
  },
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
  valuesConfig: {
    Active: { description: 'Working normally.' },
    OnLeave: { description: 'On an extended absence; returns to Active.' },
    Suspended: { description: 'Suspended for disciplinary reasons; returns to Active or leaves.' },
    Resigned: { description: 'Left by their own decision.' },
    Terminated: { description: 'Dismissed by the employer.' },
    Retired: { description: 'Retired; final, and hidden from lists unless IncludeRetired=true.' },
  },
});
