import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class DayCloseTillVariance1795709136267 implements MigrationInterface {
  name = 'DayCloseTillVariance1795709136267';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" ADD "till_variance_iqd" bigint`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" DROP COLUMN "till_variance_iqd"`);
  }
}
