import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A completed order's stock posting is written with the COMMIT behind it (docs/inventory.md, "On
 * hand, value and the costing rule"), so its refusals can no longer be read by the service before
 * the COMMIT: the statement raises them. SQL has no statement that raises, hence this function; its
 * SQLSTATE and the verdict in DETAIL are read back by stock-posting.ts.
 */
export class StockPostingRefusal1795770000000 implements MigrationInterface {
  name = 'StockPostingRefusal1795770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION "stock_posting_refused"(verdict jsonb) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'BOSPR', MESSAGE = 'stock posting refused', DETAIL = verdict::text;
END
$$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "stock_posting_refused"(jsonb)`);
  }
}
