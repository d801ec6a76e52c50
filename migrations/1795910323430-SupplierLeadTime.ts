import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class SupplierLeadTime1795910323430 implements MigrationInterface {
  name = 'SupplierLeadTime1795910323430';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "purchasing_suppliers" ADD "lead_time_days" integer NOT NULL DEFAULT '1'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "purchasing_suppliers" DROP COLUMN "lead_time_days"`);
  }
}
