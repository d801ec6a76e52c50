import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A branch that hides a product (the product is offered everywhere else). */
@Entity('catalog_product_branch_exclusions')
@Index('catalog_product_branch_exclusions_key', ['productId', 'branchId'], { unique: true })
export class ProductBranchExclusion {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('uuid')
  productId!: string;

  @Column('uuid')
  branchId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
