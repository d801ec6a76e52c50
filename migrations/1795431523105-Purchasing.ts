import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class Purchasing1795431523105 implements MigrationInterface {
  name = 'Purchasing1795431523105';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "purchasing_suppliers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL, "name_ar" text, "name_key" text NOT NULL, "phone" text, "tax_number" text, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_c62001da319e02a96d646f6b290" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "purchasing_suppliers_org_name_key" ON "purchasing_suppliers"  ("organization_id", "name_key") `);
    await queryRunner.query(
      `CREATE TABLE "purchasing_orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "supplier_id" uuid NOT NULL, "expected_date" date, "notes" text, "lines" jsonb NOT NULL, "total_iqd" bigint NOT NULL, "status" text NOT NULL, "created_by" uuid, "submitted_at" TIMESTAMP WITH TIME ZONE, "submitted_by" uuid, "approved_at" TIMESTAMP WITH TIME ZONE, "approved_by" uuid, "received_at" TIMESTAMP WITH TIME ZONE, "received_by" uuid, "cancelled_at" TIMESTAMP WITH TIME ZONE, "cancelled_by" uuid, "last_note" text, CONSTRAINT "PK_d36e184d911f2d2037b40279285" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "purchasing_orders_supplier_idx" ON "purchasing_orders"  ("organization_id", "supplier_id") `);
    await queryRunner.query(
      `CREATE INDEX "purchasing_orders_branch_status_idx" ON "purchasing_orders"  ("organization_id", "branch_id", "status", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "purchasing_approval_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "target_kind" text NOT NULL, "target_id" uuid NOT NULL, "requested_by" uuid, "requested_by_api_key_id" uuid, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, "amount_iqd" bigint NOT NULL, "reason" text NOT NULL, "status" text NOT NULL, "previous_request_id" uuid, CONSTRAINT "PK_f7901e26a1b83cd40ebc4eb9894" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "purchasing_approval_requests_one_pending_key" ON "purchasing_approval_requests"  ("target_kind", "target_id") WHERE status = 'Pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "purchasing_approval_requests_branch_status_idx" ON "purchasing_approval_requests"  ("organization_id", "branch_id", "status", "requested_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "purchasing_approval_requests_target_idx" ON "purchasing_approval_requests"  ("organization_id", "target_kind", "target_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "purchasing_approval_decisions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "approval_request_id" uuid NOT NULL, "action" text NOT NULL, "decided_by" uuid, "by_api_key_id" uuid, "decided_at" TIMESTAMP WITH TIME ZONE NOT NULL, "note" text, CONSTRAINT "PK_9098fb009084eaf6bce9283b1ea" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "purchasing_approval_decisions_request_idx" ON "purchasing_approval_decisions"  ("approval_request_id", "decided_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "purchasing_invoices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "supplier_id" uuid NOT NULL, "invoice_number" text NOT NULL, "invoice_number_key" text NOT NULL, "invoice_date" date NOT NULL, "purchase_order_id" uuid, "notes" text, "lines" jsonb NOT NULL, "total_iqd" bigint NOT NULL, "status" text NOT NULL, "created_by" uuid, "submitted_at" TIMESTAMP WITH TIME ZONE, "submitted_by" uuid, "approved_at" TIMESTAMP WITH TIME ZONE, "approved_by" uuid, "paid_at" TIMESTAMP WITH TIME ZONE, "paid_by" uuid, "payment_ref" text, "last_note" text, CONSTRAINT "PK_bd35335e867651dd515d624be85" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "purchasing_invoices_order_idx" ON "purchasing_invoices"  ("purchase_order_id") `);
    await queryRunner.query(
      `CREATE INDEX "purchasing_invoices_branch_status_idx" ON "purchasing_invoices"  ("organization_id", "branch_id", "status", "invoice_date") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "purchasing_invoices_supplier_number_key" ON "purchasing_invoices"  ("organization_id", "supplier_id", "invoice_number_key") WHERE status <> 'Cancelled'`,
    );
    await queryRunner.query(
      `CREATE TABLE "purchasing_settings" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "approval_threshold_iqd" bigint NOT NULL DEFAULT '0', "invoice_tolerance_iqd" bigint NOT NULL DEFAULT '0', "updated_by" uuid, CONSTRAINT "PK_f42edf6d34e54ca54f11fe22608" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "purchasing_settings_org_key" ON "purchasing_settings"  ("organization_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."purchasing_settings_org_key"`);
    await queryRunner.query(`DROP TABLE "purchasing_settings"`);
    await queryRunner.query(`DROP INDEX "public"."purchasing_invoices_supplier_number_key"`);
    await queryRunner.query(`DROP INDEX "public"."purchasing_invoices_branch_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."purchasing_invoices_order_idx"`);
    await queryRunner.query(`DROP TABLE "purchasing_invoices"`);
    await queryRunner.query(`DROP INDEX "public"."purchasing_approval_decisions_request_idx"`);
    await queryRunner.query(`DROP TABLE "purchasing_approval_decisions"`);
    await queryRunner.query(`DROP INDEX "public"."purchasing_approval_requests_target_idx"`);
    await queryRunner.query(`DROP INDEX "public"."purchasing_approval_requests_branch_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."purchasing_approval_requests_one_pending_key"`);
    await queryRunner.query(`DROP TABLE "purchasing_approval_requests"`);
    await queryRunner.query(`DROP INDEX "public"."purchasing_orders_branch_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."purchasing_orders_supplier_idx"`);
    await queryRunner.query(`DROP TABLE "purchasing_orders"`);
    await queryRunner.query(`DROP INDEX "public"."purchasing_suppliers_org_name_key"`);
    await queryRunner.query(`DROP TABLE "purchasing_suppliers"`);
  }
}
