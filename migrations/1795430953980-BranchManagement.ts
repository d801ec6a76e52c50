import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class BranchManagement1795430953980 implements MigrationInterface {
  name = 'BranchManagement1795430953980';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "organizations" ADD "default_language" text NOT NULL DEFAULT 'En'`);
    await queryRunner.query(`ALTER TABLE "organizations" ADD "price_step" bigint NOT NULL DEFAULT '250'`);
    // Existing branches get codes: MAIN for each organisation's oldest, MAIN-2, MAIN-3... for the rest.
    await queryRunner.query(`ALTER TABLE "branches" ADD "code" text`);
    await queryRunner.query(`ALTER TABLE "branches" ADD "code_key" text`);
    await queryRunner.query(
      `UPDATE "branches" b SET "code" = n.code, "code_key" = lower(n.code)
         FROM (SELECT id, CASE WHEN rn = 1 THEN 'MAIN' ELSE 'MAIN-' || rn END AS code
                 FROM (SELECT id, row_number() OVER (PARTITION BY organization_id ORDER BY created_at, id) AS rn FROM "branches") r) n
        WHERE n.id = b.id`,
    );
    await queryRunner.query(`ALTER TABLE "branches" ALTER COLUMN "code" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "branches" ALTER COLUMN "code_key" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "branches" ADD "address" text`);
    await queryRunner.query(`ALTER TABLE "branches" ADD "phone" text`);
    await queryRunner.query(`ALTER TABLE "branches" ADD "active" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "branches" ADD "deactivated_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "branches" ADD "deactivation_reason" text`);
    await queryRunner.query(`CREATE UNIQUE INDEX "branches_org_code_key" ON "branches"  ("organization_id", "code_key") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."branches_org_code_key"`);
    await queryRunner.query(`ALTER TABLE "branches" DROP COLUMN "deactivation_reason"`);
    await queryRunner.query(`ALTER TABLE "branches" DROP COLUMN "deactivated_at"`);
    await queryRunner.query(`ALTER TABLE "branches" DROP COLUMN "active"`);
    await queryRunner.query(`ALTER TABLE "branches" DROP COLUMN "phone"`);
    await queryRunner.query(`ALTER TABLE "branches" DROP COLUMN "address"`);
    await queryRunner.query(`ALTER TABLE "branches" DROP COLUMN "code_key"`);
    await queryRunner.query(`ALTER TABLE "branches" DROP COLUMN "code"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "price_step"`);
    await queryRunner.query(`ALTER TABLE "organizations" DROP COLUMN "default_language"`);
  }
}
