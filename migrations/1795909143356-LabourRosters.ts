import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Rosters (docs/labour.md): shifts, roster weeks, templates, shift swap requests and the organisation's labour settings. */
export class LabourRosters1795909143356 implements MigrationInterface {
  name = 'LabourRosters1795909143356';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "labour_shifts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "week_start" date NOT NULL, "employee_id" uuid NOT NULL, "position_id" uuid, "start_date" date NOT NULL, "start_time" text NOT NULL, "end_date" date NOT NULL, "end_time" text NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "break_minutes" integer NOT NULL, "note" text, "status" text NOT NULL, "published_at" TIMESTAMP WITH TIME ZONE, "updated_by" uuid, CONSTRAINT "PK_c344e3d4483e83da59495c6045a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "labour_shifts_employee_time_idx" ON "labour_shifts"  ("organization_id", "employee_id", "starts_at", "ends_at") `);
    await queryRunner.query(
      `CREATE INDEX "labour_shifts_branch_week_idx" ON "labour_shifts"  ("organization_id", "branch_id", "week_start", "starts_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "labour_settings" ("organization_id" uuid NOT NULL, "max_shift_minutes" integer NOT NULL, "daily_overtime_after_minutes" integer NOT NULL, "weekly_overtime_after_minutes" integer NOT NULL, "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4e2a96b20a83724d3e0a99ba315" PRIMARY KEY ("organization_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "labour_roster_weeks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "week_start" date NOT NULL, "status" text NOT NULL, "published_at" TIMESTAMP WITH TIME ZONE, "published_by" uuid, CONSTRAINT "PK_f13dbc7f316b936d729f490b250" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "labour_roster_weeks_key" ON "labour_roster_weeks"  ("organization_id", "branch_id", "week_start") `);
    await queryRunner.query(
      `CREATE TABLE "labour_shift_swaps" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, "requested_by" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" uuid, "decision_note" text, "shift_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "requester_employee_id" uuid NOT NULL, "target_employee_id" uuid, "cover_employee_id" uuid, "note" text, "status" text NOT NULL, CONSTRAINT "PK_7dfd7f9efa54c439f6db5f82d3a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "labour_shift_swaps_pending_key" ON "labour_shift_swaps"  ("shift_id") WHERE status = 'Pending'`);
    await queryRunner.query(`CREATE INDEX "labour_shift_swaps_shift_idx" ON "labour_shift_swaps"  ("shift_id") `);
    await queryRunner.query(`CREATE INDEX "labour_shift_swaps_org_status_idx" ON "labour_shift_swaps"  ("organization_id", "status", "requested_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "labour_roster_templates" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "name" text NOT NULL, "shifts" jsonb NOT NULL, "created_by" uuid, CONSTRAINT "PK_6010e6addde13c5d8ee1315cad4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "labour_roster_templates_name_key" ON "labour_roster_templates"  ("organization_id", "branch_id", "name") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."labour_roster_templates_name_key"`);
    await queryRunner.query(`DROP TABLE "labour_roster_templates"`);
    await queryRunner.query(`DROP INDEX "public"."labour_shift_swaps_org_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."labour_shift_swaps_shift_idx"`);
    await queryRunner.query(`DROP INDEX "public"."labour_shift_swaps_pending_key"`);
    await queryRunner.query(`DROP TABLE "labour_shift_swaps"`);
    await queryRunner.query(`DROP INDEX "public"."labour_roster_weeks_key"`);
    await queryRunner.query(`DROP TABLE "labour_roster_weeks"`);
    await queryRunner.query(`DROP TABLE "labour_settings"`);
    await queryRunner.query(`DROP INDEX "public"."labour_shifts_branch_week_idx"`);
    await queryRunner.query(`DROP INDEX "public"."labour_shifts_employee_time_idx"`);
    await queryRunner.query(`DROP TABLE "labour_shifts"`);
  }
}
