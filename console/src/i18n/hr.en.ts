/** Strings of the HR pages added after the first console: loans, leave types, leave requests, edit and delete. */
export const hrEn = {
  hrNav: { loans: 'Loans', leaveTypes: 'Leave types' },
  hrCommon: {
    phone: 'Phone (+964…)', email: 'E-mail',
    reject: 'Reject', rejectTitle: 'Reject: {{name}}', note: 'Note', noteRequired: 'Say why (the employee sees it).',
    deleteTitle: 'Delete: {{name}}', deleteReason: 'Reason for deleting', deleted: 'Deleted.', saved: 'Saved.', editTitle: 'Edit: {{name}}',
  },
  employeePersonal: {
    nationalId: 'National ID', dateOfBirth: 'Date of birth', contractType: 'Contract', gender: 'Gender', maritalStatus: 'Marital status',
    address: 'Address', emergencyName: 'Emergency contact', emergencyPhone: 'Emergency phone',
  },
  loans: {
    title: 'Loans', request: 'Request a loan', requested: 'Loan requested.', employee: 'Employee', principal: 'Principal (IQD)',
    installment: 'Monthly installment (IQD)', installments: 'Installments', repaid: 'Repaid', remaining: 'Remaining', requestedAt: 'Requested',
    approve: 'Approve', cancel: 'Cancel loan', schedule: 'Schedule', scheduleTitle: 'Repayment schedule: {{name}}',
    plan: '{{count}} monthly installments: {{installment}} each, the last {{last}}.', planEven: '{{count}} monthly installments of {{installment}}.',
    tooMany: 'More than {{max}} installments: raise the monthly installment.', sequence: '#', dueDate: 'Due', amount: 'Amount', paidAt: 'Paid',
    unpaid: 'Unpaid', repayNext: 'Record next installment repaid', repayDone: 'Installment recorded as repaid.', approvedOn: 'Approved on',
    noSchedule: 'The schedule is made when the loan is approved.', reason: 'Reason',
  },
  leaveTypes: {
    title: 'Leave types', new: 'New leave type', created: 'Leave type created.', usesBalance: 'Uses the annual balance', paid: 'Paid',
    defaults: 'Add the standard types', defaultsDone: 'Standard types added (Annual, Sick, Unpaid, Maternity).',
  },
  leaveRequest: {
    request: 'Request leave', requested: 'Leave requested.', employee: 'Employee', type: 'Leave type', startDate: 'First day', endDate: 'Last day',
    cancel: 'Cancel leave', cancelled: 'Leave cancelled.',
  },
};
