import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class IdempotencyEffectResults1795703910876 implements MigrationInterface {
  name = 'IdempotencyEffectResults1795703910876';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_records" ADD "effect_results" bytea array`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_records" DROP COLUMN "effect_results"`);
  }
}
