import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class ApiKeys1795332122840 implements MigrationInterface {
  name = 'ApiKeys1795332122840';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_by_user_id" uuid NOT NULL, "name" text NOT NULL, "description" text, "environment" text NOT NULL, "scopes" text array NOT NULL, "prefix" text NOT NULL, "last_four" text NOT NULL, "allowed_ips" text array NOT NULL DEFAULT '{}', "allowed_origins" text array NOT NULL DEFAULT '{}', "expires_at" TIMESTAMP WITH TIME ZONE, "rate_limit_per_minute" integer, "quota_per_day" bigint, "last_used_at" TIMESTAMP WITH TIME ZONE, "last_used_ip" text, "rotated_at" TIMESTAMP WITH TIME ZONE, "previous_secret_valid_until" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "revoked_by_user_id" uuid, "revoke_reason_code" text, "revoke_note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "api_keys_org_created_idx" ON "api_keys"  ("organization_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "api_key_secrets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "api_key_id" uuid NOT NULL, "lookup_id" text NOT NULL, "secret_hash" text NOT NULL, "last_four" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "valid_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7e889794adb419997fcfeb98e21" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "api_key_secrets_key_idx" ON "api_key_secrets"  ("api_key_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "api_key_secrets_lookup_key" ON "api_key_secrets"  ("lookup_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."api_key_secrets_lookup_key"`);
    await queryRunner.query(`DROP INDEX "public"."api_key_secrets_key_idx"`);
    await queryRunner.query(`DROP TABLE "api_key_secrets"`);
    await queryRunner.query(`DROP INDEX "public"."api_keys_org_created_idx"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
