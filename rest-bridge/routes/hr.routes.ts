import { body, bodyField, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

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
  ],
};
