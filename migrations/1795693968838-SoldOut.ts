import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class SoldOut1795693968838 implements MigrationInterface {
  name = 'SoldOut1795693968838';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sales_sold_out" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "branch_id" uuid NOT NULL, "target_kind" text NOT NULL, "target_id" uuid NOT NULL, "name" text NOT NULL, "product_ids" uuid array NOT NULL DEFAULT '{}', "created_by" uuid, CONSTRAINT "PK_d935a7fffc33177e403e58d90f1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "sales_sold_out_target" ON "sales_sold_out"  ("branch_id", "target_kind", "target_id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."sales_sold_out_target"`);
    await queryRunner.query(`DROP TABLE "sales_sold_out"`);
  }
}
