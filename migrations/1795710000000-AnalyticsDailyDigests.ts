import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class AnalyticsDailyDigests1795710000000 implements MigrationInterface {
  name = 'AnalyticsDailyDigests1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "analytics_daily_digests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "business_date" date NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_analytics_daily_digests" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "analytics_daily_digests_org_day_key" ON "analytics_daily_digests" ("organization_id", "business_date")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics_daily_digests"`);
  }
}
