import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Closed vocabularies become GraphQL enums with PascalCase values (docs/api-conventions.md,
 * "Vocabularies"): stored values move to the new spelling, including the unit inside each
 * production batch extra (jsonb). Frozen history is left as it was sent or recorded: webhook
 * delivery bodies, outbox payloads and audit entries. Open verification codes are hashed with
 * their purpose, so a code mailed before this migration has to be asked for again.
 */
export class VocabularyEnums1795431694787 implements MigrationInterface {
  name = 'VocabularyEnums1795431694787';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "memberships" ALTER COLUMN "status" SET DEFAULT 'Active'`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ALTER COLUMN "kind" SET DEFAULT 'Event'`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ALTER COLUMN "status" SET DEFAULT 'Pending'`);
    await queryRunner.query(
      `UPDATE "catalog_inventory_items" SET "unit" = CASE "unit" WHEN 'kg' THEN 'Kg' WHEN 'g' THEN 'G' WHEN 'l' THEN 'L' WHEN 'ml' THEN 'Ml' WHEN 'piece' THEN 'Piece' ELSE "unit" END WHERE "unit" IN ('kg', 'g', 'l', 'ml', 'piece')`,
    );
    await queryRunner.query(
      `UPDATE "production_batches" SET "extras" = (SELECT jsonb_agg(CASE WHEN jsonb_typeof(e.value) = 'object' AND e.value->>'unit' IS NOT NULL THEN jsonb_set(e.value, '{unit}', to_jsonb(CASE e.value->>'unit' WHEN 'kg' THEN 'Kg' WHEN 'g' THEN 'G' WHEN 'l' THEN 'L' WHEN 'ml' THEN 'Ml' WHEN 'piece' THEN 'Piece' ELSE e.value->>'unit' END)) ELSE e.value END ORDER BY e.ordinality) FROM jsonb_array_elements("extras") WITH ORDINALITY AS e) WHERE jsonb_typeof("extras") = 'array' AND jsonb_array_length("extras") > 0`,
    );
    await queryRunner.query(
      `UPDATE "production_batches" SET "rice_rounding_method" = CASE "rice_rounding_method" WHEN 'none' THEN 'None' WHEN 'nearest' THEN 'Nearest' WHEN 'up' THEN 'Up' WHEN 'down' THEN 'Down' ELSE "rice_rounding_method" END WHERE "rice_rounding_method" IN ('none', 'nearest', 'up', 'down')`,
    );
    await queryRunner.query(
      `UPDATE "webhook_deliveries" SET "status" = CASE "status" WHEN 'pending' THEN 'Pending' WHEN 'succeeded' THEN 'Succeeded' WHEN 'failed' THEN 'Failed' WHEN 'cancelled' THEN 'Cancelled' ELSE "status" END WHERE "status" IN ('pending', 'succeeded', 'failed', 'cancelled')`,
    );
    await queryRunner.query(
      `UPDATE "webhook_deliveries" SET "kind" = CASE "kind" WHEN 'event' THEN 'Event' WHEN 'test' THEN 'Test' ELSE "kind" END WHERE "kind" IN ('event', 'test')`,
    );
    await queryRunner.query(
      `UPDATE "api_keys" SET "environment" = CASE "environment" WHEN 'live' THEN 'Live' WHEN 'test' THEN 'Test' ELSE "environment" END WHERE "environment" IN ('live', 'test')`,
    );
    await queryRunner.query(
      `UPDATE "memberships" SET "role" = CASE "role" WHEN 'owner' THEN 'Owner' WHEN 'manager' THEN 'Manager' WHEN 'accountant' THEN 'Accountant' WHEN 'hr' THEN 'Hr' WHEN 'staff' THEN 'Staff' ELSE "role" END WHERE "role" IN ('owner', 'manager', 'accountant', 'hr', 'staff')`,
    );
    await queryRunner.query(
      `UPDATE "memberships" SET "status" = CASE "status" WHEN 'invited' THEN 'Invited' WHEN 'active' THEN 'Active' WHEN 'disabled' THEN 'Disabled' ELSE "status" END WHERE "status" IN ('invited', 'active', 'disabled')`,
    );
    await queryRunner.query(
      `UPDATE "identity_codes" SET "purpose" = CASE "purpose" WHEN 'registration' THEN 'Registration' WHEN 'activation' THEN 'Activation' WHEN 'password_reset' THEN 'PasswordReset' WHEN 'email_change_old' THEN 'EmailChangeOld' WHEN 'email_change_new' THEN 'EmailChangeNew' ELSE "purpose" END WHERE "purpose" IN ('registration', 'activation', 'password_reset', 'email_change_old', 'email_change_new')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "identity_codes" SET "purpose" = CASE "purpose" WHEN 'Registration' THEN 'registration' WHEN 'Activation' THEN 'activation' WHEN 'PasswordReset' THEN 'password_reset' WHEN 'EmailChangeOld' THEN 'email_change_old' WHEN 'EmailChangeNew' THEN 'email_change_new' ELSE "purpose" END WHERE "purpose" IN ('Registration', 'Activation', 'PasswordReset', 'EmailChangeOld', 'EmailChangeNew')`,
    );
    await queryRunner.query(
      `UPDATE "memberships" SET "status" = CASE "status" WHEN 'Invited' THEN 'invited' WHEN 'Active' THEN 'active' WHEN 'Disabled' THEN 'disabled' ELSE "status" END WHERE "status" IN ('Invited', 'Active', 'Disabled')`,
    );
    await queryRunner.query(
      `UPDATE "memberships" SET "role" = CASE "role" WHEN 'Owner' THEN 'owner' WHEN 'Manager' THEN 'manager' WHEN 'Accountant' THEN 'accountant' WHEN 'Hr' THEN 'hr' WHEN 'Staff' THEN 'staff' ELSE "role" END WHERE "role" IN ('Owner', 'Manager', 'Accountant', 'Hr', 'Staff')`,
    );
    await queryRunner.query(
      `UPDATE "api_keys" SET "environment" = CASE "environment" WHEN 'Live' THEN 'live' WHEN 'Test' THEN 'test' ELSE "environment" END WHERE "environment" IN ('Live', 'Test')`,
    );
    await queryRunner.query(
      `UPDATE "webhook_deliveries" SET "kind" = CASE "kind" WHEN 'Event' THEN 'event' WHEN 'Test' THEN 'test' ELSE "kind" END WHERE "kind" IN ('Event', 'Test')`,
    );
    await queryRunner.query(
      `UPDATE "webhook_deliveries" SET "status" = CASE "status" WHEN 'Pending' THEN 'pending' WHEN 'Succeeded' THEN 'succeeded' WHEN 'Failed' THEN 'failed' WHEN 'Cancelled' THEN 'cancelled' ELSE "status" END WHERE "status" IN ('Pending', 'Succeeded', 'Failed', 'Cancelled')`,
    );
    await queryRunner.query(
      `UPDATE "production_batches" SET "rice_rounding_method" = CASE "rice_rounding_method" WHEN 'None' THEN 'none' WHEN 'Nearest' THEN 'nearest' WHEN 'Up' THEN 'up' WHEN 'Down' THEN 'down' ELSE "rice_rounding_method" END WHERE "rice_rounding_method" IN ('None', 'Nearest', 'Up', 'Down')`,
    );
    await queryRunner.query(
      `UPDATE "catalog_inventory_items" SET "unit" = CASE "unit" WHEN 'Kg' THEN 'kg' WHEN 'G' THEN 'g' WHEN 'L' THEN 'l' WHEN 'Ml' THEN 'ml' WHEN 'Piece' THEN 'piece' ELSE "unit" END WHERE "unit" IN ('Kg', 'G', 'L', 'Ml', 'Piece')`,
    );
    await queryRunner.query(
      `UPDATE "production_batches" SET "extras" = (SELECT jsonb_agg(CASE WHEN jsonb_typeof(e.value) = 'object' AND e.value->>'unit' IS NOT NULL THEN jsonb_set(e.value, '{unit}', to_jsonb(CASE e.value->>'unit' WHEN 'Kg' THEN 'kg' WHEN 'G' THEN 'g' WHEN 'L' THEN 'l' WHEN 'Ml' THEN 'ml' WHEN 'Piece' THEN 'piece' ELSE e.value->>'unit' END)) ELSE e.value END ORDER BY e.ordinality) FROM jsonb_array_elements("extras") WITH ORDINALITY AS e) WHERE jsonb_typeof("extras") = 'array' AND jsonb_array_length("extras") > 0`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ALTER COLUMN "status" SET DEFAULT 'pending'`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ALTER COLUMN "kind" SET DEFAULT 'event'`);
    await queryRunner.query(`ALTER TABLE "memberships" ALTER COLUMN "status" SET DEFAULT 'active'`);
  }
}
