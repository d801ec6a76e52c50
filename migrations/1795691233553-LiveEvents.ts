import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class LiveEvents1795691233553 implements MigrationInterface {
  name = 'LiveEvents1795691233553';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "live_branch_sequences" ("branch_id" uuid NOT NULL, "organization_id" uuid NOT NULL, "seq" bigint NOT NULL, CONSTRAINT "PK_5ba1f704001ade1a0d6e2bf4d9e" PRIMARY KEY ("branch_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "live_events" ("branch_id" uuid NOT NULL, "seq" bigint NOT NULL, "organization_id" uuid NOT NULL, "kind" text NOT NULL, "subject_id" uuid, "data" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_29026011a4580c3345ca9429742" PRIMARY KEY ("branch_id", "seq"))`,
    );
    await queryRunner.query(`CREATE INDEX "live_events_created_idx" ON "live_events"  ("created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."live_events_created_idx"`);
    await queryRunner.query(`DROP TABLE "live_events"`);
    await queryRunner.query(`DROP TABLE "live_branch_sequences"`);
  }
}
