import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class ExportsReportsFiles1795431588414 implements MigrationInterface {
  name = 'ExportsReportsFiles1795431588414';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stored_files" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "file_name" text NOT NULL, "content_type" text NOT NULL, "size" bigint NOT NULL DEFAULT '0', "chunk_count" integer NOT NULL DEFAULT '0', "complete" boolean NOT NULL DEFAULT false, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5d5be862bf53851c1794b4adf4e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "stored_files_org_idx" ON "stored_files"  ("organization_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "stored_files_expires_idx" ON "stored_files"  ("expires_at") `);
    await queryRunner.query(
      `CREATE TABLE "stored_file_chunks" ("file_id" uuid NOT NULL, "seq" integer NOT NULL, "data" bytea NOT NULL, CONSTRAINT "PK_589a8e5bed59c131988bcdb7f45" PRIMARY KEY ("file_id", "seq"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "export_jobs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid, "kind" text NOT NULL, "report_key" text NOT NULL, "saved_report_id" uuid, "preset_id" uuid, "subscription_id" uuid, "format" text NOT NULL, "lang" text NOT NULL, "from" date NOT NULL, "to" date NOT NULL, "filters" jsonb NOT NULL DEFAULT '{}', "fields" jsonb NOT NULL, "status" text NOT NULL, "rows_written" integer NOT NULL DEFAULT '0', "error" text, "file_name" text, "file_size" bigint, "file_id" uuid, "created_by" uuid, "principal" jsonb NOT NULL, "run_token" uuid, "attempts" integer NOT NULL DEFAULT '0', "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "cancelled_by" uuid, "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3044ce6f1c6af24058ee609e063" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "export_jobs_org_status_idx" ON "export_jobs"  ("organization_id", "status") `);
    await queryRunner.query(`CREATE INDEX "export_jobs_org_created_idx" ON "export_jobs"  ("organization_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "export_presets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "domain" text NOT NULL, "name" text NOT NULL, "name_key" text NOT NULL, "fields" jsonb NOT NULL, "import_compatible" boolean NOT NULL DEFAULT false, "created_by" uuid, CONSTRAINT "PK_3dcb92c92279fc5be57c9df0f91" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "export_presets_org_domain_name_key" ON "export_presets"  ("organization_id", "domain", "name_key") WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "saved_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "name" text NOT NULL, "report_key" text NOT NULL, "filters" jsonb NOT NULL DEFAULT '{}', "preset_id" uuid, "shared" boolean NOT NULL DEFAULT false, "owner_id" uuid, CONSTRAINT "PK_ab9983395681688e8d042fbe12e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "saved_reports_org_idx" ON "saved_reports"  ("organization_id", "report_key") `);
    await queryRunner.query(
      `CREATE TABLE "report_subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "branch_id" uuid NOT NULL, "report_key" text NOT NULL, "recipient_email" text NOT NULL, "external_recipient" boolean NOT NULL DEFAULT false, "cadence" text NOT NULL, "format" text NOT NULL, "lang" text NOT NULL DEFAULT 'En', "send_empty" boolean NOT NULL DEFAULT false, "active" boolean NOT NULL DEFAULT true, "created_by" uuid, "principal" jsonb NOT NULL, "next_run_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_run_at" TIMESTAMP WITH TIME ZONE, "last_success_at" TIMESTAMP WITH TIME ZONE, "last_error" text, "last_period_to" date, CONSTRAINT "PK_945d832ffd394d105d169eb47e3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "report_subscriptions_due_idx" ON "report_subscriptions"  ("next_run_at") WHERE active AND deleted_at IS NULL`);
    await queryRunner.query(`CREATE INDEX "report_subscriptions_org_idx" ON "report_subscriptions"  ("organization_id", "report_key") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."report_subscriptions_org_idx"`);
    await queryRunner.query(`DROP INDEX "public"."report_subscriptions_due_idx"`);
    await queryRunner.query(`DROP TABLE "report_subscriptions"`);
    await queryRunner.query(`DROP INDEX "public"."saved_reports_org_idx"`);
    await queryRunner.query(`DROP TABLE "saved_reports"`);
    await queryRunner.query(`DROP INDEX "public"."export_presets_org_domain_name_key"`);
    await queryRunner.query(`DROP TABLE "export_presets"`);
    await queryRunner.query(`DROP INDEX "public"."export_jobs_org_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."export_jobs_org_status_idx"`);
    await queryRunner.query(`DROP TABLE "export_jobs"`);
    await queryRunner.query(`DROP TABLE "stored_file_chunks"`);
    await queryRunner.query(`DROP INDEX "public"."stored_files_expires_idx"`);
    await queryRunner.query(`DROP INDEX "public"."stored_files_org_idx"`);
    await queryRunner.query(`DROP TABLE "stored_files"`);
  }
}
