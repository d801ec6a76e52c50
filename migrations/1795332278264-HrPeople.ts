import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class HrPeople1795332278264 implements MigrationInterface {
  name = 'HrPeople1795332278264';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "hr_employees" ("deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "full_name" text NOT NULL, "user_id" uuid, "phone" text, "email" text, "address" text, "national_id" text, "national_id_key" text, "photo_url" text, "date_of_birth" TIMESTAMP WITH TIME ZONE, "gender" text, "marital_status" text, "emergency_name" text, "emergency_phone" text, "department_id" uuid, "position_id" uuid, "hire_date" date NOT NULL, "contract_type" text NOT NULL, "base_salary" bigint NOT NULL, "allowances" bigint NOT NULL, "annual_leave_balance" numeric(7,2) NOT NULL, "status" text NOT NULL, "status_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_238fb586a0bc91ede937ef6f4c2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "hr_employees_org_user_key" ON "hr_employees"  ("organization_id", "user_id") WHERE deleted_at IS NULL AND user_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "hr_employees_org_national_id_key" ON "hr_employees"  ("organization_id", "national_id_key") WHERE deleted_at IS NULL AND national_id_key IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "hr_employees_position_idx" ON "hr_employees"  ("position_id") `);
    await queryRunner.query(`CREATE INDEX "hr_employees_department_idx" ON "hr_employees"  ("department_id") `);
    await queryRunner.query(`CREATE INDEX "hr_employees_org_idx" ON "hr_employees"  ("organization_id", "status") `);
    await queryRunner.query(
      `CREATE TABLE "hr_employment_status_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "employee_id" uuid NOT NULL, "from_status" text, "to_status" text NOT NULL, "reason" text, "actor_kind" text NOT NULL, "actor_user_id" uuid, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_4d21b2c8fb6c001ccb9eae0ec9b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "hr_employment_status_changes_employee_idx" ON "hr_employment_status_changes"  ("employee_id", "changed_at") `);
    await queryRunner.query(
      `CREATE TABLE "hr_advances" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "employee_id" uuid NOT NULL, "amount" bigint NOT NULL, "reason" text, "status" text NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, "requested_by" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" uuid, "decision_note" text, "paid_at" TIMESTAMP WITH TIME ZONE, "paid_by" uuid, "settled_at" TIMESTAMP WITH TIME ZONE, "settled_by" uuid, "cancelled_at" TIMESTAMP WITH TIME ZONE, "cancelled_by" uuid, "last_note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_55304e0292b18f3ecd07be265db" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "hr_advances_employee_idx" ON "hr_advances"  ("employee_id", "status") `);
    await queryRunner.query(`CREATE INDEX "hr_advances_org_status_idx" ON "hr_advances"  ("organization_id", "status", "requested_at") `);
    await queryRunner.query(
      `CREATE TABLE "hr_loans" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "employee_id" uuid NOT NULL, "principal" bigint NOT NULL, "installment" bigint NOT NULL, "installment_count" integer NOT NULL, "repaid_amount" bigint NOT NULL DEFAULT '0', "reason" text, "status" text NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, "requested_by" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" uuid, "decision_note" text, "approved_on" date, "cancelled_at" TIMESTAMP WITH TIME ZONE, "cancelled_by" uuid, "repaid_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_234d052ec18318f945e40760ef3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "hr_loans_employee_idx" ON "hr_loans"  ("employee_id", "status") `);
    await queryRunner.query(`CREATE INDEX "hr_loans_org_status_idx" ON "hr_loans"  ("organization_id", "status", "requested_at") `);
    await queryRunner.query(
      `CREATE TABLE "hr_loan_installments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "loan_id" uuid NOT NULL, "sequence" integer NOT NULL, "due_date" date NOT NULL, "amount" bigint NOT NULL, "paid_at" TIMESTAMP WITH TIME ZONE, "paid_by" uuid, "note" text, CONSTRAINT "PK_93ee0970276bac780ec2a16edeb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "hr_loan_installments_loan_seq_key" ON "hr_loan_installments"  ("loan_id", "sequence") `);
    await queryRunner.query(
      `CREATE TABLE "hr_leave_types" ("deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" text NOT NULL, "name_ar" text, "name_key" text NOT NULL, "uses_balance" boolean NOT NULL, "paid" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c67fd1bb66d507148385b5810d9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "hr_leave_types_org_name_key" ON "hr_leave_types"  ("organization_id", "name_key") WHERE deleted_at IS NULL`);
    await queryRunner.query(
      `CREATE TABLE "hr_leave_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "employee_id" uuid NOT NULL, "type_id" uuid NOT NULL, "start_date" date NOT NULL, "end_date" date NOT NULL, "days" numeric(7,2) NOT NULL, "uses_balance" boolean NOT NULL, "balance_deducted" numeric(7,2) NOT NULL DEFAULT '0', "reason" text, "status" text NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, "requested_by" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, "decided_by" uuid, "decision_note" text, "cancelled_at" TIMESTAMP WITH TIME ZONE, "cancelled_by" uuid, "cancel_note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ddbe5e3a2d42d0602d1a1a362db" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "hr_leave_requests_type_idx" ON "hr_leave_requests"  ("type_id") `);
    await queryRunner.query(`CREATE INDEX "hr_leave_requests_employee_idx" ON "hr_leave_requests"  ("employee_id", "start_date", "end_date") `);
    await queryRunner.query(`CREATE INDEX "hr_leave_requests_org_status_idx" ON "hr_leave_requests"  ("organization_id", "status", "start_date") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."hr_leave_requests_org_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_leave_requests_employee_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_leave_requests_type_idx"`);
    await queryRunner.query(`DROP TABLE "hr_leave_requests"`);
    await queryRunner.query(`DROP INDEX "public"."hr_leave_types_org_name_key"`);
    await queryRunner.query(`DROP TABLE "hr_leave_types"`);
    await queryRunner.query(`DROP INDEX "public"."hr_loan_installments_loan_seq_key"`);
    await queryRunner.query(`DROP TABLE "hr_loan_installments"`);
    await queryRunner.query(`DROP INDEX "public"."hr_loans_org_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_loans_employee_idx"`);
    await queryRunner.query(`DROP TABLE "hr_loans"`);
    await queryRunner.query(`DROP INDEX "public"."hr_advances_org_status_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_advances_employee_idx"`);
    await queryRunner.query(`DROP TABLE "hr_advances"`);
    await queryRunner.query(`DROP INDEX "public"."hr_employment_status_changes_employee_idx"`);
    await queryRunner.query(`DROP TABLE "hr_employment_status_changes"`);
    await queryRunner.query(`DROP INDEX "public"."hr_employees_org_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_employees_department_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_employees_position_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_employees_org_national_id_key"`);
    await queryRunner.query(`DROP INDEX "public"."hr_employees_org_user_key"`);
    await queryRunner.query(`DROP TABLE "hr_employees"`);
  }
}
