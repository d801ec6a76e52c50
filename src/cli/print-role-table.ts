/** Rewrites the role table in docs/roles.md from src/core/auth/roles.ts (`npm run print-roles`). */
import path from 'node:path';
import fs from 'node:fs';
import { ROLES, ROLE_PERMISSIONS } from '../core/auth/roles';
import { ALL_PERMISSIONS, PERMISSIONS } from '../core/auth/permissions';
const lines = [`| Permission | ${ROLES.join(' | ')} | What it allows |`, `|---|${ROLES.map(() => ':-:').join('|')}|---|`];
for (const p of ALL_PERMISSIONS) lines.push(`| \`${p}\` | ${ROLES.map((r) => (ROLE_PERMISSIONS[r].has(p) ? 'yes' : '—')).join(' | ')} | ${PERMISSIONS[p]} |`);
const file = path.join(process.cwd(), 'docs', 'roles.md');
const doc = fs.readFileSync(file, 'utf8');
const [before, rest] = doc.split('<!-- role-table:start -->');
const after = rest.split('<!-- role-table:end -->')[1];
fs.writeFileSync(file, `${before}<!-- role-table:start -->\n${lines.join('\n')}\n<!-- role-table:end -->${after}`);
