import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CatalogueModifierGroups1795432660865 implements MigrationInterface {
  name = 'CatalogueModifierGroups1795432660865';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "catalog_modifier_groups" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "name" text NOT NULL, "name_ar" text, "min_choices" integer NOT NULL, "max_choices" integer NOT NULL, "required" boolean NOT NULL, CONSTRAINT "PK_4816cbee5373f3cdc4a407f2bd8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog_modifier_options" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "group_id" uuid NOT NULL, "name" text NOT NULL, "name_ar" text, "price_delta_iqd" bigint NOT NULL, "active" boolean NOT NULL DEFAULT true, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_1a4b49ba4eedac1f261c0465529" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "catalog_modifier_options_group" ON "catalog_modifier_options"  ("group_id") `);
    await queryRunner.query(
      `CREATE TABLE "catalog_product_modifier_groups" ("product_id" uuid NOT NULL, "group_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "position" integer NOT NULL, CONSTRAINT "PK_634bf18a552f85281c5f0483580" PRIMARY KEY ("product_id", "group_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "catalog_product_modifier_groups_group" ON "catalog_product_modifier_groups"  ("group_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."catalog_product_modifier_groups_group"`);
    await queryRunner.query(`DROP TABLE "catalog_product_modifier_groups"`);
    await queryRunner.query(`DROP INDEX "public"."catalog_modifier_options_group"`);
    await queryRunner.query(`DROP TABLE "catalog_modifier_options"`);
    await queryRunner.query(`DROP TABLE "catalog_modifier_groups"`);
  }
}
