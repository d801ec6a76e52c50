import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class IdentitySessions1795332234310 implements MigrationInterface {
  name = 'IdentitySessions1795332234310';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "session_refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "session_id" uuid NOT NULL, "token_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "rotated_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c25bb23cefd8e77e04f9a1283ef" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "session_refresh_tokens_session_idx" ON "session_refresh_tokens"  ("session_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "session_refresh_tokens_hash_key" ON "session_refresh_tokens"  ("token_hash") `);
    await queryRunner.query(
      `CREATE TABLE "identity_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "purpose" text NOT NULL, "subject" text NOT NULL, "email" text NOT NULL, "user_id" uuid, "code_hash" text NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "consumed_at" TIMESTAMP WITH TIME ZONE, "payload" jsonb, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b4cbbff0c18cd611650ee371c07" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "identity_codes_purpose_subject_key" ON "identity_codes"  ("purpose", "subject") `);
    await queryRunner.query(
      `CREATE TABLE "identity_throttles" ("key" text NOT NULL, "hits" integer NOT NULL, "window_started_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_hit_at" TIMESTAMP WITH TIME ZONE NOT NULL, "blocked_until" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_912b3336612b8102c589dc2db4b" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "identity_throttles_expires_idx" ON "identity_throttles"  ("expires_at") `);
    await queryRunner.query(
      `CREATE TABLE "email_change_requests" ("request_id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "old_email" text NOT NULL, "new_email" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "completed_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_09e7cd5b6b0b75aa8a726d36373" PRIMARY KEY ("request_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "email_change_requests_user_idx" ON "email_change_requests"  ("user_id") `);
    await queryRunner.query(`ALTER TABLE "memberships" ADD "invited_by_user_id" uuid`);
    await queryRunner.query(`ALTER TABLE "memberships" ADD "invited_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "memberships" ADD "activated_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "memberships" DROP COLUMN "activated_at"`);
    await queryRunner.query(`ALTER TABLE "memberships" DROP COLUMN "invited_at"`);
    await queryRunner.query(`ALTER TABLE "memberships" DROP COLUMN "invited_by_user_id"`);
    await queryRunner.query(`DROP INDEX "public"."email_change_requests_user_idx"`);
    await queryRunner.query(`DROP TABLE "email_change_requests"`);
    await queryRunner.query(`DROP INDEX "public"."identity_throttles_expires_idx"`);
    await queryRunner.query(`DROP TABLE "identity_throttles"`);
    await queryRunner.query(`DROP INDEX "public"."identity_codes_purpose_subject_key"`);
    await queryRunner.query(`DROP TABLE "identity_codes"`);
    await queryRunner.query(`DROP INDEX "public"."session_refresh_tokens_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."session_refresh_tokens_session_idx"`);
    await queryRunner.query(`DROP TABLE "session_refresh_tokens"`);
  }
}
