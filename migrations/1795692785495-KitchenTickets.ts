import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class KitchenTickets1795692785495 implements MigrationInterface {
  name = 'KitchenTickets1795692785495';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sales_kitchen_tickets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "order_id" uuid NOT NULL, "order_number" text NOT NULL, "line_index" integer NOT NULL, "product_id" uuid NOT NULL, "name" text NOT NULL, "name_ar" text, "modifiers" text array NOT NULL DEFAULT '{}', "quantity" integer NOT NULL, "station" text NOT NULL, "status" text NOT NULL, "queued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE, "ready_at" TIMESTAMP WITH TIME ZONE, "served_at" TIMESTAMP WITH TIME ZONE, "voided_at" TIMESTAMP WITH TIME ZONE, "void_reason" text, CONSTRAINT "PK_164d9cf97386808b1edbc0afaca" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "sales_kitchen_tickets_order_line" ON "sales_kitchen_tickets"  ("order_id", "line_index") `);
    await queryRunner.query(`CREATE INDEX "sales_kitchen_tickets_board" ON "sales_kitchen_tickets"  ("organization_id", "branch_id", "status", "queued_at") `);
    await queryRunner.query(
      `CREATE TABLE "sales_kitchen_stations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "target_kind" text NOT NULL, "target_id" uuid NOT NULL, "station" text NOT NULL, CONSTRAINT "PK_4339f75684a6295eda248992ccd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sales_kitchen_stations_target" ON "sales_kitchen_stations"  ("organization_id", "target_kind", "target_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."sales_kitchen_stations_target"`);
    await queryRunner.query(`DROP TABLE "sales_kitchen_stations"`);
    await queryRunner.query(`DROP INDEX "public"."sales_kitchen_tickets_board"`);
    await queryRunner.query(`DROP INDEX "public"."sales_kitchen_tickets_order_line"`);
    await queryRunner.query(`DROP TABLE "sales_kitchen_tickets"`);
  }
}
