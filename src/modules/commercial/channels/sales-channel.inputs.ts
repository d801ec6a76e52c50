import { Field, InputType } from 'type-graphql';
import { IsEnum, IsNotEmpty, IsOptional, MaxLength, ValidateIf } from 'class-validator';
import { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';

const KIND_MESSAGE = 'must be one of DineIn, Takeaway, Delivery, SelfOrder, Partner';

@InputType({ description: 'A new sales channel.' })
export class CreateSalesChannelInput {
  @Field(() => String, { description: 'Unique in the organisation (case-insensitive); at most 120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => SalesChannelKind, { description: 'What kind of channel it is.' })
  @IsEnum(SalesChannelKind, { message: KIND_MESSAGE })
  kind!: SalesChannelKind;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @IsOptional()
  active?: boolean | null;
}

@InputType({ description: 'Changes to a sales channel; omitted fields keep their value (activate/deactivate change the flag).' })
export class UpdateSalesChannelInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-120 characters; left out keeps it.' })
  @ValidateIf((o: UpdateSalesChannelInput) => o.name !== undefined)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Arabic name; null clears it.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => SalesChannelKind, { nullable: true, description: 'New kind; left out keeps it.' })
  @ValidateIf((o: UpdateSalesChannelInput) => o.kind !== undefined)
  @IsEnum(SalesChannelKind, { message: KIND_MESSAGE })
  kind?: SalesChannelKind | null;
}

@InputType({ description: 'Conditions on the sales channel list.' })
export class SalesChannelFilter {
  @Field(() => SalesChannelKind, { nullable: true, description: 'Only channels of this kind.' })
  kind?: SalesChannelKind;

  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or inactive (false) channels.' })
  active?: boolean;
}
