import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class Foundation1795331411319 implements MigrationInterface {
  name = 'Foundation1795331411319';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid, "entity_type" text NOT NULL, "entity_id" text NOT NULL, "action" text NOT NULL, "actor_kind" text NOT NULL, "actor_user_id" uuid, "actor_api_key_id" uuid, "reason" text, "changes" jsonb, "transport" text, "ip" text, "request_id" uuid, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6b1623bcad4d04530b76548d619" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "audit_entries_entity_idx" ON "audit_entries"  ("organization_id", "entity_type", "entity_id", "at") `);
    await queryRunner.query(
      `CREATE TABLE "outbox_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid, "type" text NOT NULL, "resource_type" text NOT NULL, "resource_id" text NOT NULL, "data" jsonb NOT NULL, "actor" jsonb NOT NULL, "request_id" uuid, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "dispatched_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_6689a16c00d09b8089f6237f1d2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "outbox_events_pending_idx" ON "outbox_events"  ("dispatched_at", "occurred_at") `);
    await queryRunner.query(
      `CREATE TABLE "idempotency_records" ("scope" text NOT NULL, "key" text NOT NULL, "request_hash" text NOT NULL, "state" text NOT NULL, "locked_until" TIMESTAMP WITH TIME ZONE NOT NULL, "response_status" integer, "response_headers" jsonb, "response_body" bytea, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_9c03b6adebf385ca991d085063a" PRIMARY KEY ("scope", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "idempotency_records_expires_idx" ON "idempotency_records"  ("expires_at") `);
    await queryRunner.query(
      `CREATE TABLE "organizations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "base_currency_code" text NOT NULL DEFAULT 'IQD', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6b031fcd0863e3f6b44230163f9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "branches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" text NOT NULL, "name_ar" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7f37d3b42defea97f1df0d19535" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "branches_org_idx" ON "branches"  ("organization_id") `);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "full_name" text NOT NULL, "password_hash" text, "email_verified_at" TIMESTAMP WITH TIME ZONE, "password_changed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "memberships" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "user_id" uuid NOT NULL, "role" text NOT NULL, "all_branches" boolean NOT NULL DEFAULT false, "branch_ids" uuid array NOT NULL DEFAULT '{}', "status" text NOT NULL DEFAULT 'active', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_25d28bd932097a9e90495ede7b4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "memberships_org_user_key" ON "memberships"  ("organization_id", "user_id") `);
    await queryRunner.query(
      `CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "device_id" text NOT NULL, "ip" text, "user_agent" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_refreshed_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoke_reason" text, CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "sessions_user_idx" ON "sessions"  ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "hr_departments" ("deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "name" text NOT NULL, "name_ar" text, "name_key" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5974c96610b6047c02cb9f6dea1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "hr_departments_org_name_key" ON "hr_departments"  ("organization_id", "name_key") WHERE deleted_at IS NULL`);
    await queryRunner.query(
      `CREATE TABLE "hr_positions" ("deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "title" text NOT NULL, "title_ar" text, "department_id" uuid NOT NULL, "base_salary" bigint NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8c819fecf1bf5916469218fdfa0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "hr_positions_department_idx" ON "hr_positions"  ("department_id") `);
    await queryRunner.query(`CREATE INDEX "hr_positions_org_idx" ON "hr_positions"  ("organization_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."hr_positions_org_idx"`);
    await queryRunner.query(`DROP INDEX "public"."hr_positions_department_idx"`);
    await queryRunner.query(`DROP TABLE "hr_positions"`);
    await queryRunner.query(`DROP INDEX "public"."hr_departments_org_name_key"`);
    await queryRunner.query(`DROP TABLE "hr_departments"`);
    await queryRunner.query(`DROP INDEX "public"."sessions_user_idx"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "public"."memberships_org_user_key"`);
    await queryRunner.query(`DROP TABLE "memberships"`);
    await queryRunner.query(`DROP INDEX "public"."users_email_key"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "public"."branches_org_idx"`);
    await queryRunner.query(`DROP TABLE "branches"`);
    await queryRunner.query(`DROP TABLE "organizations"`);
    await queryRunner.query(`DROP INDEX "public"."idempotency_records_expires_idx"`);
    await queryRunner.query(`DROP TABLE "idempotency_records"`);
    await queryRunner.query(`DROP INDEX "public"."outbox_events_pending_idx"`);
    await queryRunner.query(`DROP TABLE "outbox_events"`);
    await queryRunner.query(`DROP INDEX "public"."audit_entries_entity_idx"`);
    await queryRunner.query(`DROP TABLE "audit_entries"`);
  }
}
