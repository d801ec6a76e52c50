import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One issued secret of an API key, stored as a SHA-256 hash. `lookupId` is the random public part
 * of the key string (bo_<env>_<lookupId>_…): an indexed lookup finds the row, then the hashes are
 * compared in constant time. A rotation adds a row and gives the old one a `validUntil`.
 */
@Entity('api_key_secrets')
@Index('api_key_secrets_lookup_key', ['lookupId'], { unique: true })
@Index('api_key_secrets_key_idx', ['apiKeyId'])
export class ApiKeySecret {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  apiKeyId!: string;

  @Column('text')
  lookupId!: string;

  /** Hex SHA-256 of the whole key string. */
  @Column('text')
  secretHash!: string;

  @Column('text')
  lastFour!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** Null while current; after a rotation the end of the grace period. */
  @Column('timestamptz', { nullable: true })
  validUntil!: Date | null;
}
