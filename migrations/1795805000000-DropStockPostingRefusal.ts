import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A completed order's stock posting is an ordinary statement whose refusal the service reads before
 * its COMMIT (docs/inventory.md, "On hand, value and the costing rule"): the function that raised
 * the refusal from SQL is no longer called.
 */
export class DropStockPostingRefusal1795805000000 implements MigrationInterface {
  name = 'DropStockPostingRefusal1795805000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION IF EXISTS "stock_posting_refused"(jsonb)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION "stock_posting_refused"(verdict jsonb) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'BOSPR', MESSAGE = 'stock posting refused', DETAIL = verdict::text;
END
$$`);
  }
}
