import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class AnalyticsDayCloses1795705249820 implements MigrationInterface {
  name = 'AnalyticsDayCloses1795705249820';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "analytics_day_closes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "business_date" date NOT NULL, "status" text NOT NULL, "version" integer NOT NULL, "reason" text NOT NULL, "fingerprint" text NOT NULL, "order_count" integer NOT NULL, "net_sales_iqd" bigint NOT NULL, "average_ticket_iqd" bigint NOT NULL, "cash_variance_iqd" bigint, "theoretical_cost_iqd" bigint NOT NULL, "actual_cost_iqd" bigint, "theoretical_food_cost_percent" numeric, "actual_food_cost_percent" numeric, "production_output_iqd" bigint NOT NULL, "waste_iqd" bigint NOT NULL, "unexplained_iqd" bigint NOT NULL, "unmapped_sales_iqd" bigint NOT NULL, "flagged_items" integer NOT NULL, "top_items" jsonb NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_analytics_day_closes" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "analytics_day_closes_branch_day_key" ON "analytics_day_closes" ("branch_id", "business_date")`);
    await queryRunner.query(`CREATE INDEX "analytics_day_closes_org_day_idx" ON "analytics_day_closes" ("organization_id", "business_date", "id")`);
    await queryRunner.query(
      `CREATE TABLE "analytics_day_close_versions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "close_id" uuid NOT NULL, "version" integer NOT NULL, "reason" text NOT NULL, "net_sales_iqd" bigint NOT NULL, "unexplained_iqd" bigint NOT NULL, "figures" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_analytics_day_close_versions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "analytics_day_close_versions_key" ON "analytics_day_close_versions" ("close_id", "version")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics_day_close_versions"`);
    await queryRunner.query(`DROP TABLE "analytics_day_closes"`);
  }
}
