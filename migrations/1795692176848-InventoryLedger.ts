import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class InventoryLedger1795692176848 implements MigrationInterface {
  name = 'InventoryLedger1795692176848';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inventory_movements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "seq" BIGSERIAL NOT NULL, "branch_id" uuid NOT NULL, "inventory_item_id" uuid NOT NULL, "business_date" date NOT NULL, "kind" text NOT NULL, "quantity_milli" bigint NOT NULL, "unit_cost_iqd" bigint NOT NULL, "value_iqd" bigint NOT NULL, "on_hand_after_milli" bigint NOT NULL, "source_kind" text NOT NULL, "source_id" uuid NOT NULL, "source_line" text, "reason" text, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d7597827c1dcffae889db3ab873" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "inventory_movements_source_idx" ON "inventory_movements"  ("organization_id", "source_kind", "source_id") `);
    await queryRunner.query(
      `CREATE INDEX "inventory_movements_item_idx" ON "inventory_movements"  ("organization_id", "branch_id", "inventory_item_id", "business_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "inventory_balances" ("branch_id" uuid NOT NULL, "inventory_item_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "on_hand_milli" bigint NOT NULL, "value_iqd" bigint NOT NULL, "avg_cost_iqd" bigint NOT NULL, "par_level_milli" bigint, "reorder_qty_milli" bigint, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9569a3b5220c702de53e04fa6b8" PRIMARY KEY ("branch_id", "inventory_item_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "inventory_balances_org_branch_idx" ON "inventory_balances"  ("organization_id", "branch_id") `);
    await queryRunner.query(
      `CREATE TABLE "inventory_waste_records" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "inventory_item_id" uuid NOT NULL, "business_date" date NOT NULL, "quantity_milli" bigint NOT NULL, "value_iqd" bigint NOT NULL, "reason" text NOT NULL, "note" text, "transfer_id" uuid, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b605d0bf794d374268bd209921d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "inventory_waste_records_branch_idx" ON "inventory_waste_records"  ("organization_id", "branch_id", "business_date") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."inventory_waste_records_branch_idx"`);
    await queryRunner.query(`DROP TABLE "inventory_waste_records"`);
    await queryRunner.query(`DROP INDEX "public"."inventory_balances_org_branch_idx"`);
    await queryRunner.query(`DROP TABLE "inventory_balances"`);
    await queryRunner.query(`DROP INDEX "public"."inventory_movements_item_idx"`);
    await queryRunner.query(`DROP INDEX "public"."inventory_movements_source_idx"`);
    await queryRunner.query(`DROP TABLE "inventory_movements"`);
  }
}
