import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class DirectRiceSales1795442741978 implements MigrationInterface {
  name = 'DirectRiceSales1795442741978';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "catalog_products" ADD "direct_rice_kg" numeric(8,3)`);
    await queryRunner.query(`ALTER TABLE "sales_orders" ADD "direct_rice_kg" numeric(12,3) NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sales_orders" DROP COLUMN "direct_rice_kg"`);
    await queryRunner.query(`ALTER TABLE "catalog_products" DROP COLUMN "direct_rice_kg"`);
  }
}
