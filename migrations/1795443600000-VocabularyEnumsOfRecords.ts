import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Three more closed vocabularies become GraphQL enums with PascalCase values, as the first
 * vocabulary migration did (docs/api-conventions.md, "Vocabularies"): the status of an e-mail
 * change, and the trigger and outcome of a webhook attempt (with the delivery's next trigger).
 * Audit entries and employment history keep their recorded actor kind and transport; their
 * enums map the PascalCase names to the stored values instead.
 */
export class VocabularyEnumsOfRecords1795443600000 implements MigrationInterface {
  name = 'VocabularyEnumsOfRecords1795443600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_change_requests" ALTER COLUMN "status" SET DEFAULT 'Pending'`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ALTER COLUMN "next_trigger" SET DEFAULT 'Automatic'`);
    await queryRunner.query(
      `UPDATE "email_change_requests" SET "status" = CASE "status" WHEN 'pending' THEN 'Pending' WHEN 'completed' THEN 'Completed' WHEN 'cancelled' THEN 'Cancelled' ELSE "status" END WHERE "status" IN ('pending', 'completed', 'cancelled')`,
    );
    await queryRunner.query(
      `UPDATE "webhook_deliveries" SET "next_trigger" = CASE "next_trigger" WHEN 'automatic' THEN 'Automatic' WHEN 'manual' THEN 'Manual' WHEN 'test' THEN 'Test' ELSE "next_trigger" END WHERE "next_trigger" IN ('automatic', 'manual', 'test')`,
    );
    await queryRunner.query(
      `UPDATE "webhook_delivery_attempts" SET "trigger" = CASE "trigger" WHEN 'automatic' THEN 'Automatic' WHEN 'manual' THEN 'Manual' WHEN 'test' THEN 'Test' ELSE "trigger" END WHERE "trigger" IN ('automatic', 'manual', 'test')`,
    );
    await queryRunner.query(
      `UPDATE "webhook_delivery_attempts" SET "outcome" = CASE "outcome" WHEN 'succeeded' THEN 'Succeeded' WHEN 'retrying' THEN 'Retrying' WHEN 'failed' THEN 'Failed' ELSE "outcome" END WHERE "outcome" IN ('succeeded', 'retrying', 'failed')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "webhook_delivery_attempts" SET "outcome" = CASE "outcome" WHEN 'Succeeded' THEN 'succeeded' WHEN 'Retrying' THEN 'retrying' WHEN 'Failed' THEN 'failed' ELSE "outcome" END WHERE "outcome" IN ('Succeeded', 'Retrying', 'Failed')`,
    );
    await queryRunner.query(
      `UPDATE "webhook_delivery_attempts" SET "trigger" = CASE "trigger" WHEN 'Automatic' THEN 'automatic' WHEN 'Manual' THEN 'manual' WHEN 'Test' THEN 'test' ELSE "trigger" END WHERE "trigger" IN ('Automatic', 'Manual', 'Test')`,
    );
    await queryRunner.query(
      `UPDATE "webhook_deliveries" SET "next_trigger" = CASE "next_trigger" WHEN 'Automatic' THEN 'automatic' WHEN 'Manual' THEN 'manual' WHEN 'Test' THEN 'test' ELSE "next_trigger" END WHERE "next_trigger" IN ('Automatic', 'Manual', 'Test')`,
    );
    await queryRunner.query(
      `UPDATE "email_change_requests" SET "status" = CASE "status" WHEN 'Pending' THEN 'pending' WHEN 'Completed' THEN 'completed' WHEN 'Cancelled' THEN 'cancelled' ELSE "status" END WHERE "status" IN ('Pending', 'Completed', 'Cancelled')`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ALTER COLUMN "next_trigger" SET DEFAULT 'automatic'`);
    await queryRunner.query(`ALTER TABLE "email_change_requests" ALTER COLUMN "status" SET DEFAULT 'pending'`);
  }
}
