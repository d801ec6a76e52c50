import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { decimal } from '../../../core/db/transformers';

/** An organisation's forecast settings, one row created on first change (without a row the defaults hold). */
@Entity('forecast_settings')
export class ForecastSettingsRow {
  @PrimaryColumn('uuid')
  organizationId!: string;

  /** The upper quantile the forecast stores and the batch proposal takes (0.5 ≤ level < 1). */
  @Column('numeric', { precision: 4, scale: 3, transformer: decimal })
  serviceLevel!: number;

  @Column('uuid', { nullable: true })
  updatedBy!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
