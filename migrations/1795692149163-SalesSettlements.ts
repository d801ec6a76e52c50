import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class SalesSettlements1795692149163 implements MigrationInterface {
  name = 'SalesSettlements1795692149163';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sales_settlements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "business_date" date NOT NULL, "method_id" uuid NOT NULL, "method_name" text NOT NULL, "kind" text NOT NULL, "expected_iqd" bigint NOT NULL, "order_count" integer NOT NULL, "status" text NOT NULL, "statement_line_id" uuid, "received_iqd" bigint, "fee_iqd" bigint, "matched_at" TIMESTAMP WITH TIME ZONE, "overdue_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_d9862606331ec00ad7a9ad223f6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sales_settlements_org_status_day" ON "sales_settlements"  ("organization_id", "status", "business_date") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "sales_settlements_branch_day_method_key" ON "sales_settlements"  ("branch_id", "business_date", "method_id") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."sales_settlements_branch_day_method_key"`);
    await queryRunner.query(`DROP INDEX "public"."sales_settlements_org_status_day"`);
    await queryRunner.query(`DROP TABLE "sales_settlements"`);
  }
}
