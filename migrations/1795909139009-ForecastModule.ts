import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The Iraqi calendar defaults of 2025–2032 (src/modules/forecast/rules/iraqi-calendar.ts, Fridays left
 * out: the models know the weekday), frozen here as they were when the forecast module was added:
 * [kind, English name, Arabic name, dates]. Registration seeds a new organisation's calendar from the
 * rules; this backfills every organisation registered before.
 */
const DEFAULT_DAYS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['NationalHoliday', "New Year's Day", 'رأس السنة الميلادية', '2025-01-01 2026-01-01 2027-01-01 2028-01-01 2029-01-01 2030-01-01 2031-01-01 2032-01-01'],
  ['NationalHoliday', 'Army Day', 'عيد الجيش العراقي', '2025-01-06 2026-01-06 2027-01-06 2028-01-06 2029-01-06 2030-01-06 2031-01-06 2032-01-06'],
  [
    'Ramadan',
    'Ramadan',
    'شهر رمضان',
    '2025-03-01 2025-03-02 2025-03-03 2025-03-04 2025-03-05 2025-03-06 2025-03-07 2025-03-08 2025-03-09 2025-03-10 2025-03-11 2025-03-12 2025-03-13 2025-03-14 2025-03-15 2025-03-16 2025-03-17 2025-03-18 2025-03-19 2025-03-20 2025-03-21 2025-03-22 2025-03-23 2025-03-24 2025-03-25 2025-03-26 2025-03-27 2025-03-28 2025-03-29 2026-02-18 2026-02-19 2026-02-20 2026-02-21 2026-02-22 2026-02-23 2026-02-24 2026-02-25 2026-02-26 2026-02-27 2026-02-28 2026-03-01 2026-03-02 2026-03-03 2026-03-04 2026-03-05 2026-03-06 2026-03-07 2026-03-08 2026-03-09 2026-03-10 2026-03-11 2026-03-12 2026-03-13 2026-03-14 2026-03-15 2026-03-16 2026-03-17 2026-03-18 2026-03-19 2027-02-08 2027-02-09 2027-02-10 2027-02-11 2027-02-12 2027-02-13 2027-02-14 2027-02-15 2027-02-16 2027-02-17 2027-02-18 2027-02-19 2027-02-20 2027-02-21 2027-02-22 2027-02-23 2027-02-24 2027-02-25 2027-02-26 2027-02-27 2027-02-28 2027-03-01 2027-03-02 2027-03-03 2027-03-04 2027-03-05 2027-03-06 2027-03-07 2027-03-08 2028-01-28 2028-01-29 2028-01-30 2028-01-31 2028-02-01 2028-02-02 2028-02-03 2028-02-04 2028-02-05 2028-02-06 2028-02-07 2028-02-08 2028-02-09 2028-02-10 2028-02-11 2028-02-12 2028-02-13 2028-02-14 2028-02-15 2028-02-16 2028-02-17 2028-02-18 2028-02-19 2028-02-20 2028-02-21 2028-02-22 2028-02-23 2028-02-24 2028-02-25 2029-01-16 2029-01-17 2029-01-18 2029-01-19 2029-01-20 2029-01-21 2029-01-22 2029-01-23 2029-01-24 2029-01-25 2029-01-26 2029-01-27 2029-01-28 2029-01-29 2029-01-30 2029-01-31 2029-02-01 2029-02-02 2029-02-03 2029-02-04 2029-02-05 2029-02-06 2029-02-07 2029-02-08 2029-02-09 2029-02-10 2029-02-11 2029-02-12 2029-02-13 2030-01-05 2030-01-06 2030-01-07 2030-01-08 2030-01-09 2030-01-10 2030-01-11 2030-01-12 2030-01-13 2030-01-14 2030-01-15 2030-01-16 2030-01-17 2030-01-18 2030-01-19 2030-01-20 2030-01-21 2030-01-22 2030-01-23 2030-01-24 2030-01-25 2030-01-26 2030-01-27 2030-01-28 2030-01-29 2030-01-30 2030-01-31 2030-02-01 2030-02-02 2030-02-03 2030-12-26 2030-12-27 2030-12-28 2030-12-29 2030-12-30 2030-12-31 2031-01-01 2031-01-02 2031-01-03 2031-01-04 2031-01-05 2031-01-06 2031-01-07 2031-01-08 2031-01-09 2031-01-10 2031-01-11 2031-01-12 2031-01-13 2031-01-14 2031-01-15 2031-01-16 2031-01-17 2031-01-18 2031-01-19 2031-01-20 2031-01-21 2031-01-22 2031-01-23 2031-12-16 2031-12-17 2031-12-18 2031-12-19 2031-12-20 2031-12-21 2031-12-22 2031-12-23 2031-12-24 2031-12-25 2031-12-26 2031-12-27 2031-12-28 2031-12-29 2031-12-30 2031-12-31 2032-01-01 2032-01-02 2032-01-03 2032-01-04 2032-01-05 2032-01-06 2032-01-07 2032-01-08 2032-01-09 2032-01-10 2032-01-11 2032-01-12 2032-01-13 2032-12-04 2032-12-05 2032-12-06 2032-12-07 2032-12-08 2032-12-09 2032-12-10 2032-12-11 2032-12-12 2032-12-13 2032-12-14 2032-12-15 2032-12-16 2032-12-17 2032-12-18 2032-12-19 2032-12-20 2032-12-21 2032-12-22 2032-12-23 2032-12-24 2032-12-25 2032-12-26 2032-12-27 2032-12-28 2032-12-29 2032-12-30 2032-12-31',
  ],
  ['NationalHoliday', 'Nowruz', 'عيد نوروز', '2025-03-21 2026-03-21 2027-03-21 2028-03-21 2029-03-21 2030-03-21 2031-03-21 2032-03-21'],
  [
    'EidAlFitr',
    'Eid al-Fitr',
    'عيد الفطر',
    '2025-03-30 2025-03-31 2025-04-01 2026-03-20 2026-03-21 2026-03-22 2027-03-09 2027-03-10 2027-03-11 2028-02-26 2028-02-27 2028-02-28 2029-02-14 2029-02-15 2029-02-16 2030-02-04 2030-02-05 2030-02-06 2031-01-24 2031-01-25 2031-01-26 2032-01-14 2032-01-15 2032-01-16',
  ],
  ['NationalHoliday', 'Labour Day', 'عيد العمال', '2025-05-01 2026-05-01 2027-05-01 2028-05-01 2029-05-01 2030-05-01 2031-05-01 2032-05-01'],
  [
    'EidAlAdha',
    'Eid al-Adha',
    'عيد الأضحى',
    '2025-06-06 2025-06-07 2025-06-08 2025-06-09 2026-05-27 2026-05-28 2026-05-29 2026-05-30 2027-05-16 2027-05-17 2027-05-18 2027-05-19 2028-05-05 2028-05-06 2028-05-07 2028-05-08 2029-04-24 2029-04-25 2029-04-26 2029-04-27 2030-04-13 2030-04-14 2030-04-15 2030-04-16 2031-04-02 2031-04-03 2031-04-04 2031-04-05 2032-03-22 2032-03-23 2032-03-24 2032-03-25',
  ],
  ['ReligiousHoliday', 'Islamic New Year', 'رأس السنة الهجرية', '2025-06-26 2026-06-16 2027-06-06 2028-05-25 2029-05-14 2030-05-04 2031-04-23 2032-04-11'],
  ['ReligiousHoliday', 'Ashura', 'عاشوراء', '2025-07-05 2026-06-25 2027-06-15 2028-06-03 2029-05-23 2030-05-13 2031-05-02 2032-04-20'],
  ['NationalHoliday', 'Republic Day', 'ذكرى ثورة 14 تموز', '2025-07-14 2026-07-14 2027-07-14 2028-07-14 2029-07-14 2030-07-14 2031-07-14 2032-07-14'],
  ['ReligiousHoliday', "Prophet's Birthday", 'المولد النبوي الشريف', '2025-09-04 2026-08-25 2027-08-14 2028-08-03 2029-07-24 2030-07-13 2031-07-02 2032-06-20'],
  ['NationalHoliday', 'National Day', 'اليوم الوطني', '2025-10-03 2026-10-03 2027-10-03 2028-10-03 2029-10-03 2030-10-03 2031-10-03 2032-10-03'],
  ['NationalHoliday', 'Victory Day', 'يوم النصر', '2025-12-10 2026-12-10 2027-12-10 2028-12-10 2029-12-10 2030-12-10 2031-12-10 2032-12-10'],
  ['NationalHoliday', 'Christmas Day', 'عيد الميلاد المجيد', '2025-12-25 2026-12-25 2027-12-25 2028-12-25 2029-12-25 2030-12-25 2031-12-25 2032-12-25'],
];

