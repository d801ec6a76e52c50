import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class SalesLedger1795439399537 implements MigrationInterface {
  name = 'SalesLedger1795439399537';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sales_payment_methods" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL, "name_ar" text, "name_key" text NOT NULL, "kind" text NOT NULL, "allowed_for_self_order" boolean NOT NULL DEFAULT false, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_5a811381c50e1b0db66e582121c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "sales_payment_methods_org_name_key" ON "sales_payment_methods"  ("organization_id", "name_key") `);
    await queryRunner.query(
      `CREATE TABLE "sales_self_order_tables" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "name" text NOT NULL, "name_key" text NOT NULL, "area" text, "seats" integer, "active" boolean NOT NULL DEFAULT true, "token_hash" text, "token_issued_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_dca51d9bde85fbcb5ab7abca3fd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sales_self_order_tables_token_hash_key" ON "sales_self_order_tables"  ("token_hash") WHERE token_hash IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sales_self_order_tables_branch_name_key" ON "sales_self_order_tables"  ("organization_id", "branch_id", "name_key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sales_orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "table_id" uuid, "channel_id" uuid, "source" text NOT NULL, "partner_reference" text, "number" text NOT NULL, "business_date" date NOT NULL, "status" text NOT NULL, "cancel_reason" text, "placed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "lines" jsonb NOT NULL, "subtotal" bigint NOT NULL, "discount" bigint NOT NULL, "promotion" jsonb, "taxes" jsonb NOT NULL, "tax_total" bigint NOT NULL, "total" bigint NOT NULL, "payments" jsonb NOT NULL, "amount_due_at_counter" bigint NOT NULL, "order_token_hash" text, "api_key_id" uuid, "created_by" uuid, CONSTRAINT "PK_5328297e067ca929fbe7cf989dd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sales_orders_org_branch_day" ON "sales_orders"  ("organization_id", "branch_id", "business_date") `);
    await queryRunner.query(`CREATE INDEX "sales_orders_org_created" ON "sales_orders"  ("organization_id", "created_at", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "sales_orders_branch_day_number_key" ON "sales_orders"  ("branch_id", "business_date", "number") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sales_orders_org_partner_reference_key" ON "sales_orders"  ("organization_id", "partner_reference") WHERE partner_reference IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "sales_order_counters" ("branch_id" uuid NOT NULL, "business_date" date NOT NULL, "organization_id" uuid NOT NULL, "last_number" integer NOT NULL, CONSTRAINT "PK_7ad0d1dcb78d368659f214d5148" PRIMARY KEY ("branch_id", "business_date"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sales_order_counters"`);
    await queryRunner.query(`DROP INDEX "public"."sales_orders_org_partner_reference_key"`);
    await queryRunner.query(`DROP INDEX "public"."sales_orders_branch_day_number_key"`);
    await queryRunner.query(`DROP INDEX "public"."sales_orders_org_created"`);
    await queryRunner.query(`DROP INDEX "public"."sales_orders_org_branch_day"`);
    await queryRunner.query(`DROP TABLE "sales_orders"`);
    await queryRunner.query(`DROP INDEX "public"."sales_self_order_tables_branch_name_key"`);
    await queryRunner.query(`DROP INDEX "public"."sales_self_order_tables_token_hash_key"`);
    await queryRunner.query(`DROP TABLE "sales_self_order_tables"`);
    await queryRunner.query(`DROP INDEX "public"."sales_payment_methods_org_name_key"`);
    await queryRunner.query(`DROP TABLE "sales_payment_methods"`);
  }
}
