import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** An optional hourly rate per employee for labour cost (docs/labour.md, "Labour cost"). */
export class LabourHourlyRates1795927100000 implements MigrationInterface {
  name = 'LabourHourlyRates1795927100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "labour_employee_clock" ADD "hourly_rate_iqd" integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "labour_employee_clock" DROP COLUMN "hourly_rate_iqd"`);
  }
}
