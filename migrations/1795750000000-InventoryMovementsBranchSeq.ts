import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class InventoryMovementsBranchSeq1795750000000 implements MigrationInterface {
  name = 'InventoryMovementsBranchSeq1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The movements list of a branch, newest posting first, without sorting the branch's whole ledger (docs/inventory.md, "Movements").
    await queryRunner.query(`CREATE INDEX "inventory_movements_branch_seq_idx" ON "inventory_movements" ("organization_id", "branch_id", "seq") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."inventory_movements_branch_seq_idx"`);
  }
}
