import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class DevMailbox1795331618962 implements MigrationInterface {
  name = 'DevMailbox1795331618962';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dev_mailbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "to" text NOT NULL, "subject" text NOT NULL, "text" text NOT NULL, "html" text, "tag" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_20c1474670441bbc0659092401f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "dev_mailbox_to_idx" ON "dev_mailbox"  ("to", "created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."dev_mailbox_to_idx"`);
    await queryRunner.query(`DROP TABLE "dev_mailbox"`);
  }
}
