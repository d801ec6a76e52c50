import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Indexes that answer each hot list's filter and order from the index (docs/performance.md, "Lists
 * at scale"): the ledger by time (whole organisation, one branch, one status), by number, total
 * and business day; statement lines per account and per status; webhook deliveries per status; the
 * theoretical usage's lookup of a product's consumables.
 */
export class ListIndexes1795450000000 implements MigrationInterface {
  name = 'ListIndexes1795450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "sales_orders_org_placed" ON "sales_orders" ("organization_id", "placed_at", "id") `);
    await queryRunner.query(`CREATE INDEX "sales_orders_org_branch_placed" ON "sales_orders" ("organization_id", "branch_id", "placed_at", "id") `);
    await queryRunner.query(`CREATE INDEX "sales_orders_org_status_placed" ON "sales_orders" ("organization_id", "status", "placed_at", "id") `);
    await queryRunner.query(`CREATE INDEX "sales_orders_org_number" ON "sales_orders" ("organization_id", "number", "id") `);
    await queryRunner.query(`CREATE INDEX "sales_orders_org_total" ON "sales_orders" ("organization_id", "total", "id") `);
    await queryRunner.query(`CREATE INDEX "sales_orders_org_business_date" ON "sales_orders" ("organization_id", "business_date", "id") `);
    await queryRunner.query(
      `CREATE INDEX "accounting_statement_lines_org_account_date_idx" ON "accounting_statement_lines" ("organization_id", "bank_account_id", "date", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "accounting_statement_lines_org_status_date_idx" ON "accounting_statement_lines" ("organization_id", "status", "date", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_org_status_created_idx" ON "webhook_deliveries" ("organization_id", "status", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "catalog_product_consumables_org_product_idx" ON "catalog_product_consumables" ("organization_id", "product_id", "required") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'catalog_product_consumables_org_product_idx',
      'webhook_deliveries_org_status_created_idx',
      'accounting_statement_lines_org_status_date_idx',
      'accounting_statement_lines_org_account_date_idx',
      'sales_orders_org_business_date',
      'sales_orders_org_total',
      'sales_orders_org_number',
      'sales_orders_org_status_placed',
      'sales_orders_org_branch_placed',
      'sales_orders_org_placed',
    ]) {
      await queryRunner.query(`DROP INDEX "public"."${name}"`);
    }
  }
}
