import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CommercialPromotions1795439260517 implements MigrationInterface {
  name = 'CommercialPromotions1795439260517';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "commercial_promotions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "name" text NOT NULL, "discount_percent" numeric(5,2) NOT NULL, "max_discount_cap" bigint, "min_order_value" bigint NOT NULL DEFAULT '0', "start_date" date NOT NULL, "end_date" date NOT NULL, "channel_id" uuid, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_16340d1e7d285a80db582056245" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "commercial_promotions_org_dates" ON "commercial_promotions"  ("organization_id", "start_date", "end_date") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."commercial_promotions_org_dates"`);
    await queryRunner.query(`DROP TABLE "commercial_promotions"`);
  }
}
