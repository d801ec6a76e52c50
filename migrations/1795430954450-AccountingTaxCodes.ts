import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class AccountingTaxCodes1795430954450 implements MigrationInterface {
  name = 'AccountingTaxCodes1795430954450';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "accounting_tax_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "code" text NOT NULL, "code_key" text NOT NULL, "name" text NOT NULL, "name_ar" text, "kind" text NOT NULL, "rate_permille" integer NOT NULL, "applies_to" text NOT NULL, "active" boolean NOT NULL DEFAULT true, "active_changed_at" TIMESTAMP WITH TIME ZONE, "active_reason" text, CONSTRAINT "PK_e95333fcc566307ed78f68c72fe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "accounting_tax_codes_org_code_key" ON "accounting_tax_codes"  ("organization_id", "code_key") WHERE deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."accounting_tax_codes_org_code_key"`);
    await queryRunner.query(`DROP TABLE "accounting_tax_codes"`);
  }
}
