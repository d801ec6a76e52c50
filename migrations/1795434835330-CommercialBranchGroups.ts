import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CommercialBranchGroups1795434835330 implements MigrationInterface {
  name = 'CommercialBranchGroups1795434835330';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "commercial_branch_groups" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deleted_at" TIMESTAMP WITH TIME ZONE, "deleted_by" uuid, "delete_reason" text, "name" text NOT NULL, "name_ar" text, "name_key" text NOT NULL, "kind" text NOT NULL, "price_tier_pct" integer, CONSTRAINT "PK_ab9d21b326b9275f20f062b8aad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "commercial_branch_groups_org_name_key" ON "commercial_branch_groups"  ("organization_id", "name_key") WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "commercial_branch_group_members" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "group_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "price_tier" boolean NOT NULL, "removed_at" TIMESTAMP WITH TIME ZONE, "removed_by" uuid, "remove_reason" text, CONSTRAINT "PK_6df7bf6de80f62048d98668afc5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "commercial_branch_group_members_one_tier_key" ON "commercial_branch_group_members"  ("organization_id", "branch_id") WHERE removed_at IS NULL AND price_tier`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "commercial_branch_group_members_live_key" ON "commercial_branch_group_members"  ("group_id", "branch_id") WHERE removed_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."commercial_branch_group_members_live_key"`);
    await queryRunner.query(`DROP INDEX "public"."commercial_branch_group_members_one_tier_key"`);
    await queryRunner.query(`DROP TABLE "commercial_branch_group_members"`);
    await queryRunner.query(`DROP INDEX "public"."commercial_branch_groups_org_name_key"`);
    await queryRunner.query(`DROP TABLE "commercial_branch_groups"`);
  }
}
