import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Timesheets and labour cost (docs/labour.md): the settings they need, and employees' labour terms. */
export class LabourTimesheets1795922000000 implements MigrationInterface {
  name = 'LabourTimesheets1795922000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "labour_settings" ADD "grace_minutes" integer NOT NULL DEFAULT 5, ADD "overtime_premium_percent" integer NOT NULL DEFAULT 50, ADD "rest_day_premium_percent" integer NOT NULL DEFAULT 100, ADD "night_premium_percent" integer NOT NULL DEFAULT 0, ADD "night_start_minute" integer NOT NULL DEFAULT 1320, ADD "night_end_minute" integer NOT NULL DEFAULT 360, ADD "rest_weekday" integer NOT NULL DEFAULT 5, ADD "contracted_monthly_hours" integer NOT NULL DEFAULT 208, ADD "labour_percent_target" integer NOT NULL DEFAULT 30, ADD "prime_cost_percent_target" integer NOT NULL DEFAULT 60`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'grace_minutes',
      'overtime_premium_percent',
      'rest_day_premium_percent',
      'night_premium_percent',
      'night_start_minute',
      'night_end_minute',
      'rest_weekday',
      'contracted_monthly_hours',
      'labour_percent_target',
      'prime_cost_percent_target',
    ]) {
      await queryRunner.query(`ALTER TABLE "labour_settings" DROP COLUMN "${column}"`);
    }
  }
}
