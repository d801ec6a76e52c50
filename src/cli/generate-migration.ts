/**
 * Writes a migration with the SQL that brings a database migrated to the current migrations up
 * to the current entities: `npm run migration:generate -- AddEmployees`. It runs on a scratch
 * embedded database, so it needs no server. Review the file before committing it.
 */
import * as prettier from 'prettier';
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { runMigrations } from '../core/db/database';
import { openAppDatabase } from '../bootstrap';

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('Usage: npm run migration:generate -- PascalCaseName');
  const db = await openAppDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(db.dataSource);
    const sql = await db.dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      console.log('Entities and migrations agree: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const quote = (query: string) => '`' + query.replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
    const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
    const down = [...sql.downQueries]
      .reverse()
      .map((q) => `    await queryRunner.query(${quote(q.query)});`)
      .join('\n');
    const target = path.join(process.cwd(), 'migrations', `${timestamp}-${name}.ts`);
    const source = `import { type MigrationInterface, type QueryRunner } from 'typeorm';\n\nexport class ${className} implements MigrationInterface {\n  name = '${className}';\n\n  async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`;
    // Written as `npm run lint` wants it, so a generated migration needs no reformatting.
    fs.writeFileSync(target, await prettier.format(source, { ...(await prettier.resolveConfig(target)), filepath: target }));
    console.log(`Wrote ${target}: review it; it runs at the next start (migrations are read from the folder).`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
