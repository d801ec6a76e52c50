import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The partner order list is ordered and filtered by placement time, as its `from` and `to` always
 * said, so each of its filters walks one of the ledger's placement indexes (organisation, branch or
 * status, then placed_at and id) without skipping an entry (docs/partner-api.md; docs/performance.md,
 * "Lists at scale"). The creation-time index served that list
 * alone: it goes, and every order written maintains one index fewer.
 */
export class PartnerOrdersByPlacement1795790000000 implements MigrationInterface {
  name = 'PartnerOrdersByPlacement1795790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."sales_orders_org_created"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "sales_orders_org_created" ON "sales_orders" ("organization_id", "created_at", "id")`);
  }
}
