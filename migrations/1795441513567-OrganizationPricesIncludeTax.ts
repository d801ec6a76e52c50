import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class OrganizationPricesIncludeTax1795441513567 implements MigrationInterface {
  name = 'OrganizationPricesIncludeTax1795441513567';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" ADD "prices_include_tax" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "prices_include_tax"`);
  }
}
