import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** An optional weekly rest day per employee for rest-day work (docs/labour.md, "Timesheets"). */
export class LabourEmployeeRestDay1795932100000 implements MigrationInterface {
  name = 'LabourEmployeeRestDay1795932100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "labour_employee_clock" ADD "rest_weekday" integer`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "labour_employee_clock" DROP COLUMN "rest_weekday"`);
  }
}
