import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class ServiceInstances1795434098322 implements MigrationInterface {
  name = 'ServiceInstances1795434098322';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "service_instances" ("id" uuid NOT NULL, "lock_key" integer NOT NULL, "host" text NOT NULL, "pid" integer NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e953014223dbd76e755016bb507" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "service_instances_lock_key" ON "service_instances"  ("lock_key") `);
    await queryRunner.query(`ALTER TABLE "idempotency_records" ADD "owner_instance" uuid`);
    await queryRunner.query(`ALTER TABLE "idempotency_records" ADD "effect_committed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD "lease_owner" uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP COLUMN "lease_owner"`);
    await queryRunner.query(`ALTER TABLE "idempotency_records" DROP COLUMN "effect_committed_at"`);
    await queryRunner.query(`ALTER TABLE "idempotency_records" DROP COLUMN "owner_instance"`);
    await queryRunner.query(`DROP INDEX "public"."service_instances_lock_key"`);
    await queryRunner.query(`DROP TABLE "service_instances"`);
  }
}
