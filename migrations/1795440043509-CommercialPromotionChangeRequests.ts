import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CommercialPromotionChangeRequests1795440043509 implements MigrationInterface {
  name = 'CommercialPromotionChangeRequests1795440043509';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "commercial_promotion_change_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "promotion_id" uuid, "creates_promotion" boolean NOT NULL, "target_updated_at" TIMESTAMP WITH TIME ZONE, "name" text NOT NULL, "discount_percent" numeric(5,2) NOT NULL, "max_discount_cap" bigint, "min_order_value" bigint NOT NULL DEFAULT '0', "start_date" date NOT NULL, "end_date" date NOT NULL, "channel_id" uuid, "active" boolean NOT NULL, "status" text NOT NULL, "proposed_by" uuid, "decided_by" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, "decision_note" text, CONSTRAINT "PK_fe2e3be320134315666b695cc25" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "commercial_promotion_change_requests_org_status" ON "commercial_promotion_change_requests"  ("organization_id", "status") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."commercial_promotion_change_requests_org_status"`);
    await queryRunner.query(`DROP TABLE "commercial_promotion_change_requests"`);
  }
}
