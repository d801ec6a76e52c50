import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The daily close gains labour cost, labour %, prime cost and its % with their flags (docs/analytics.md, "The daily close"). */
export class AnalyticsDayCloseLabour1795930349714 implements MigrationInterface {
  name = 'AnalyticsDayCloseLabour1795930349714';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" ADD "labour_cost_iqd" bigint`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" ADD "labour_percent" numeric`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" ADD "prime_cost_iqd" bigint`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" ADD "prime_cost_percent" numeric`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" ADD "labour_above_target" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" ADD "prime_cost_above_target" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" DROP COLUMN "prime_cost_above_target"`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" DROP COLUMN "labour_above_target"`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" DROP COLUMN "prime_cost_percent"`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" DROP COLUMN "prime_cost_iqd"`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" DROP COLUMN "labour_percent"`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" DROP COLUMN "labour_cost_iqd"`);
  }
}
