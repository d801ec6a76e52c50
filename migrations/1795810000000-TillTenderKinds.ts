import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A till payment's tenders carry the kind of the method they were booked under (docs/cash.md,
 * "Split tender"): Cash goes into the drawer, a card, Qi or wallet tender does not. Every tender
 * written before was cash under the payment's Cash method, which the order's payments name.
 */
export class TillTenderKinds1795810000000 implements MigrationInterface {
  name = 'TillTenderKinds1795810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "sales_till_payments" p
          SET "tenders" = (SELECT jsonb_agg(t || '{"kind": "Cash", "methodId": null}'::jsonb ORDER BY n) FROM jsonb_array_elements(p."tenders") WITH ORDINALITY AS e(t, n))
        WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(p."tenders") t WHERE NOT t ? 'kind')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "sales_till_payments" p
          SET "tenders" = (SELECT jsonb_agg(t - 'kind' - 'methodId' ORDER BY n) FROM jsonb_array_elements(p."tenders") WITH ORDINALITY AS e(t, n))`,
    );
  }
}
