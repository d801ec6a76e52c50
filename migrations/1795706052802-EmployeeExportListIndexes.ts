import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The employee and export job lists read from an index matching their filter and order (test/platform/list-plans.test.ts). */
export class EmployeeExportListIndexes1795706052802 implements MigrationInterface {
  name = 'EmployeeExportListIndexes1795706052802';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "hr_employees_org_name_idx" ON "hr_employees" ("organization_id", "full_name", "id") WHERE deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX "hr_employees_org_hire_idx" ON "hr_employees" ("organization_id", "hire_date", "id") WHERE deleted_at IS NULL`);
    await queryRunner.query(
      `CREATE INDEX "export_jobs_org_live_created_idx" ON "export_jobs" ("organization_id", "created_at", "id") WHERE deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."export_jobs_org_live_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_employees_org_hire_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_employees_org_name_idx"`);
  }
}
