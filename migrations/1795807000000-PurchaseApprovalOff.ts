import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Purchase approval is off until the owner sets a threshold (docs/purchasing.md, "Approval rules"):
 * the threshold column takes null for "off" and loses its default of 0. An organisation whose
 * threshold is still the old default 0 and was never changed (no audit entry records a change of
 * it; its row exists only because the tolerance was changed) gets the new default too. A threshold
 * someone set, 0 included, is kept.
 */
export class PurchaseApprovalOff1795807000000 implements MigrationInterface {
  name = 'PurchaseApprovalOff1795807000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "purchasing_settings" ALTER COLUMN "approval_threshold_iqd" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "purchasing_settings" ALTER COLUMN "approval_threshold_iqd" DROP NOT NULL`);
    await queryRunner.query(
      `UPDATE "purchasing_settings" s SET "approval_threshold_iqd" = NULL
        WHERE s."approval_threshold_iqd" = 0
          AND NOT EXISTS (
            SELECT 1 FROM "audit_entries" a
             WHERE a."organization_id" = s."organization_id" AND a."entity_type" = 'purchasing-settings'
               AND a."entity_id" = s."id"::text AND a."changes" ? 'approvalThresholdIqd')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "purchasing_settings" SET "approval_threshold_iqd" = 0 WHERE "approval_threshold_iqd" IS NULL`);
    await queryRunner.query(`ALTER TABLE "purchasing_settings" ALTER COLUMN "approval_threshold_iqd" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "purchasing_settings" ALTER COLUMN "approval_threshold_iqd" SET DEFAULT '0'`);
  }
}
