import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** A terminal import's unknown-code rows with their line numbers, and the business dates it stored (docs/labour.md, "Terminal imports"). */
export class LabourPunchImportLines1795932000000 implements MigrationInterface {
  name = 'LabourPunchImportLines1795932000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "labour_punch_imports" ADD "unknown_lines" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "labour_punch_imports" ADD "first_business_date" date`);
    await queryRunner.query(`ALTER TABLE "labour_punch_imports" ADD "last_business_date" date`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "labour_punch_imports" DROP COLUMN "last_business_date"`);
    await queryRunner.query(`ALTER TABLE "labour_punch_imports" DROP COLUMN "first_business_date"`);
    await queryRunner.query(`ALTER TABLE "labour_punch_imports" DROP COLUMN "unknown_lines"`);
  }
}
