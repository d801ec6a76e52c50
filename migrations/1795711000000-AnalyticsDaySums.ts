import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class AnalyticsDaySums1795711000000 implements MigrationInterface {
  name = 'AnalyticsDaySums1795711000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "analytics_day_item_sums" ("branch_id" uuid NOT NULL, "business_date" date NOT NULL, "inventory_item_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "movements" integer NOT NULL, "receipts_milli" bigint NOT NULL, "receipts_iqd" bigint NOT NULL, "production_outputs_milli" bigint NOT NULL, "production_outputs_iqd" bigint NOT NULL, "transfers_in_milli" bigint NOT NULL, "transfers_in_iqd" bigint NOT NULL, "transfers_out_milli" bigint NOT NULL, "transfers_out_iqd" bigint NOT NULL, "sales_usage_milli" bigint NOT NULL, "sales_usage_iqd" bigint NOT NULL, "production_inputs_milli" bigint NOT NULL, "production_inputs_iqd" bigint NOT NULL, "waste_milli" bigint NOT NULL, "waste_iqd" bigint NOT NULL, "unexplained_milli" bigint NOT NULL, "unexplained_iqd" bigint NOT NULL, CONSTRAINT "PK_analytics_day_item_sums" PRIMARY KEY ("branch_id", "business_date", "inventory_item_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "analytics_day_unmapped_sales" ("branch_id" uuid NOT NULL, "business_date" date NOT NULL, "product_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "product_name" text NOT NULL, "units" bigint NOT NULL, "net_iqd" bigint NOT NULL, CONSTRAINT "PK_analytics_day_unmapped_sales" PRIMARY KEY ("branch_id", "business_date", "product_id"))`,
    );
    // Closes computed before the stored sums have none: the report reads their days live until they are computed again.
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" ADD "sums_stored" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" DROP COLUMN "sums_stored"`);
    await queryRunner.query(`DROP TABLE "analytics_day_unmapped_sales"`);
    await queryRunner.query(`DROP TABLE "analytics_day_item_sums"`);
  }
}
