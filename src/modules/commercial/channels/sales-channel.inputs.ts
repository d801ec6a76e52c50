import { Field, InputType } from 'type-graphql';
import { IsEnum, IsOptional, ValidateIf } from 'class-validator';
import { NamedCreateInput, NamedUpdateInput } from '../../../core/validation/named-inputs';
import { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';

const KIND_MESSAGE = 'must be one of DineIn, Takeaway, Delivery, SelfOrder, Partner';

@InputType({ description: 'A new sales channel.' })
export class CreateSalesChannelInput extends NamedCreateInput {
  @Field(() => SalesChannelKind, { description: 'What kind of channel it is.' })
  @IsEnum(SalesChannelKind, { message: KIND_MESSAGE })
  kind!: SalesChannelKind;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @IsOptional()
  active?: boolean | null;
}

@InputType({ description: 'Changes to a sales channel; omitted fields keep their value (activate/deactivate change the flag).' })
export class UpdateSalesChannelInput extends NamedUpdateInput {
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
