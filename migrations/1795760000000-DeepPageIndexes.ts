import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Deep pages walk their OFFSET in an index alone (docs/architecture.md, "One read path"): webhook
 * deliveries' default order gets the id that breaks its ties (the index without it made PostgreSQL
 * read every skipped delivery's row and sort each time), and the employee indexes carry the status
 * that the list filters on (retired employees left out by default), so neither walk reads a row.
 */
export class DeepPageIndexes1795760000000 implements MigrationInterface {
  name = 'DeepPageIndexes1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "webhook_deliveries_org_created_id_idx" ON "webhook_deliveries" ("organization_id", "created_at", "id")`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_org_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_employees_org_name_idx"`);
    await queryRunner.query(
      `CREATE INDEX "hr_employees_org_name_idx" ON "hr_employees" ("organization_id", "full_name", "id", "status") WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "public"."hr_employees_org_hire_idx"`);
    await queryRunner.query(
      `CREATE INDEX "hr_employees_org_hire_idx" ON "hr_employees" ("organization_id", "hire_date", "id", "status") WHERE deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."hr_employees_org_hire_idx"`);
    await queryRunner.query(`CREATE INDEX "hr_employees_org_hire_idx" ON "hr_employees" ("organization_id", "hire_date", "id") WHERE deleted_at IS NULL`);
    await queryRunner.query(`DROP INDEX "public"."hr_employees_org_name_idx"`);
    await queryRunner.query(`CREATE INDEX "hr_employees_org_name_idx" ON "hr_employees" ("organization_id", "full_name", "id") WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX "webhook_deliveries_org_created_idx" ON "webhook_deliveries" ("organization_id", "created_at")`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_org_created_id_idx"`);
  }
}
