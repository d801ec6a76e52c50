import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsEnum, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { JsonObjectScalar, UuidScalar } from '../../../core/scalars';
import { DeliveryPlatform, DeliveryStoreState } from '../shared/delivery-vocabulary';
import { DeliveryConnection } from './delivery-connection.entity';

const PLATFORM_MESSAGE = 'must be one of Generic, DeliveryHero';
const STATE_MESSAGE = 'must be one of Open, Busy, Paused';

@InputType({ description: 'A new connection of a branch to a delivery platform.' })
export class CreateDeliveryConnectionInput {
  @Field(() => UuidScalar, { description: 'The branch whose store it is.' })
  @IsNotEmpty({ message: 'is required' })
  branchId!: string;

  @Field(() => DeliveryPlatform, { description: 'The platform (and so the adapter).' })
  @IsEnum(DeliveryPlatform, { message: PLATFORM_MESSAGE })
  platform!: DeliveryPlatform;

  @Field(() => String, { description: 'Name shown in the console, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => ID, { description: "The platform's id of the store, 1-200 characters; unique per platform in the organisation." })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(200, { message: 'must be at most 200 characters' })
  platformStoreId!: string;

  @Field(() => UuidScalar, { description: 'The sales channel (and price tier) of its orders.' })
  @IsNotEmpty({ message: 'is required' })
  channelId!: string;

  @Field(() => Boolean, { nullable: true, description: 'Accept orders as they arrive; defaults to false.' })
  @IsOptional()
  autoAccept?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Seconds to accept an order before it is rejected automatically, 60-3600; defaults to 300.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(60, { message: 'must be at least 60' })
  @Max(3600, { message: 'must be at most 3600' })
  acceptDeadlineSeconds?: number | null;

  @Field(() => Int, { nullable: true, description: 'Preparation time in minutes, 1-240; defaults to 20.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(1, { message: 'must be at least 1' })
  @Max(240, { message: 'must be at most 240' })
  preparationMinutes?: number | null;

  @Field(() => String, { nullable: true, description: 'https URL the service calls with statuses, availability, store state and menus; null: none.' })
  @IsOptional()
  @MaxLength(2048, { message: 'must be at most 2048 characters' })
  outboundUrl?: string | null;

  @Field(() => JsonObjectScalar, {
    nullable: true,
    description:
      "The platform's credentials as named strings (docs/delivery.md per platform); stored encrypted, never returned. Generic: none (the service makes the signing secret).",
  })
  @IsOptional()
  credentials?: Record<string, unknown> | null;
}

@InputType({ description: 'Changes to a connection; omitted fields keep their value.' })
export class UpdateDeliveryConnectionInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-120 characters.' })
  @ValidateIf((o: UpdateDeliveryConnectionInput) => o.name !== undefined)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Another sales channel for its next orders.' })
  @ValidateIf((o: UpdateDeliveryConnectionInput) => o.channelId !== undefined)
  @IsNotEmpty({ message: 'is required' })
  channelId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Accept orders as they arrive.' })
  @IsOptional()
  autoAccept?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Seconds to accept an order, 60-3600.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(60, { message: 'must be at least 60' })
  @Max(3600, { message: 'must be at most 3600' })
  acceptDeadlineSeconds?: number | null;

  @Field(() => String, { nullable: true, description: 'New outbound URL; null removes it.' })
  @IsOptional()
  @MaxLength(2048, { message: 'must be at most 2048 characters' })
  outboundUrl?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the connection takes and sends calls.' })
  @IsOptional()
  active?: boolean | null;

  @Field(() => JsonObjectScalar, { nullable: true, description: 'Replaces the stored credentials (named strings); never returned.' })
  @IsOptional()
  credentials?: Record<string, unknown> | null;
}

@InputType({ description: "The store's state and preparation time, pushed to the platform." })
export class SetDeliveryStoreStateInput {
  @Field(() => DeliveryStoreState, { description: 'Open, Busy or Paused.' })
  @IsEnum(DeliveryStoreState, { message: STATE_MESSAGE })
  state!: DeliveryStoreState;

  @Field(() => Int, { nullable: true, description: 'Preparation time in minutes, 1-240; left out keeps it.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(1, { message: 'must be at least 1' })
  @Max(240, { message: 'must be at most 240' })
  preparationMinutes?: number | null;
}

@InputType({ description: 'Conditions on the connection list.' })
export class DeliveryConnectionFilter {
  @Field(() => UuidScalar, { nullable: true, description: "Only this branch's connections." })
  branchId?: string;

  @Field(() => DeliveryPlatform, { nullable: true, description: 'Only connections to this platform.' })
  platform?: DeliveryPlatform;

  @Field(() => Boolean, { nullable: true, description: 'true: only active; false: only inactive.' })
  active?: boolean;
}

@ObjectType('DeliveryConnectionWithSecret', { simpleResolvers: true, description: 'A connection and, once only, the signing secret the service made for it.' })
export class DeliveryConnectionWithSecret {
  @Field(() => DeliveryConnection, { description: 'The connection.' })
  connection!: DeliveryConnection;

  @Field(() => String, {
    nullable: true,
    description: 'The Standard Webhooks signing secret (whsec_…) of a Generic connection, shown only in this answer; null for other platforms.',
  })
  signingSecret!: string | null;
}
