import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class AccountingBankStatements1795432137498 implements MigrationInterface {
  name = 'AccountingBankStatements1795432137498';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "accounting_bank_accounts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL, "account_number" text NOT NULL, "account_number_key" text NOT NULL, "currency_code" text NOT NULL, "branch_id" uuid NOT NULL, "active" boolean NOT NULL DEFAULT true, "active_changed_at" TIMESTAMP WITH TIME ZONE, "active_reason" text, CONSTRAINT "PK_813e0d04429144e1e4932c4bc41" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "accounting_bank_accounts_org_number_key" ON "accounting_bank_accounts"  ("organization_id", "account_number_key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "accounting_statement_imports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "bank_account_id" uuid NOT NULL, "lines_read" integer NOT NULL, "lines_created" integer NOT NULL, "duplicates_skipped" integer NOT NULL, "date_from" date NOT NULL, "date_to" date NOT NULL, "file_sha256" text NOT NULL, "imported_by" uuid, "imported_by_api_key" uuid, CONSTRAINT "PK_dfbe5342161bfd431abd26731d7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "accounting_statement_imports_account_idx" ON "accounting_statement_imports"  ("bank_account_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "accounting_statement_lines" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "bank_account_id" uuid NOT NULL, "import_id" uuid NOT NULL, "date" date NOT NULL, "amount" bigint NOT NULL, "balance" bigint, "description" text, "reference" text, "counterparty" text, "status" text NOT NULL, "match_type" text, "matched_ref" text, "match_label" text, "status_note" text, "status_changed_at" TIMESTAMP WITH TIME ZONE, "status_changed_by" uuid, "fingerprint" text NOT NULL, "occurrence" integer NOT NULL, CONSTRAINT "PK_aa04d3206176673b921bbd1db6a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "accounting_statement_lines_match_idx" ON "accounting_statement_lines"  ("organization_id", "match_type", "matched_ref") `,
    );
    await queryRunner.query(`CREATE INDEX "accounting_statement_lines_account_status_idx" ON "accounting_statement_lines"  ("bank_account_id", "status") `);
    await queryRunner.query(`CREATE INDEX "accounting_statement_lines_org_date_idx" ON "accounting_statement_lines"  ("organization_id", "date") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "accounting_statement_lines_fingerprint_key" ON "accounting_statement_lines"  ("bank_account_id", "fingerprint") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."accounting_statement_lines_fingerprint_key"`);
    await queryRunner.query(`DROP INDEX "public"."accounting_statement_lines_org_date_idx"`);
    await queryRunner.query(`DROP INDEX "public"."accounting_statement_lines_account_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."accounting_statement_lines_match_idx"`);
    await queryRunner.query(`DROP TABLE "accounting_statement_lines"`);
    await queryRunner.query(`DROP INDEX "public"."accounting_statement_imports_account_idx"`);
    await queryRunner.query(`DROP TABLE "accounting_statement_imports"`);
    await queryRunner.query(`DROP INDEX "public"."accounting_bank_accounts_org_number_key"`);
    await queryRunner.query(`DROP TABLE "accounting_bank_accounts"`);
  }
}
