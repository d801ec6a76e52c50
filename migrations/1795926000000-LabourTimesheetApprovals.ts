import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Approvals of branches' timesheets for a period (docs/labour.md, "Corrections and approval"). */
export class LabourTimesheetApprovals1795926000000 implements MigrationInterface {
  name = 'LabourTimesheetApprovals1795926000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "labour_timesheet_approvals" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "from_date" date NOT NULL, "to_date" date NOT NULL, "paid_minutes" integer NOT NULL, "cost_iqd" bigint NOT NULL, "day_count" integer NOT NULL, "approved_by" uuid, "note" text, CONSTRAINT "PK_a6bdafb9010263755ce4a3e0187" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "labour_timesheet_approvals_branch_idx" ON "labour_timesheet_approvals"  ("organization_id", "branch_id", "to_date") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."labour_timesheet_approvals_branch_idx"`);
    await queryRunner.query(`DROP TABLE "labour_timesheet_approvals"`);
  }
}
