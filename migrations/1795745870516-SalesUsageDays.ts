import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class SalesUsageDays1795745870516 implements MigrationInterface {
  name = 'SalesUsageDays1795745870516';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sales_usage_days" ("organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "business_date" date NOT NULL, "stale" boolean NOT NULL DEFAULT false, "inputs_fingerprint" text NOT NULL, "computed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_32bd078bf2e040166738c150d62" PRIMARY KEY ("organization_id", "branch_id", "business_date"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "sales_usage_day_items" ("organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "business_date" date NOT NULL, "inventory_item_id" uuid NOT NULL, "unit" text NOT NULL, "qty_milli" bigint NOT NULL, "product_units" bigint NOT NULL, CONSTRAINT "PK_69649c30e6e351c8b8ebf8edde5" PRIMARY KEY ("organization_id", "branch_id", "business_date", "inventory_item_id", "unit"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sales_usage_day_items"`);
    await queryRunner.query(`DROP TABLE "sales_usage_days"`);
  }
}
