import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CashTills1795691173928 implements MigrationInterface {
  name = 'CashTills1795691173928';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sales_cash_currencies" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "code" text NOT NULL, "minor_digits" integer NOT NULL, "denominations" jsonb NOT NULL, "position" integer NOT NULL, CONSTRAINT "PK_19e755456af9f1c2fefa025e55c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "sales_cash_currencies_org_code_key" ON "sales_cash_currencies"  ("organization_id", "code") `);
    await queryRunner.query(
      `CREATE TABLE "sales_exchange_rates" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "currency_code" text NOT NULL, "iqd_per100" bigint NOT NULL, "effective_from" TIMESTAMP WITH TIME ZONE NOT NULL, "note" text, "set_by" uuid, CONSTRAINT "PK_fda4578c66777d2f67fa14706b3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "sales_exchange_rates_org_currency_from" ON "sales_exchange_rates"  ("organization_id", "currency_code", "effective_from") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sales_tills" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "name" text NOT NULL, "name_key" text NOT NULL, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_be2b0927c742066db2e45fff3de" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "sales_tills_branch_name_key" ON "sales_tills"  ("branch_id", "name_key") `);
    await queryRunner.query(
      `CREATE TABLE "sales_till_sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "till_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "business_date" date NOT NULL, "status" text NOT NULL, "opened_by" uuid, "opened_at" TIMESTAMP WITH TIME ZONE NOT NULL, "floats" jsonb NOT NULL, "counted_by" uuid, "counted_at" TIMESTAMP WITH TIME ZONE, "counts" jsonb NOT NULL DEFAULT '[]', "variances" jsonb NOT NULL DEFAULT '[]', "variance_iqd" bigint, "recounts" integer NOT NULL DEFAULT '0', "closed_by" uuid, "closed_at" TIMESTAMP WITH TIME ZONE, "close_note" text, CONSTRAINT "PK_804c9400b26901ea1f17f74bb42" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sales_till_sessions_org_branch_day" ON "sales_till_sessions"  ("organization_id", "branch_id", "business_date") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "sales_till_sessions_one_open_per_till" ON "sales_till_sessions"  ("till_id") WHERE status <> 'Closed'`);
    await queryRunner.query(
      `CREATE TABLE "sales_till_movements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "session_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "kind" text NOT NULL, "currency" text, "amount" bigint NOT NULL, "reason" text NOT NULL, "purchase_invoice_id" uuid, "created_by" uuid, CONSTRAINT "PK_65feb60f296ee42e596a9ddaee3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sales_till_movements_session" ON "sales_till_movements"  ("session_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "sales_till_payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "session_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "order_id" uuid NOT NULL, "tenders" jsonb NOT NULL, "amount_iqd" bigint NOT NULL, "change_iqd" bigint NOT NULL, "created_by" uuid, CONSTRAINT "PK_9e580fc7834adaab17cb90ba976" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sales_till_payments_order" ON "sales_till_payments"  ("order_id") `);
    await queryRunner.query(`CREATE INDEX "sales_till_payments_session" ON "sales_till_payments"  ("session_id", "created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."sales_till_payments_session"`);
    await queryRunner.query(`DROP INDEX "public"."sales_till_payments_order"`);
    await queryRunner.query(`DROP TABLE "sales_till_payments"`);
    await queryRunner.query(`DROP INDEX "public"."sales_till_movements_session"`);
    await queryRunner.query(`DROP TABLE "sales_till_movements"`);
    await queryRunner.query(`DROP INDEX "public"."sales_till_sessions_one_open_per_till"`);
    await queryRunner.query(`DROP INDEX "public"."sales_till_sessions_org_branch_day"`);
    await queryRunner.query(`DROP TABLE "sales_till_sessions"`);
    await queryRunner.query(`DROP INDEX "public"."sales_tills_branch_name_key"`);
    await queryRunner.query(`DROP TABLE "sales_tills"`);
    await queryRunner.query(`DROP INDEX "public"."sales_exchange_rates_org_currency_from"`);
    await queryRunner.query(`DROP TABLE "sales_exchange_rates"`);
    await queryRunner.query(`DROP INDEX "public"."sales_cash_currencies_org_code_key"`);
    await queryRunner.query(`DROP TABLE "sales_cash_currencies"`);
  }
}
