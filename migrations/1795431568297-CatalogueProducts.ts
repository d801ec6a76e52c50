import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CatalogueProducts1795431568297 implements MigrationInterface {
  name = 'CatalogueProducts1795431568297';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "catalog_product_categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "code" text NOT NULL, "code_key" text NOT NULL, "name" text NOT NULL, "name_ar" text, "sort_order" integer NOT NULL DEFAULT '0', "active" boolean NOT NULL DEFAULT true, "metadata" text, CONSTRAINT "PK_7216a8b7cc27a08a4d10255c45b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "catalog_product_categories_org_code_key" ON "catalog_product_categories"  ("organization_id", "code_key") WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog_products" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "code" text NOT NULL, "code_key" text NOT NULL, "name" text NOT NULL, "name_ar" text, "description" text, "description_ar" text, "category_id" uuid, "base_price_iqd" bigint NOT NULL, "tax_code_id" uuid, "active" boolean NOT NULL DEFAULT true, "channels" text array NOT NULL DEFAULT '{}', "sort_order" integer NOT NULL DEFAULT '0', "image_url" text, CONSTRAINT "PK_9f7a978657257a0bb575a174f0a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "catalog_products_category" ON "catalog_products"  ("organization_id", "category_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "catalog_products_org_code_key" ON "catalog_products"  ("organization_id", "code_key") WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog_product_branch_exclusions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "product_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4eba60c9a470f178b5aa8581620" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "catalog_product_branch_exclusions_key" ON "catalog_product_branch_exclusions"  ("product_id", "branch_id") `);
    await queryRunner.query(
      `CREATE TABLE "catalog_product_consumables" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "product_id" uuid NOT NULL, "inventory_item_id" uuid NOT NULL, "qty_milli" bigint NOT NULL, "unit" text NOT NULL, "channel_scope" text NOT NULL, "required" boolean NOT NULL DEFAULT true, "kind" text NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_e7d33e4eba9bee8c3fc5bf2a680" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "catalog_product_consumables_item_scope_key" ON "catalog_product_consumables"  ("product_id", "inventory_item_id", "channel_scope") `,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog_product_import_batches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "format" text NOT NULL, "content_hash" text NOT NULL, "status" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "row_count" integer NOT NULL, "create_count" integer NOT NULL, "update_count" integer NOT NULL, "unchanged_count" integer NOT NULL, "error_count" integer NOT NULL, "new_category_codes" jsonb NOT NULL, "rows" jsonb NOT NULL, "created_by" uuid, "committed_at" TIMESTAMP WITH TIME ZONE, "committed_by" uuid, CONSTRAINT "PK_f010ad227363214325cb223ef24" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "catalog_product_import_batches_expiry" ON "catalog_product_import_batches"  ("status", "expires_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."catalog_product_import_batches_expiry"`);
    await queryRunner.query(`DROP TABLE "catalog_product_import_batches"`);
    await queryRunner.query(`DROP INDEX "public"."catalog_product_consumables_item_scope_key"`);
    await queryRunner.query(`DROP TABLE "catalog_product_consumables"`);
    await queryRunner.query(`DROP INDEX "public"."catalog_product_branch_exclusions_key"`);
    await queryRunner.query(`DROP TABLE "catalog_product_branch_exclusions"`);
    await queryRunner.query(`DROP INDEX "public"."catalog_products_org_code_key"`);
    await queryRunner.query(`DROP INDEX "public"."catalog_products_category"`);
    await queryRunner.query(`DROP TABLE "catalog_products"`);
    await queryRunner.query(`DROP INDEX "public"."catalog_product_categories_org_code_key"`);
    await queryRunner.query(`DROP TABLE "catalog_product_categories"`);
  }
}
