import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { SelfOrderTable } from './self-order-table.entity';

@InputType({ description: 'A new self-order table; a QR token is issued at once.' })
export class CreateSelfOrderTableInput {
  @Field(() => UuidScalar, { nullable: true, description: "The table's branch; defaults to the caller's active branch." })
  branchId?: string | null;

  @Field(() => String, { description: 'Unique in the branch (case-insensitive); at most 60 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(60, { message: 'must be at most 60 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Area of the restaurant (e.g. Terrace), at most 60 characters.' })
  @IsOptional()
  @MaxLength(60, { message: 'must be at most 60 characters' })
  area?: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 100.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(1, { message: 'must be at least 1' })
  @Max(100, { message: 'must be at most 100' })
  seats?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @IsOptional()
  active?: boolean | null;
}

@InputType({ description: 'Changes to a table; omitted fields keep their value. The QR token changes only by rotate/revoke.' })
export class UpdateSelfOrderTableInput {
  @Field(() => String, { nullable: true, description: 'New table name, 1-60 characters; left out keeps it.' })
  @ValidateIf((o: UpdateSelfOrderTableInput) => o.name !== undefined)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(60, { message: 'must be at most 60 characters' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'New area, at most 60 characters; null clears it.' })
  @IsOptional()
  @MaxLength(60, { message: 'must be at most 60 characters' })
  area?: string | null;

  @Field(() => Int, { nullable: true, description: 'New number of seats, 1-100; null clears it.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(1, { message: 'must be at least 1' })
  @Max(100, { message: 'must be at most 100' })
  seats?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'false: guests scanning the QR get 404 until it is true again.' })
  @IsOptional()
  active?: boolean | null;
}

@InputType({ description: 'Conditions on the self-order table list.' })
export class SelfOrderTableFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only tables of this branch.' })
  branchId?: string;

  @Field(() => Boolean, { nullable: true, description: 'true: only active tables; false: only inactive ones; null: both.' })
  active?: boolean;
}

@ObjectType('IssuedQrToken', { simpleResolvers: true, description: 'A table with its new QR token: shown once (create, rotate); store or print it now.' })
export class IssuedQrToken {
  @Field(() => SelfOrderTable, { description: 'The table the token belongs to.' })
  table!: SelfOrderTable;

  @Field(() => String, { description: 'The credential of the guest paths (/api/v1/guest/self-order/{qrToken}); never shown again.' })
  qrToken!: string;

  @Field(() => String, { description: 'The ordering page address printed in the QR code.' })
  orderUrl!: string;

  @Field(() => String, { description: 'QR code of orderUrl as an SVG data URL (data:image/svg+xml;base64,…).' })
  qrSvg!: string;

  @Field(() => String, { description: 'QR code of orderUrl as a 512 px PNG data URL (data:image/png;base64,…).' })
  qrPng!: string;
}
