import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The instance attempting an outbound delivery message: a dead one's lease is taken over at once (docs/delivery.md, "Outbound calls"). */
export class DeliveryOutboundLeaseOwner1795932200000 implements MigrationInterface {
  name = 'DeliveryOutboundLeaseOwner1795932200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "delivery_outbound_messages" ADD "lease_owner" uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "delivery_outbound_messages" DROP COLUMN "lease_owner"`);
  }
}
