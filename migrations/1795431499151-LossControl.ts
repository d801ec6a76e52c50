import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class LossControl1795431499151 implements MigrationInterface {
  name = 'LossControl1795431499151';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "loss_pilots" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "restaurant_name" text NOT NULL, "start_date" date NOT NULL, "end_date" date NOT NULL, "note" text, "status" text NOT NULL, "final_report_status" text NOT NULL, "checklist" jsonb NOT NULL, "status_changed_at" TIMESTAMP WITH TIME ZONE, "status_changed_by" uuid, "created_by" uuid, CONSTRAINT "PK_b856bd324ae3d9f4af3c6f30ea5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "loss_pilots_org_status_idx" ON "loss_pilots"  ("organization_id", "status", "start_date") `);
    await queryRunner.query(
      `CREATE TABLE "loss_eod_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "business_date" date NOT NULL, "gross_sales_iqd" bigint NOT NULL, "net_sales_iqd" bigint NOT NULL, "cash_sales_iqd" bigint NOT NULL, "card_sales_iqd" bigint NOT NULL, "qi_sales_iqd" bigint NOT NULL, "delivery_sales_iqd" bigint NOT NULL, "payment_total_iqd" bigint NOT NULL, "variance_iqd" bigint NOT NULL, "source" text NOT NULL, "created_by" uuid, "updated_by" uuid, CONSTRAINT "PK_7d80333e7a4772810c9be179533" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "loss_eod_reports_branch_day_key" ON "loss_eod_reports"  ("organization_id", "branch_id", "business_date") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."loss_eod_reports_branch_day_key"`);
    await queryRunner.query(`DROP TABLE "loss_eod_reports"`);
    await queryRunner.query(`DROP INDEX "public"."loss_pilots_org_status_idx"`);
    await queryRunner.query(`DROP TABLE "loss_pilots"`);
  }
}
