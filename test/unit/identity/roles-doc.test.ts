import fs from 'node:fs';
import path from 'node:path';
import { ROLES, ROLE_PERMISSIONS } from '../../../src/core/auth/roles';
import { ALL_PERMISSIONS } from '../../../src/core/auth/permissions';

describe('role table in docs/roles.md', () => {
  const doc = fs.readFileSync(path.join(__dirname, '../../../docs/roles.md'), 'utf8');
  const table = doc.split('<!-- role-table:start -->')[1].split('<!-- role-table:end -->')[0].trim().split('\n');

  it('has one column per role, in the order of ROLES', () => {
    const header = table[0]
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean);
    expect(header.slice(1, 1 + ROLES.length)).toEqual([...ROLES]);
  });

  it('lists every permission exactly as ROLE_PERMISSIONS grants it', () => {
    const rows = table.slice(2).map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim())
        .slice(1, -1),
    );
    expect(rows.map((cells) => cells[0].replace(/`/g, ''))).toEqual(ALL_PERMISSIONS);
    for (const cells of rows) {
      const permission = cells[0].replace(/`/g, '') as (typeof ALL_PERMISSIONS)[number];
      ROLES.forEach((role, index) => {
        expect({ permission, role, granted: cells[1 + index] === 'yes' }).toEqual({ permission, role, granted: ROLE_PERMISSIONS[role].has(permission) });
      });
    }
  });
});
