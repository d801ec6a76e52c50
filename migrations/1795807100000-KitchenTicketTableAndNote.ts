import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A kitchen ticket shows the table and the order's note as the order page does (docs/live.md,
 * "Kitchen"): both are kept on the ticket as they were when the order was placed, like the product
 * name. Tickets still open get them from their order now; finished ones keep nulls.
 */
export class KitchenTicketTableAndNote1795807100000 implements MigrationInterface {
  name = 'KitchenTicketTableAndNote1795807100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sales_kitchen_tickets" ADD "table_name" text`);
    await queryRunner.query(`ALTER TABLE "sales_kitchen_tickets" ADD "order_note" text`);
    await queryRunner.query(
      `UPDATE "sales_kitchen_tickets" t SET "order_note" = o."note", "table_name" = tb."name"
         FROM "sales_orders" o LEFT JOIN "sales_self_order_tables" tb ON tb."id" = o."table_id" AND tb."organization_id" = o."organization_id"
        WHERE o."id" = t."order_id" AND o."organization_id" = t."organization_id"
          AND t."status" IN ('Queued', 'Preparing', 'Ready')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sales_kitchen_tickets" DROP COLUMN "order_note"`);
    await queryRunner.query(`ALTER TABLE "sales_kitchen_tickets" DROP COLUMN "table_name"`);
  }
}
