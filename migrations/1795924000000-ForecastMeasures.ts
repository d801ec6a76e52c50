import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A forecast series measures an item's usage or the cooked rice sold by weight on a rice item
 * (docs/forecast.md, "What is forecast"): the measure joins the series' and days' unique keys.
 */
export class ForecastMeasures1795924000000 implements MigrationInterface {
  name = 'ForecastMeasures1795924000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."forecast_series_branch_item"`);
    await queryRunner.query(`DROP INDEX "public"."forecast_days_branch_item_date"`);
    await queryRunner.query(`ALTER TABLE "forecast_series" ADD "measure" text NOT NULL DEFAULT 'Usage'`);
    await queryRunner.query(`ALTER TABLE "forecast_days" ADD "measure" text NOT NULL DEFAULT 'Usage'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "forecast_series_branch_item_measure" ON "forecast_series"  ("branch_id", "inventory_item_id", "measure") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "forecast_days_branch_item_measure_date" ON "forecast_days"  ("branch_id", "inventory_item_id", "measure", "business_date") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."forecast_days_branch_item_measure_date"`);
    await queryRunner.query(`DROP INDEX "public"."forecast_series_branch_item_measure"`);
    await queryRunner.query(`DELETE FROM "forecast_days" WHERE "measure" <> 'Usage'`);
    await queryRunner.query(`DELETE FROM "forecast_series" WHERE "measure" <> 'Usage'`);
    await queryRunner.query(`ALTER TABLE "forecast_days" DROP COLUMN "measure"`);
    await queryRunner.query(`ALTER TABLE "forecast_series" DROP COLUMN "measure"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "forecast_days_branch_item_date" ON "forecast_days"  ("branch_id", "inventory_item_id", "business_date") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "forecast_series_branch_item" ON "forecast_series"  ("branch_id", "inventory_item_id") `);
  }
}
