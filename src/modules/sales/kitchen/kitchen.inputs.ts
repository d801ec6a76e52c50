import { Field, InputType, ObjectType } from 'type-graphql';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { KitchenStatus, STATION_PATTERN } from './kitchen.rules';

@InputType({ description: 'Filters of the kitchen display: a station and the statuses to show (default Queued, Preparing, Ready).' })
export class KitchenTicketFilter {
  @Field(() => String, { nullable: true, description: 'Station code (e.g. grill); omitted: every station.' })
  @IsOptional()
  @IsString()
  station?: string;

  @Field(() => [KitchenStatus], { nullable: true, description: 'Statuses to show; default Queued, Preparing and Ready.' })
  @IsOptional()
  statuses?: KitchenStatus[];
}

@InputType({ description: 'Sets (or clears) the kitchen station of a product or of a category: name exactly one of productId and categoryId.' })
export class SetKitchenStationInput {
  @Field(() => UuidScalar, { nullable: true, description: 'The product whose lines go to the station (wins over its category).' })
  @IsOptional()
  productId?: string;

  @Field(() => UuidScalar, { nullable: true, description: "The category whose products' lines go to the station." })
  @IsOptional()
  categoryId?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Station code: lowercase letters, digits and dashes, up to 32 (grill, rice, drinks). Null clears the setting.',
  })
  @IsOptional()
  @MaxLength(32)
  @Matches(STATION_PATTERN, { message: 'station must be lowercase letters, digits and dashes (e.g. grill, cold-drinks)' })
  station?: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'The kitchen station set on a product or a category.' })
export class KitchenStationAssignment {
  @Field(() => UuidScalar, { nullable: true, description: 'The product, when set on a product.' })
  productId!: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'The category, when set on a category.' })
  categoryId!: string | null;

  @Field(() => String, { nullable: true, description: 'The station (null: cleared; lines fall back to the category, then main).' })
  station!: string | null;
}
