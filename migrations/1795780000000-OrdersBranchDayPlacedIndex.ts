import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The ledger of one branch over a few days walks its page in an index alone: the branch-and-day
 * index carries the time and id the page is ordered by. Without them PostgreSQL, which cannot know
 * that the business date and the time bounds select the same orders, combined this index with the
 * whole organisation's time index in a bitmap and read every order of the organisation in the
 * time bounds (docs/performance.md, "Lists at scale"). It replaces the narrower index, whose uses
 * (the ledger's count, the day's orders of a branch) it serves as well.
 */
export class OrdersBranchDayPlacedIndex1795780000000 implements MigrationInterface {
  name = 'OrdersBranchDayPlacedIndex1795780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "sales_orders_org_branch_day_placed" ON "sales_orders" ("organization_id", "branch_id", "business_date", "placed_at", "id")`,
    );
    await queryRunner.query(`DROP INDEX "public"."sales_orders_org_branch_day"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "sales_orders_org_branch_day" ON "sales_orders" ("organization_id", "branch_id", "business_date")`);
    await queryRunner.query(`DROP INDEX "public"."sales_orders_org_branch_day_placed"`);
  }
}