/**
 * The demand forecast (docs/forecast.md): the organisation's calendar, its settings, the stored
 * forecasts per series and day, and the batch proposals recorded beside what was decided.
 */
export class ForecastModule1795909139009 implements MigrationInterface {
  name = 'ForecastModule1795909139009';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "forecast_calendar_days" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "date" date NOT NULL, "kind" text NOT NULL, "name_en" text NOT NULL, "name_ar" text NOT NULL, CONSTRAINT "PK_42891c6c755e2229af5f0581c28" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "forecast_calendar_days_org_date_kind" ON "forecast_calendar_days"  ("organization_id", "date", "kind") `);
    await queryRunner.query(
      `CREATE TABLE "forecast_settings" ("organization_id" uuid NOT NULL, "service_level" numeric(4,3) NOT NULL, "updated_by" uuid, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bf1256d739b03d1b0027bd657d1" PRIMARY KEY ("organization_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "forecast_series" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "inventory_item_id" uuid NOT NULL, "branch_name" text NOT NULL, "item_name" text NOT NULL, "item_name_ar" text, "unit" text NOT NULL, "model" text NOT NULL, "service_level" numeric(4,3) NOT NULL, "training_from" date, "training_to" date, "training_days" integer NOT NULL, "borrowed" boolean NOT NULL, "last_known_date" date NOT NULL, "backtest_from" date NOT NULL, "backtest_to" date NOT NULL, "chosen_one_day_wape" double precision, "chosen_one_day_bias" double precision, "chosen_seven_day_wape" double precision, "chosen_seven_day_bias" double precision, "baseline_one_day_wape" double precision, "baseline_one_day_bias" double precision, "baseline_seven_day_wape" double precision, "baseline_seven_day_bias" double precision, "backtest" jsonb NOT NULL, "history" jsonb NOT NULL, "computed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_5619505aa010eb7dac20b3aa4c7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "forecast_series_org_branch_item_name" ON "forecast_series"  ("organization_id", "branch_id", "item_name", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "forecast_series_branch_item" ON "forecast_series"  ("branch_id", "inventory_item_id") `);
    await queryRunner.query(
      `CREATE TABLE "forecast_days" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "inventory_item_id" uuid NOT NULL, "business_date" date NOT NULL, "horizon" integer NOT NULL, "model" text NOT NULL, "training_from" date, "training_to" date, "point" numeric(14,3) NOT NULL, "median" numeric(14,3) NOT NULL, "upper" numeric(14,3) NOT NULL, "service_level" numeric(4,3) NOT NULL, "explanation" jsonb NOT NULL, "computed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_3209fcd2c648b4cb906efdacc87" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "forecast_days_org_branch_date" ON "forecast_days"  ("organization_id", "branch_id", "business_date") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "forecast_days_branch_item_date" ON "forecast_days"  ("branch_id", "inventory_item_id", "business_date") `);
    await queryRunner.query(
      `CREATE TABLE "forecast_batch_proposals" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "organization_id" uuid NOT NULL, "branch_id" uuid NOT NULL, "business_date" date NOT NULL, "batch_id" uuid NOT NULL, "quantile" text NOT NULL, "service_level" numeric(4,3) NOT NULL, "proposed_chicken_count" integer, "proposed_meat_kg" numeric(14,3), "proposed_raw_rice_kg" numeric(14,3), "decided_chicken_count" integer NOT NULL, "decided_meat_kg" numeric(14,3) NOT NULL, "decided_raw_rice_kg" numeric(14,3) NOT NULL, "lines" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_24e52d9ba687e486260f62ccb11" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "forecast_batch_proposals_org_branch_date" ON "forecast_batch_proposals"  ("organization_id", "branch_id", "business_date") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "forecast_batch_proposals_batch" ON "forecast_batch_proposals"  ("batch_id") `);

    await ForecastModule1795909139009.backfillCalendars(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."forecast_batch_proposals_batch"`);
    await queryRunner.query(`DROP INDEX "public"."forecast_batch_proposals_org_branch_date"`);
    await queryRunner.query(`DROP TABLE "forecast_batch_proposals"`);
    await queryRunner.query(`DROP INDEX "public"."forecast_days_branch_item_date"`);
    await queryRunner.query(`DROP INDEX "public"."forecast_days_org_branch_date"`);
    await queryRunner.query(`DROP TABLE "forecast_days"`);
    await queryRunner.query(`DROP INDEX "public"."forecast_series_branch_item"`);
    await queryRunner.query(`DROP INDEX "public"."forecast_series_org_branch_item_name"`);
    await queryRunner.query(`DROP TABLE "forecast_series"`);
    await queryRunner.query(`DROP TABLE "forecast_settings"`);
    await queryRunner.query(`DROP INDEX "public"."forecast_calendar_days_org_date_kind"`);
    await queryRunner.query(`DROP TABLE "forecast_calendar_days"`);
  }

  /**
   * Seeds every organisation's calendar with the defaults above; a date already carrying the kind is
   * left as it is, so running it again adds nothing (test/modules/forecast/forecast-calendar-migration.test.ts).
   */
  static async backfillCalendars(queryRunner: QueryRunner): Promise<void> {
    const rows = DEFAULT_DAYS.flatMap(([kind, nameEn, nameAr, dates]) => dates.split(' ').map((date) => ({ date, kind, nameEn, nameAr })));
    await queryRunner.query(
      `INSERT INTO "forecast_calendar_days" ("organization_id", "date", "kind", "name_en", "name_ar")
       SELECT o."id", d.date, d.kind, d.name_en, d.name_ar
         FROM "organizations" o CROSS JOIN unnest($1::date[], $2::text[], $3::text[], $4::text[]) AS d(date, kind, name_en, name_ar)
       ON CONFLICT ("organization_id", "date", "kind") DO NOTHING`,
      [rows.map((r) => r.date), rows.map((r) => r.kind), rows.map((r) => r.nameEn), rows.map((r) => r.nameAr)],
    );
  }
}
