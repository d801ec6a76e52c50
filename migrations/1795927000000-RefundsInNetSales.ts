import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Refunds lower net sales on the business day they are made (docs/analytics.md, "Refunds"): each
 * refund keeps that day (`refunded_on`, from the time it was made in its branch's zone and the
 * organisation's business-day start; never before the order's day), indexed for a day's close, and
 * each close stores its day's refunds. Closes before it had none counted.
 */
export class RefundsInNetSales1795927000000 implements MigrationInterface {
  name = 'RefundsInNetSales1795927000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sales_order_refunds" ADD "refunded_on" date`);
    await queryRunner.query(
      `UPDATE "sales_order_refunds" r
          SET "refunded_on" = GREATEST(r."business_date", ((r."created_at" AT TIME ZONE b."time_zone") - make_interval(hours => o."business_day_start_hour"))::date)
         FROM "branches" b JOIN "organizations" o ON o."id" = b."organization_id"
        WHERE b."id" = r."branch_id"`,
    );
    await queryRunner.query(`UPDATE "sales_order_refunds" SET "refunded_on" = "business_date" WHERE "refunded_on" IS NULL`);
    await queryRunner.query(`ALTER TABLE "sales_order_refunds" ALTER COLUMN "refunded_on" SET NOT NULL`);
    await queryRunner.query(`CREATE INDEX "sales_order_refunds_day" ON "sales_order_refunds" ("organization_id", "branch_id", "refunded_on")`);
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" ADD "refunds_iqd" bigint NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "analytics_day_closes" DROP COLUMN "refunds_iqd"`);
    await queryRunner.query(`DROP INDEX "public"."sales_order_refunds_day"`);
    await queryRunner.query(`ALTER TABLE "sales_order_refunds" DROP COLUMN "refunded_on"`);
  }
}
