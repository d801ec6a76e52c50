import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class ProductionCatalogPeriodLock1795332201769 implements MigrationInterface {
  name = 'ProductionCatalogPeriodLock1795332201769';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "catalog_inventory_items" ("deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" text NOT NULL, "name_ar" text, "name_key" text NOT NULL, "unit" text NOT NULL, "kind" text NOT NULL, "active" boolean NOT NULL DEFAULT true, "standard_cost_iqd" bigint NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_57b3c9b78c9818b59edf60ae26b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "catalog_inventory_items_org_name_key" ON "catalog_inventory_items"  ("organization_id", "name_key") WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "catalog_capacity_types" ("deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" text NOT NULL, "name_ar" text, "name_key" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_36fca7c4350dbabf07830a85580" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "catalog_capacity_types_org_name_key" ON "catalog_capacity_types"  ("organization_id", "name_key") WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "production_batches" ("deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "business_date" date NOT NULL, "chicken_item_id" uuid NOT NULL, "chicken_count" integer NOT NULL, "meat_item_id" uuid NOT NULL, "meat_kg" numeric(12,3) NOT NULL, "rice_item_id" uuid NOT NULL, "raw_rice_kg" numeric(12,3) NOT NULL, "cooked_rice_multiplier" numeric(6,3) NOT NULL, "reserved_rice_direct_sale_kg" numeric(12,3) NOT NULL, "rice_rounding_method" text NOT NULL, "extras" jsonb NOT NULL DEFAULT '[]'::jsonb, "notes" text, "allow_direct_rice_overflow" boolean NOT NULL DEFAULT false, "status" text NOT NULL, "cost_snapshot" jsonb, "closed_at" TIMESTAMP WITH TIME ZONE, "closed_by" uuid, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_35b080bec847bdb82ec04e95c9c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "production_batches_org_branch_idx" ON "production_batches"  ("organization_id", "branch_id", "business_date") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "production_batches_branch_day_key" ON "production_batches"  ("branch_id", "business_date") WHERE deleted_at IS NULL AND status <> 'Cancelled'`,
    );
    await queryRunner.query(
      `CREATE TABLE "production_batch_outputs" ("deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "batch_id" uuid NOT NULL, "inventory_item_id" uuid NOT NULL, "output_qty" numeric(12,3) NOT NULL, "share_iqd" bigint NOT NULL, "allocation_weight" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b8e015b9a4728badc7ffafb7d5d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "production_batch_outputs_batch_idx" ON "production_batch_outputs"  ("batch_id") `);
    await queryRunner.query(
      `CREATE TABLE "production_batch_waste" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "batch_id" uuid NOT NULL, "capacity_type_id" uuid NOT NULL, "units" integer NOT NULL, "kind" text NOT NULL, "reason" text, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e30016ab6d9fd8b939420ad5bfe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "production_batch_waste_batch_idx" ON "production_batch_waste"  ("batch_id") `);
    await queryRunner.query(
      `CREATE TABLE "settings_period_locks" ("branch_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "locked_through" date, "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6152cef04e1f8037e3f3638fff6" PRIMARY KEY ("branch_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "settings_period_locks_org_idx" ON "settings_period_locks"  ("organization_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."settings_period_locks_org_idx"`);
    await queryRunner.query(`DROP TABLE "settings_period_locks"`);
    await queryRunner.query(`DROP INDEX "public"."production_batch_waste_batch_idx"`);
    await queryRunner.query(`DROP TABLE "production_batch_waste"`);
    await queryRunner.query(`DROP INDEX "public"."production_batch_outputs_batch_idx"`);
    await queryRunner.query(`DROP TABLE "production_batch_outputs"`);
    await queryRunner.query(`DROP INDEX "public"."production_batches_branch_day_key"`);
    await queryRunner.query(`DROP INDEX "public"."production_batches_org_branch_idx"`);
    await queryRunner.query(`DROP TABLE "production_batches"`);
    await queryRunner.query(`DROP INDEX "public"."catalog_capacity_types_org_name_key"`);
    await queryRunner.query(`DROP TABLE "catalog_capacity_types"`);
    await queryRunner.query(`DROP INDEX "public"."catalog_inventory_items_org_name_key"`);
    await queryRunner.query(`DROP TABLE "catalog_inventory_items"`);
  }
}
