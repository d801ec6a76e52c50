import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class InventoryCounts1795693436276 implements MigrationInterface {
  name = 'InventoryCounts1795693436276';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inventory_counts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "business_date" date NOT NULL, "status" text NOT NULL, "lines" jsonb NOT NULL, "note" text, "created_by" uuid, "submitted_at" TIMESTAMP WITH TIME ZONE, "submitted_by" uuid, "approved_at" TIMESTAMP WITH TIME ZONE, "approved_by" uuid, CONSTRAINT "PK_8230343330002d07a2efb485680" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "inventory_counts_branch_idx" ON "inventory_counts"  ("organization_id", "branch_id", "business_date") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."inventory_counts_branch_idx"`);
    await queryRunner.query(`DROP TABLE "inventory_counts"`);
  }
}
