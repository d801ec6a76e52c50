import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Delivery platforms (docs/delivery.md): connections, item mappings, platform orders, the outbound call queue and the call log. */
export class DeliveryPlatforms1795919321098 implements MigrationInterface {
  name = 'DeliveryPlatforms1795919321098';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "delivery_connections" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "platform" text NOT NULL, "name" text NOT NULL, "platform_store_id" text NOT NULL, "channel_id" uuid NOT NULL, "auto_accept" boolean NOT NULL DEFAULT false, "accept_deadline_seconds" integer NOT NULL DEFAULT '300', "preparation_minutes" integer NOT NULL DEFAULT '20', "store_state" text NOT NULL DEFAULT 'Open', "active" boolean NOT NULL DEFAULT true, "outbound_url" text, "credentials_sealed" text, "credentials_hint" text, "circuit_failures" integer NOT NULL DEFAULT '0', "circuit_open_until" TIMESTAMP WITH TIME ZONE, "created_by" uuid, CONSTRAINT "PK_866e83ceb30276d4e948dbfab09" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "delivery_connections_org_branch" ON "delivery_connections"  ("organization_id", "branch_id", "created_at", "id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "delivery_connections_store_key" ON "delivery_connections"  ("organization_id", "platform", "platform_store_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "delivery_orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "connection_id" uuid NOT NULL, "platform_order_id" text NOT NULL, "display_id" text, "sales_order_id" uuid NOT NULL, "state" text NOT NULL, "fulfilment" text NOT NULL, "customer_name" text, "customer_phone" text, "stated_total" bigint, "computed_total" bigint NOT NULL, "flags" text array NOT NULL DEFAULT '{}', "unmapped_lines" jsonb NOT NULL DEFAULT '[]', "raw_order" jsonb NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL, "accept_deadline_at" TIMESTAMP WITH TIME ZONE, "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" uuid, "reason" text, CONSTRAINT "PK_29e637736a0b5f36946edec3650" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "delivery_orders_pending_deadline" ON "delivery_orders"  ("accept_deadline_at") WHERE state = 'Received'`);
    await queryRunner.query(`CREATE INDEX "delivery_orders_org_sales_order" ON "delivery_orders"  ("organization_id", "sales_order_id") `);
    await queryRunner.query(`CREATE INDEX "delivery_orders_org_placed" ON "delivery_orders"  ("organization_id", "received_at", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "delivery_orders_platform_key" ON "delivery_orders"  ("connection_id", "platform_order_id") `);
    await queryRunner.query(
      `CREATE TABLE "delivery_item_mappings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "connection_id" uuid NOT NULL, "kind" text NOT NULL, "platform_item_id" text NOT NULL, "platform_name" text NOT NULL, "product_id" uuid, "modifier_option_id" uuid, CONSTRAINT "PK_380168fc6b95fc5910d289a3d06" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "delivery_item_mappings_org_connection" ON "delivery_item_mappings"  ("organization_id", "connection_id", "platform_name", "id") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "delivery_item_mappings_key" ON "delivery_item_mappings"  ("connection_id", "kind", "platform_item_id") `);
    await queryRunner.query(
      `CREATE TABLE "delivery_outbound_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "seq" BIGSERIAL NOT NULL, "organization_id" uuid NOT NULL, "connection_id" uuid NOT NULL, "delivery_order_id" uuid, "kind" text NOT NULL, "payload" jsonb NOT NULL, "status" text NOT NULL DEFAULT 'Pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "lease_until" TIMESTAMP WITH TIME ZONE, "last_error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_8c46fa4f60a80c40712c8bc7386" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "delivery_outbound_messages_connection" ON "delivery_outbound_messages"  ("connection_id", "status", "seq") `);
    await queryRunner.query(`CREATE INDEX "delivery_outbound_messages_due" ON "delivery_outbound_messages"  ("next_attempt_at") WHERE status = 'Pending'`);
    await queryRunner.query(
      `CREATE TABLE "delivery_calls" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "connection_id" uuid NOT NULL, "direction" text NOT NULL, "operation" text NOT NULL, "method" text NOT NULL, "url" text NOT NULL, "request_headers" jsonb NOT NULL, "request_body" text, "response_status" integer, "response_body" text, "error" text, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "duration_ms" integer NOT NULL, "delivery_order_id" uuid, CONSTRAINT "PK_2bce3ee2b7ce00f3c1bd4acac1b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "delivery_calls_started" ON "delivery_calls"  ("started_at") `);
    await queryRunner.query(
      `CREATE INDEX "delivery_calls_org_connection_started" ON "delivery_calls"  ("organization_id", "connection_id", "started_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "delivery_calls_org_started" ON "delivery_calls"  ("organization_id", "started_at", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."delivery_calls_org_started"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_calls_org_connection_started"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_calls_started"`);
    await queryRunner.query(`DROP TABLE "delivery_calls"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_outbound_messages_due"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_outbound_messages_connection"`);
    await queryRunner.query(`DROP TABLE "delivery_outbound_messages"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_item_mappings_key"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_item_mappings_org_connection"`);
    await queryRunner.query(`DROP TABLE "delivery_item_mappings"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_orders_platform_key"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_orders_org_placed"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_orders_org_sales_order"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_orders_pending_deadline"`);
    await queryRunner.query(`DROP TABLE "delivery_orders"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_connections_store_key"`);
    await queryRunner.query(`DROP INDEX "public"."delivery_connections_org_branch"`);
    await queryRunner.query(`DROP TABLE "delivery_connections"`);
  }
}
