import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class OrderNotes1795704858380 implements MigrationInterface {
  name = 'OrderNotes1795704858380';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sales_orders" ADD "note" text`);
    await queryRunner.query(`ALTER TABLE "sales_kitchen_tickets" ADD "note" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sales_kitchen_tickets" DROP COLUMN "note"`);
    await queryRunner.query(`ALTER TABLE "sales_orders" DROP COLUMN "note"`);
  }
}
