import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class Webhooks1795332144879 implements MigrationInterface {
  name = 'Webhooks1795332144879';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_subscriptions" ("deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "id" uuid NOT NULL, "organization_id" uuid NOT NULL, "url" text NOT NULL, "events" text array NOT NULL, "api_version" text NOT NULL, "active" boolean NOT NULL DEFAULT true, "deactivated_at" TIMESTAMP WITH TIME ZONE, "deactivation_reason" text, "secret_ciphertext" text NOT NULL, "previous_secret_ciphertext" text, "previous_secret_expires_at" TIMESTAMP WITH TIME ZONE, "secret_created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_success_at" TIMESTAMP WITH TIME ZONE, "last_failure_at" TIMESTAMP WITH TIME ZONE, "failing_since" TIMESTAMP WITH TIME ZONE, "consecutive_failures" integer NOT NULL DEFAULT '0', "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bf631ae77d39849d599817fb6f4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "webhook_subscriptions_org_idx" ON "webhook_subscriptions"  ("organization_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "subscription_id" uuid NOT NULL, "event_id" uuid NOT NULL, "kind" text NOT NULL DEFAULT 'event', "event_type" text NOT NULL, "resource_type" text NOT NULL, "resource_id" text NOT NULL, "api_version" text NOT NULL, "body" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempt_count" integer NOT NULL DEFAULT '0', "schedule_step" integer NOT NULL DEFAULT '0', "next_trigger" text NOT NULL DEFAULT 'automatic', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "lease_until" TIMESTAMP WITH TIME ZONE, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "last_http_status" integer, "last_error" text, "completed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries"  ("status", "next_attempt_at") `);
    await queryRunner.query(`CREATE INDEX "webhook_deliveries_subscription_idx" ON "webhook_deliveries"  ("subscription_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "webhook_deliveries_org_created_idx" ON "webhook_deliveries"  ("organization_id", "created_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "webhook_deliveries_event_subscription_key" ON "webhook_deliveries"  ("event_id", "subscription_id") `);
    await queryRunner.query(
      `CREATE TABLE "webhook_delivery_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "delivery_id" uuid NOT NULL, "attempt_number" integer NOT NULL, "trigger" text NOT NULL, "url" text NOT NULL, "outcome" text NOT NULL, "http_status" integer, "duration_ms" integer NOT NULL, "response_excerpt" text, "error" text, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "next_attempt_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_59ef9124585b56c18b98548a0c6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "webhook_delivery_attempts_delivery_idx" ON "webhook_delivery_attempts"  ("delivery_id", "attempt_number") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."webhook_delivery_attempts_delivery_idx"`);
    await queryRunner.query(`DROP TABLE "webhook_delivery_attempts"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_event_subscription_key"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_org_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_subscription_idx"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_due_idx"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_subscriptions_org_idx"`);
    await queryRunner.query(`DROP TABLE "webhook_subscriptions"`);
  }
}
