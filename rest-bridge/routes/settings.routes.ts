import { body, bodyField, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

export const settingsRoutes: RouteTable = {
  area: 'Settings',
  routes: [
    {
      method: 'GET', path: `${CONSOLE}/settings/period-lock`, operation: 'query', field: 'periodLock', credential: 'session-or-key', extension: true,
      summary: "The active branch's period lock",
    },
    {
      method: 'PUT', path: `${CONSOLE}/settings/period-lock`, operation: 'mutation', field: 'setPeriodLock', credential: 'session-or-key', extension: true,
      summary: "Set the active branch's locked-through date",
      description: 'Body lockedThrough (date or null), reason. Owner, manager, accountant may lock more days; only the owner may move the date earlier or remove it.',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/settings/branches`, operation: 'query', field: 'branches', credential: 'session-or-key', extension: true,
      summary: 'List branches', description: 'Standard list parameters (Search over name, nameAr and code; Sort name, code, createdAt) and Active (true/false).',
      args: { list: list(), filter: queryObject({ active: 'Active' }) },
    },
    {
      method: 'POST', path: `${CONSOLE}/settings/branches`, operation: 'mutation', field: 'createBranch', credential: 'session', extension: true,
      summary: 'Add a branch', description: 'Body name, nameAr, code (unique in the organisation, case-insensitive), address, phone, timeZone (IANA, default Asia/Baghdad). Owners and managers.',
      args: { input: body() },
    },
    {
      method: 'GET', path: `${CONSOLE}/settings/branches/{id}`, operation: 'query', field: 'branch', credential: 'session-or-key', extension: true,
      summary: 'Get a branch', args: { id: path('id') },
    },
    {
      method: 'PATCH', path: `${CONSOLE}/settings/branches/{id}`, operation: 'mutation', field: 'updateBranch', credential: 'session', extension: true,
      summary: 'Change a branch', description: 'Omitted fields keep their value; null clears nameAr, address and phone. Owners and managers.',
      args: { id: path('id'), input: body() },
    },
    {
      method: 'POST', path: `${CONSOLE}/settings/branches/{id}/deactivate`, operation: 'mutation', field: 'deactivateBranch', credential: 'session', extension: true,
      summary: 'Deactivate a branch',
      description: 'Body reason. Sign-in, switch-branch and X-Branch-Id to the branch answer 403 and its sessions end; its data is kept. 409 for the last active branch or one already deactivated.',
      args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'POST', path: `${CONSOLE}/settings/branches/{id}/activate`, operation: 'mutation', field: 'activateBranch', credential: 'session', extension: true,
      summary: 'Activate a deactivated branch again', description: 'Body reason. 409 when the branch is already active.',
      args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${CONSOLE}/settings/organization`, operation: 'query', field: 'organizationSettings', credential: 'session-or-key', extension: true,
      summary: "The organisation's settings",
    },
    {
      method: 'PUT', path: `${CONSOLE}/settings/organization`, operation: 'mutation', field: 'updateOrganizationSettings', credential: 'session', extension: true,
      summary: "Change the organisation's settings",
      description: 'Body name, businessDayStartHour (0-23), defaultLanguage (En, Ar), priceStep (whole IQD). Omitted fields keep their value; the base currency is fixed at registration. Owners and managers.',
      args: { input: body() },
    },
  ],
};
