import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Mails "sent" while SMTP_URL is unset (development): kept here and logged, so a developer can
 * read codes without a mail server. Never used in production (SMTP_URL is required there).
 */
@Entity('dev_mailbox')
@Index('dev_mailbox_to_idx', ['to', 'createdAt'])
export class DevMail {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  to!: string;

  @Column('text')
  subject!: string;

  @Column('text')
  text!: string;

  @Column('text', { nullable: true })
  html!: string | null;

  @Column('text', { nullable: true })
  tag!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
