import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Every organisation takes cash at the till from its first day: registration now creates a Cash
 * payment method (docs/orders.md, "Payment methods"), and this gives one to each organisation
 * registered before that which has no method of kind Cash at all. An organisation that deactivated
 * its Cash method chose so and keeps it; one whose "Cash" name is taken by another kind is left as
 * it is (the name is unique per organisation) and creates its own.
 */
export class StarterCashMethod1795800000000 implements MigrationInterface {
  name = 'StarterCashMethod1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "sales_payment_methods" ("organization_id", "name", "name_ar", "name_key", "kind", "allowed_for_self_order", "active")
       SELECT o."id", 'Cash', 'نقدًا', 'cash', 'Cash', false, true
         FROM "organizations" o
        WHERE NOT EXISTS (SELECT 1 FROM "sales_payment_methods" m WHERE m."organization_id" = o."id" AND m."kind" = 'Cash')
       ON CONFLICT ("organization_id", "name_key") DO NOTHING`,
    );
  }

  async down(): Promise<void> {
    // The methods may have taken payments since; they stay.
  }
}
