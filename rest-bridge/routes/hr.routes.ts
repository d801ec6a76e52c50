import { ArgSource, body, bodyField, CONSOLE, list, path, queryObject, RouteDefinition, RouteTable } from '../route-types';

export const hrRoutes: RouteTable = {
  area: 'HR',
  routes: [
    {
      method: 'GET', path: `${CONSOLE}/hr/departments`, operation: 'query', field: 'departments', credential: 'session-or-key',
      summary: 'List departments', args: { list: list(), filter: queryObject({ includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/departments`, operation: 'mutation', field: 'createDepartment', credential: 'session-or-key',
      summary: 'Create a department', args: { input: body() },
    },
    {
      method: 'PUT', path: `${CONSOLE}/hr/departments/{id}`, operation: 'mutation', field: 'updateDepartment', credential: 'session-or-key',
      summary: 'Rename a department', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/hr/departments/{id}`, operation: 'mutation', field: 'deleteDepartment', credential: 'session-or-key',
      summary: 'Delete a department (soft; refused while positions or employees use it)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${CONSOLE}/hr/positions`, operation: 'query', field: 'positions', credential: 'session-or-key',
      summary: 'List positions', args: { list: list(), filter: queryObject({ departmentId: 'DepartmentId', includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/positions`, operation: 'mutation', field: 'createPosition', credential: 'session-or-key',
      summary: 'Create a position', args: { input: body() },
    },
    {
      method: 'PUT', path: `${CONSOLE}/hr/positions/{id}`, operation: 'mutation', field: 'updatePosition', credential: 'session-or-key',
      summary: 'Change a position', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/hr/positions/{id}`, operation: 'mutation', field: 'deletePosition', credential: 'session-or-key',
      summary: 'Delete a position (soft; refused while employees hold it)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${CONSOLE}/hr/employees`, operation: 'query', field: 'employees', credential: 'session-or-key',
      summary: 'List employees (Retired hidden unless IncludeRetired=true)',
      args: {
        list: list(),
        filter: queryObject({ departmentId: 'DepartmentId', positionId: 'PositionId', employmentStatus: 'EmploymentStatus', includeRetired: 'IncludeRetired' }),
      },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/employees`, operation: 'mutation', field: 'createEmployee', credential: 'session-or-key',
      summary: 'Create an employee', args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/hr/employees/{id}`, operation: 'query', field: 'employee', credential: 'session-or-key',
      summary: 'Get an employee (with status history)', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${CONSOLE}/hr/employees/{id}`, operation: 'mutation', field: 'updateEmployee', credential: 'session-or-key',
      summary: 'Change an employee (omitted fields keep their value)', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/hr/employees/{id}`, operation: 'mutation', field: 'deleteEmployee', credential: 'session-or-key',
      summary: 'Delete an employee (soft; refused while advances, loans or leave are open)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/employees/{id}/employment-status`, operation: 'mutation', field: 'changeEmploymentStatus',
      credential: 'session-or-key', summary: 'Change the employment status (state machine; reason kept in history)', args: { id: path('id'), input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/hr/advances`, operation: 'query', field: 'advances', credential: 'session-or-key',
      summary: 'List salary advances', args: { list: list(), filter: queryObject({ employeeId: 'EmployeeId', status: 'Status' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/advances`, operation: 'mutation', field: 'requestAdvance', credential: 'session-or-key',
      summary: 'Request a salary advance', args: { input: body() },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/advances/{id}/decision`, operation: 'mutation', field: 'decideAdvance', credential: 'session-or-key',
      summary: 'Approve or reject a pending advance', args: { id: path('id'), input: body() },
    },
    ...followUps('advances', [
      ['GET', '', 'advance', 'Get an advance'],
      ['POST', '/pay', 'payAdvance', 'Record that an approved advance was paid out'],
      ['POST', '/settle', 'settleAdvance', 'Record that a paid advance was recovered'],
      ['POST', '/cancel', 'cancelAdvance', 'Cancel a pending or approved advance'],
    ]),
    {
      method: 'GET', path: `${CONSOLE}/hr/loans`, operation: 'query', field: 'loans', credential: 'session-or-key',
      summary: 'List loans', args: { list: list(), filter: queryObject({ employeeId: 'EmployeeId', status: 'Status' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/loans`, operation: 'mutation', field: 'requestLoan', credential: 'session-or-key',
      summary: 'Request a loan', args: { input: body() },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/loans/{id}/decision`, operation: 'mutation', field: 'decideLoan', credential: 'session-or-key',
      summary: 'Approve (generating the repayment schedule) or reject a pending loan', args: { id: path('id'), input: body() },
    },
    ...followUps('loans', [
      ['GET', '', 'loan', 'Get a loan with its schedule and remaining balance'],
      ['POST', '/repayments', 'repayLoanInstallment', 'Record the next installment of an approved loan as repaid'],
      ['POST', '/cancel', 'cancelLoan', 'Cancel a pending loan'],
    ]),
    {
      method: 'GET', path: `${CONSOLE}/hr/leave`, operation: 'query', field: 'leaveRequests', credential: 'session-or-key',
      summary: 'List leave requests',
      args: { list: list(), filter: queryObject({ employeeId: 'EmployeeId', typeId: 'TypeId', status: 'Status', from: 'From', to: 'To' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/leave`, operation: 'mutation', field: 'requestLeave', credential: 'session-or-key',
      summary: 'Request leave', args: { input: body() },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/leave/{id}/decision`, operation: 'mutation', field: 'decideLeave', credential: 'session-or-key',
      summary: 'Approve or reject a pending leave request', args: { id: path('id'), input: body() },
    },
    ...followUps('leave', [
      ['GET', '', 'leaveRequest', 'Get a leave request'],
      ['POST', '/cancel', 'cancelLeave', 'Cancel a pending request, or approved leave before it starts'],
    ]),
    {
      method: 'GET', path: `${CONSOLE}/hr/leave-types`, operation: 'query', field: 'leaveTypes', credential: 'session-or-key', extension: true,
      summary: 'List leave types', args: { list: list(), filter: queryObject({ includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/leave-types`, operation: 'mutation', field: 'createLeaveType', credential: 'session-or-key', extension: true,
      summary: 'Create a leave type', args: { input: body() },
    },
    {
      method: 'POST', path: `${CONSOLE}/hr/leave-types/defaults`, operation: 'mutation', field: 'createDefaultLeaveTypes', credential: 'session-or-key',
      extension: true, summary: 'Add the standard leave types that are missing (Annual, Sick, Unpaid, Maternity)',
    },
    {
      method: 'GET', path: `${CONSOLE}/hr/leave-types/{id}`, operation: 'query', field: 'leaveType', credential: 'session-or-key', extension: true,
      summary: 'Get a leave type', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${CONSOLE}/hr/leave-types/{id}`, operation: 'mutation', field: 'updateLeaveType', credential: 'session-or-key', extension: true,
      summary: 'Change a leave type', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${CONSOLE}/hr/leave-types/{id}`, operation: 'mutation', field: 'deleteLeaveType', credential: 'session-or-key', extension: true,
      summary: 'Delete a leave type (soft; refused while pending requests use it)', args: { id: path('id'), reason: bodyField('reason') },
    },
  ],
};

/** Paths beyond the spec on one record: GET {id} and follow-up actions whose body is an optional {note}. */
function followUps(resource: string, rows: Array<['GET' | 'POST', string, string, string]>): RouteDefinition[] {
  return rows.map(([method, suffix, field, summary]) => ({
    method,
    path: `${CONSOLE}/hr/${resource}/{id}${suffix}`,
    operation: method === 'GET' ? 'query' : 'mutation',
    field,
    credential: 'session-or-key',
    extension: true,
    summary,
    args: (method === 'GET' ? { id: path('id') } : { id: path('id'), input: body() }) as Record<string, ArgSource>,
  }));
}
