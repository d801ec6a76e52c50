import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class InventoryPostingWrites1795747331556 implements MigrationInterface {
  name = 'InventoryPostingWrites1795747331556';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Written at a random place per posting (source ids are random uuids) and read by no query (docs/performance.md, "Inventory").
    await queryRunner.query(`DROP INDEX "public"."inventory_movements_source_idx"`);
    // Every posting updates its balance rows: room left on each page keeps those updates HOT (no index entries, no new page);
    // pages already full gain it as their rows move (docs/inventory.md, "On hand, value and the costing rule").
    await queryRunner.query(`ALTER TABLE "inventory_balances" SET (fillfactor = 50)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inventory_balances" RESET (fillfactor)`);
    await queryRunner.query(`CREATE INDEX "inventory_movements_source_idx" ON "inventory_movements" ("organization_id", "source_kind", "source_id")`);
  }
}
