import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { int64 } from '../db/transformers';

/**
 * A produced file (export, report attachment) kept in the database so that any node can serve it
 * (docs/exports.md, "Files"). The bytes live in `stored_file_chunks`; `complete` is set once the last chunk
 * is written, so a half-written file (a crash while writing) is never served.
 */
@Entity('stored_files')
@Index('stored_files_expires_idx', ['expiresAt'])
@Index('stored_files_org_idx', ['organizationId', 'createdAt'])
export class StoredFile {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('text')
  fileName!: string;

  @Column('text')
  contentType!: string;

  @Column('bigint', { transformer: int64, default: 0 })
  size!: number;

  @Column('integer', { default: 0 })
  chunkCount!: number;

  @Column('boolean', { default: false })
  complete!: boolean;

  @Column('timestamptz')
  expiresAt!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

/** One piece of a stored file, in order (`seq` from 0). */
@Entity('stored_file_chunks')
export class StoredFileChunk {
  @PrimaryColumn('uuid')
  fileId!: string;

  @PrimaryColumn('integer')
  seq!: number;

  @Column('bytea')
  data!: Buffer;
}
