import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One running (or once running) service process. Claims and leases name their owner instance, so
 * work held by a process that died can be taken over at once instead of waiting for its lease.
 */
@Entity('service_instances')
@Index('service_instances_lock_key', ['lockKey'], { unique: true })
export class ServiceInstance {
  @PrimaryColumn('uuid')
  id!: string;

  /** The session-level advisory lock (class INSTANCE_LOCK_CLASS, this key) the process holds while alive (PostgreSQL). */
  @Column('int')
  lockKey!: number;

  @Column('text')
  host!: string;

  @Column('int')
  pid!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  startedAt!: Date;
}
