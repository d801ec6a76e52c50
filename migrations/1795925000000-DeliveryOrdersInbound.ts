import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Delivery (docs/delivery.md): inbound calls remember their webhook-id (replays answered from the log); a platform order whose every line is unmapped has no sales order. */
export class DeliveryOrdersInbound1795925000000 implements MigrationInterface {
  name = 'DeliveryOrdersInbound1795925000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "delivery_calls" ADD "replay_key" text`);
    await queryRunner.query(`DROP INDEX "public"."delivery_orders_org_sales_order"`);
    await queryRunner.query(`ALTER TABLE "delivery_orders" ALTER COLUMN "sales_order_id" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "delivery_orders_org_sales_order" ON "delivery_orders"  ("organization_id", "sales_order_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "delivery_calls_replay_key" ON "delivery_calls"  ("connection_id", "replay_key") WHERE replay_key IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."delivery_calls_replay_key"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_orders_org_sales_order"`);
    await queryRunner.query(`ALTER TABLE "delivery_orders" ALTER COLUMN "sales_order_id" SET NOT NULL`);
    await queryRunner.query(`CREATE INDEX "delivery_orders_org_sales_order" ON "delivery_orders" USING btree ("organization_id", "sales_order_id") `);
    await queryRunner.query(`ALTER TABLE "delivery_calls" DROP COLUMN "replay_key"`);
  }
}
