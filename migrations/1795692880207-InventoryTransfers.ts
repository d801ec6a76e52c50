import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class InventoryTransfers1795692880207 implements MigrationInterface {
  name = 'InventoryTransfers1795692880207';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inventory_transfers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "from_branch_id" uuid NOT NULL, "to_branch_id" uuid NOT NULL, "status" text NOT NULL, "lines" jsonb NOT NULL, "note" text, "created_by" uuid, "sent_date" date, "sent_at" TIMESTAMP WITH TIME ZONE, "sent_by" uuid, "received_date" date, "received_at" TIMESTAMP WITH TIME ZONE, "received_by" uuid, "cancelled_at" TIMESTAMP WITH TIME ZONE, "cancelled_by" uuid, CONSTRAINT "PK_0ab69c36e4239d5db7a3e149c31" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "inventory_transfers_to_idx" ON "inventory_transfers"  ("organization_id", "to_branch_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "inventory_transfers_from_idx" ON "inventory_transfers"  ("organization_id", "from_branch_id", "created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."inventory_transfers_from_idx"`);
    await queryRunner.query(`DROP INDEX "public"."inventory_transfers_to_idx"`);
    await queryRunner.query(`DROP TABLE "inventory_transfers"`);
  }
}
