import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Time clock (docs/labour.md, "Time clock"): punches, kiosk devices, employee PINs and attendance codes, PIN attempts, terminal imports. */
export class LabourTimeClock1795919132001 implements MigrationInterface {
  name = 'LabourTimeClock1795919132001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "labour_punches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "employee_id" uuid NOT NULL, "kind" text NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "business_date" date NOT NULL, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL, "source" text NOT NULL, "device_id" uuid, "device_key" text, "photo_file_id" uuid, "import_id" uuid, "recorded_by" uuid, "original_kind" text, "original_occurred_at" TIMESTAMP WITH TIME ZONE, "corrected_at" TIMESTAMP WITH TIME ZONE, "corrected_by" uuid, "correction_reason" text, "voided_at" TIMESTAMP WITH TIME ZONE, "voided_by" uuid, "void_reason" text, CONSTRAINT "PK_703760ee46e293b6a4509dac30d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "labour_punches_device_key" ON "labour_punches"  ("organization_id", "device_id", "device_key") WHERE device_key IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "labour_punches_employee_time_idx" ON "labour_punches"  ("organization_id", "employee_id", "occurred_at") `);
    await queryRunner.query(`CREATE INDEX "labour_punches_branch_time_idx" ON "labour_punches"  ("organization_id", "branch_id", "occurred_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "labour_clock_devices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "name" text NOT NULL, "secret_hash" text NOT NULL, "last_four" text NOT NULL, "created_by" uuid, "last_seen_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_by" uuid, CONSTRAINT "PK_205805d9f733afe7b8eb4046a23" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "labour_clock_devices_org_idx" ON "labour_clock_devices"  ("organization_id", "branch_id", "created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "labour_employee_clock" ("employee_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "pin_hash" text, "pin_set_at" TIMESTAMP WITH TIME ZONE, "pin_set_by" uuid, "attendance_code" text, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9b13c191b84084b56bc7786d39f" PRIMARY KEY ("employee_id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "labour_employee_clock_code_key" ON "labour_employee_clock"  ("organization_id", "attendance_code") WHERE attendance_code IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "labour_pin_attempts" ("employee_id" uuid NOT NULL, "device_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "failures" integer NOT NULL, "locked_until" TIMESTAMP WITH TIME ZONE, "last_failure_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_3480d42a348c3e01024677994a1" PRIMARY KEY ("employee_id", "device_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "labour_punch_imports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "format" text NOT NULL, "file_name" text, "row_count" integer NOT NULL, "imported" integer NOT NULL, "duplicates" integer NOT NULL, "unknown_codes" text array NOT NULL, "unknown_rows" integer NOT NULL, "invalid_rows" text array NOT NULL, "imported_by" uuid, CONSTRAINT "PK_4cf6533777c7da637e05343bf40" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "labour_punch_imports_org_idx" ON "labour_punch_imports"  ("organization_id", "branch_id", "created_at", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."labour_punch_imports_org_idx"`);
    await queryRunner.query(`DROP TABLE "labour_punch_imports"`);
    await queryRunner.query(`DROP TABLE "labour_pin_attempts"`);
    await queryRunner.query(`DROP INDEX "public"."labour_employee_clock_code_key"`);
    await queryRunner.query(`DROP TABLE "labour_employee_clock"`);
    await queryRunner.query(`DROP INDEX "public"."labour_clock_devices_org_idx"`);
    await queryRunner.query(`DROP TABLE "labour_clock_devices"`);
    await queryRunner.query(`DROP INDEX "public"."labour_punches_branch_time_idx"`);
    await queryRunner.query(`DROP INDEX "public"."labour_punches_employee_time_idx"`);
    await queryRunner.query(`DROP INDEX "public"."labour_punches_device_key"`);
    await queryRunner.query(`DROP TABLE "labour_punches"`);
  }
}
