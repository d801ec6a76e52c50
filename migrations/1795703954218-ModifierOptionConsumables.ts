import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class ModifierOptionConsumables1795703954218 implements MigrationInterface {
  name = 'ModifierOptionConsumables1795703954218';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "catalog_modifier_option_consumables" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "option_id" uuid NOT NULL, "inventory_item_id" uuid NOT NULL, "qty_milli" bigint NOT NULL, "unit" text NOT NULL, "kind" text NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_6b846d56195fb73c6fe8dc57fe7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "catalog_modifier_option_consumables_org_option_idx" ON "catalog_modifier_option_consumables"  ("organization_id", "option_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "catalog_modifier_option_consumables_item_key" ON "catalog_modifier_option_consumables"  ("option_id", "inventory_item_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."catalog_modifier_option_consumables_item_key"`);
    await queryRunner.query(`DROP INDEX "public"."catalog_modifier_option_consumables_org_option_idx"`);
    await queryRunner.query(`DROP TABLE "catalog_modifier_option_consumables"`);
  }
}
