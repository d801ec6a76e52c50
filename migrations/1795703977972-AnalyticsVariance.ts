import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class AnalyticsVariance1795703977972 implements MigrationInterface {
  name = 'AnalyticsVariance1795703977972';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "analytics_settings" ("organization_id" uuid NOT NULL, "variance_threshold_bp" integer NOT NULL, "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_analytics_settings" PRIMARY KEY ("organization_id"))`,
    );
    // The usage variance reads a period's movements of many branches and every item: by branch and date.
    await queryRunner.query(`CREATE INDEX "inventory_movements_day_idx" ON "inventory_movements" ("organization_id", "branch_id", "business_date")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "inventory_movements_day_idx"`);
    await queryRunner.query(`DROP TABLE "analytics_settings"`);
  }
}
