import { registerEnumType } from 'type-graphql';
import { ALL_PERMISSIONS, type Permission } from './permissions';

export enum Role {
  Owner = 'Owner',
  Manager = 'Manager',
  Accountant = 'Accountant',
  Hr = 'Hr',
  Staff = 'Staff',
}
registerEnumType(Role, {
  name: 'Role',
  description: "A member's role in an organisation: Owner, Manager, Accountant, Hr or Staff (permissions: docs/roles.md).",
  valuesConfig: {
    Owner: {
      description: 'Every permission, including the only ones no other role has: unlocking a period and approving promotion change requests (docs/roles.md).',
    },
    Manager: {
      description:
        'Runs the restaurant: catalog, production, commercial, purchasing, inventory, HR and loss control; no period unlock or promotion approval (docs/roles.md).',
    },
    Accountant: { description: 'Accounting, loss control, purchasing approvals and period locks; reads most other areas (docs/roles.md).' },
    Hr: { description: 'HR: departments, positions, employees, advances, loans and leave, with their decisions (docs/roles.md).' },
    Staff: { description: "Branch work: production, blind stock counts, reading the catalog and loss control, and one's own HR requests (docs/roles.md)." },
  },
});
export const ROLES: readonly Role[] = Object.values(Role);

const READ_ALL: Permission[] = [
  'hr:read',
  'catalog:read',
  'production:read',
  'accounting:read',
  'commercial:read',
  'loss:read',
  'exports:read',
  'audit:read',
  'orders:read',
  'purchasing:read',
  'sales:read',
  'menu:read',
  'inventory:read',
  'analytics:read',
  'forecast:read',
  'labour:read',
  'delivery:read',
];

/** The README's role table is generated from the same data (see docs/roles.md). */
export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  Owner: new Set(ALL_PERMISSIONS),
  // Managers propose promotion changes; approving them is the owner's (maker-checker).
  Manager: new Set(ALL_PERMISSIONS.filter((p) => p !== 'period-lock:unlock' && p !== 'commercial:approve')),
  Accountant: new Set<Permission>([
    ...READ_ALL,
    'accounting:write',
    'exports:write',
    'loss:write',
    'purchasing:approve',
    'period-lock:write',
    'analytics:close',
    'hr:request-own',
  ]),
  // HR prepare rosters as managers do (labour:manage).
  Hr: new Set<Permission>([
    'hr:read',
    'hr:write',
    'hr:decide',
    'hr:request-own',
    'labour:read',
    'labour:manage',
    'exports:read',
    'exports:write',
    'audit:read',
    'catalog:read',
  ]),
  // Staff see only their own HR records (hr:request-own), not every employee's pay and personal data.
  // Staff run the floor and the kitchen: they follow orders and move them through their states.
  // Cashiers are staff: they run the till (cash:operate); approving a close is a manager's (cash:approve).
  // Staff count stock blind (inventory:count) and never see expected quantities or values.
  Staff: new Set<Permission>([
    'production:read',
    'production:write',
    'forecast:read',
    'catalog:read',
    'loss:read',
    'hr:request-own',
    'sales:read',
    'sales:write',
    'cash:operate',
    'inventory:count',
  ]),
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
