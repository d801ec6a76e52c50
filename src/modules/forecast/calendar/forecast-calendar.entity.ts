import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { LocalDateScalar } from '../../../core/scalars';
import type { CalendarKind } from '../rules/iraqi-calendar';

/** The kinds of day the forecast knows (rules/iraqi-calendar.ts); the same names as the rules' `CalendarKind`. */
export enum ForecastCalendarKind {
  Friday = 'Friday',
  Ramadan = 'Ramadan',
  EidAlFitr = 'EidAlFitr',
  EidAlAdha = 'EidAlAdha',
  NationalHoliday = 'NationalHoliday',
  ReligiousHoliday = 'ReligiousHoliday',
}
registerEnumType(ForecastCalendarKind, {
  name: 'ForecastCalendarKind',
  description: 'What kind of day a forecast calendar day is: Friday, Ramadan, EidAlFitr, EidAlAdha, NationalHoliday or ReligiousHoliday.',
  valuesConfig: {
    Friday: { description: 'A Friday marked by hand (every Friday is already known by its weekday).' },
    Ramadan: { description: 'A day of Ramadan.' },
    EidAlFitr: { description: 'A day of Eid al-Fitr.' },
    EidAlAdha: { description: 'A day of Eid al-Adha.' },
    NationalHoliday: { description: 'A national holiday.' },
    ReligiousHoliday: { description: 'Another religious holiday (Islamic New Year, Ashura, the Prophet’s Birthday).' },
  },
});

// Compile-time check that the enum and the rules' kinds stay the same set.
const KIND_CHECK: Record<CalendarKind, ForecastCalendarKind> = ForecastCalendarKind;
void KIND_CHECK;

/**
 * A day of the organisation's forecast calendar (docs/forecast.md, "Calendar"): seeded from the
 * Iraqi defaults when the organisation is created, edited by the owner (an Eid moved by a day).
 */
@ObjectType('ForecastCalendarDay', { simpleResolvers: true, description: "A day of the organisation's forecast calendar (Ramadan, an Eid, a holiday)." })
@Entity('forecast_calendar_days')
@Index('forecast_calendar_days_org_date_kind', ['organizationId', 'date', 'kind'], { unique: true })
export class ForecastCalendarDay extends OrganizationRecord {
  @Field(() => LocalDateScalar, { description: 'The date (YYYY-MM-DD).' })
  @Column('date')
  date!: string;

  @Field(() => ForecastCalendarKind, { description: 'What kind of day it is; a date can carry two kinds (a Friday in Ramadan).' })
  @Column('text')
  kind!: ForecastCalendarKind;

  @Field(() => String, { description: 'Name in English.' })
  @Column('text')
  nameEn!: string;

  @Field(() => String, { description: 'Name in Arabic.' })
  @Column('text')
  nameAr!: string;
}
