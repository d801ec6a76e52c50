import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class DeliveryPayouts1795923000000 implements MigrationInterface {
  name = 'DeliveryPayouts1795923000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "delivery_payouts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "connection_id" uuid NOT NULL,
        "branch_id" uuid NOT NULL,
        "platform" text NOT NULL,
        "payout_reference" text NOT NULL,
        "payout_date" date NOT NULL,
        "total_iqd" bigint NOT NULL,
        "period_from" date NOT NULL,
        "period_to" date NOT NULL,
        "file_format" text NOT NULL,
        "file_sha256" text NOT NULL,
        "commission_rate_basis_points" integer,
        "rows_read" integer NOT NULL,
        "matched_count" integer NOT NULL,
        "different_count" integer NOT NULL,
        "missing_in_ledger_count" integer NOT NULL,
        "missing_in_payout_count" integer NOT NULL,
        "gross_iqd" bigint NOT NULL,
        "commission_iqd" bigint NOT NULL,
        "platform_promotion_iqd" bigint NOT NULL,
        "restaurant_promotion_iqd" bigint NOT NULL,
        "fees_iqd" bigint NOT NULL,
        "net_iqd" bigint NOT NULL,
        "over_charge_iqd" bigint NOT NULL,
        "status" text NOT NULL,
        "statement_line_id" uuid,
        "received_iqd" bigint,
        "received_at" TIMESTAMP WITH TIME ZONE,
        "imported_by" uuid,
        CONSTRAINT "PK_delivery_payouts" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "delivery_payouts_reference_key" ON "delivery_payouts" ("organization_id", "connection_id", "payout_reference")`,
    );
    await queryRunner.query(`CREATE INDEX "delivery_payouts_date_idx" ON "delivery_payouts" ("organization_id", "payout_date", "id")`);
    await queryRunner.query(
      `CREATE TABLE "delivery_payout_lines" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "organization_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "payout_id" uuid NOT NULL,
        "position" integer NOT NULL,
        "kind" text NOT NULL,
        "problems" text array NOT NULL DEFAULT '{}',
        "row_number" integer,
        "platform_order_id" text NOT NULL,
        "order_date" date NOT NULL,
        "sales_order_id" uuid,
        "ledger_total_iqd" bigint,
        "gross_iqd" bigint,
        "commission_iqd" bigint,
        "platform_promotion_iqd" bigint,
        "restaurant_promotion_iqd" bigint,
        "fees_iqd" bigint,
        "net_iqd" bigint,
        "allowed_commission_iqd" bigint,
        "over_charge_iqd" bigint NOT NULL DEFAULT 0,
        CONSTRAINT "PK_delivery_payout_lines" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(`CREATE INDEX "delivery_payout_lines_payout_idx" ON "delivery_payout_lines" ("payout_id", "kind", "position")`);
    await queryRunner.query(`CREATE INDEX "delivery_payout_lines_month_idx" ON "delivery_payout_lines" ("organization_id", "order_date")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "delivery_payout_lines"`);
    await queryRunner.query(`DROP TABLE "delivery_payouts"`);
  }
}
