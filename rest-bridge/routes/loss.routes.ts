import { body, bodyField, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

const PILOTS = `${CONSOLE}/loss/pilots`;
const EOD = `${CONSOLE}/loss/eod-reports`;

export const lossRoutes: RouteTable = {
  area: 'Loss control',
  routes: [
    {
      method: 'GET', path: PILOTS, operation: 'query', field: 'pilots', credential: 'session-or-key',
      summary: 'List loss-control pilots',
      description: 'Query Status (Planned, Active, Completed, Cancelled), IncludeDeleted and the standard list parameters; Sort: startDate (default, desc), endDate, restaurantName, status, createdAt, updatedAt; Search matches restaurantName and note.',
      args: { list: list(), filter: queryObject({ status: 'Status', includeDeleted: 'IncludeDeleted' }) },
    },
    {
      method: 'POST', path: PILOTS, operation: 'mutation', field: 'createPilot', credential: 'session-or-key',
      summary: 'Create a pilot (Planned)', args: { input: body() },
    },
    {
      method: 'GET', path: `${PILOTS}/{id}`, operation: 'query', field: 'pilot', credential: 'session-or-key',
      summary: 'Get a pilot with its checklist', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${PILOTS}/{id}`, operation: 'mutation', field: 'updatePilot', credential: 'session-or-key',
      summary: 'Change restaurant, dates, note, checklist or final report status',
      description: 'Omitted fields keep their value. checklist replaces the whole list: {items: [{key, label, labelAr, done, note}]}; doneAt/doneBy are recorded by the server.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${PILOTS}/{id}`, operation: 'mutation', field: 'deletePilot', credential: 'session-or-key',
      summary: 'Delete a pilot (soft; refused while Active)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'POST', path: `${PILOTS}/{id}/status`, operation: 'mutation', field: 'setPilotStatus', credential: 'session-or-key',
      summary: 'Move a pilot to another status', description: 'Body status (Active, Completed, Cancelled), reason.', args: { id: path('id'), input: body() },
    },
    {
      method: 'GET', path: EOD, operation: 'query', field: 'eodReports', credential: 'session-or-key',
      summary: 'List end-of-day reports of the active branch',
      description: 'Query From, To (business dates, inclusive) and the standard list parameters; Sort: businessDate (default, desc), grossSalesIqd, netSalesIqd, varianceIqd, createdAt, updatedAt; Search matches source.',
      args: { list: list(), filter: queryObject({ from: 'From', to: 'To' }) },
    },
    {
      method: 'POST', path: EOD, operation: 'mutation', field: 'createEodReport', credential: 'session-or-key',
      summary: "Record a business day's end-of-day report (one per branch and day)", args: { input: body() },
    },
    {
      method: 'GET', path: `${EOD}/{id}`, operation: 'query', field: 'eodReport', credential: 'session-or-key',
      summary: 'Get an end-of-day report', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${EOD}/{id}`, operation: 'mutation', field: 'updateEodReport', credential: 'session-or-key',
      summary: 'Change the amounts or source of a report (businessDate is not updatable)', args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${EOD}/parse`, operation: 'mutation', field: 'parseEodReport', credential: 'session-or-key',
      summary: 'Read pasted report text (English/Arabic) into a create body; saves nothing', args: { input: body() },
    },
  ],
};
