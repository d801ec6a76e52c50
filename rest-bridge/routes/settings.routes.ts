import { body, CONSOLE, RouteTable } from '../route-types';

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
  ],
};
