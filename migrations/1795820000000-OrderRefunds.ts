import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Refunds of sales orders (docs/orders.md, "Refunds"): one row per refund, and the refunded total
 * on the order so the ledger knows without reading them. Orders before it were never refunded.
 */
export class OrderRefunds1795820000000 implements MigrationInterface {
  name = 'OrderRefunds1795820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sales_orders" ADD "refunded_iqd" bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `CREATE TABLE "sales_order_refunds" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "order_id" uuid NOT NULL,
        "branch_id" uuid NOT NULL,
        "business_date" date NOT NULL,
        "amount_iqd" bigint NOT NULL,
        "lines" jsonb NOT NULL,
        "reason" text NOT NULL,
        "paid_back_kind" text NOT NULL,
        "method_id" uuid,
        "till_session_id" uuid,
        "created_by" uuid,
        CONSTRAINT "PK_sales_order_refunds" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sales_order_refunds_order" ON "sales_order_refunds" ("organization_id", "order_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sales_order_refunds"`);
    await queryRunner.query(`ALTER TABLE "sales_orders" DROP COLUMN "refunded_iqd"`);
  }
}
