import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Delivery (docs/delivery.md, "Menu push"): the menu pushes are listed per organisation, newest first, from the outbound queue. */
export class DeliveryMenuPushes1795931000000 implements MigrationInterface {
  name = 'DeliveryMenuPushes1795931000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "delivery_outbound_messages_menu_pushes" ON "delivery_outbound_messages"  ("organization_id", "created_at", "id") WHERE kind = 'Menu'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."delivery_outbound_messages_menu_pushes"`);
  }
}
