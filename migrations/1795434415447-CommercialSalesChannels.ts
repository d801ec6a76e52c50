import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CommercialSalesChannels1795434415447 implements MigrationInterface {
  name = 'CommercialSalesChannels1795434415447';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "commercial_sales_channels" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" text NOT NULL, "name_ar" text, "name_key" text NOT NULL, "kind" text NOT NULL, "active" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_1f412e0180a5e4b4a8a16ff7266" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "commercial_sales_channels_org_name_key" ON "commercial_sales_channels"  ("organization_id", "name_key") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."commercial_sales_channels_org_name_key"`);
    await queryRunner.query(`DROP TABLE "commercial_sales_channels"`);
  }
}
