import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class BranchTimeZones1795430529460 implements MigrationInterface {
  name = 'BranchTimeZones1795430529460';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" ADD "business_day_start_hour" smallint NOT NULL DEFAULT '4'`);
    await queryRunner.query(`ALTER TABLE "branches" ADD "time_zone" text NOT NULL DEFAULT 'Asia/Baghdad'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "branches" DROP COLUMN "time_zone"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "business_day_start_hour"`);
  }
}
