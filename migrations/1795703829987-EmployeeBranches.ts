import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class EmployeeBranches1795703829987 implements MigrationInterface {
  name = 'EmployeeBranches1795703829987';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "hr_employees" ADD "branch_ids" uuid array NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "hr_employees" DROP COLUMN "branch_ids"`);
  }
}
