import { Field, Float, InputType, ObjectType } from 'type-graphql';

@ObjectType('AnalyticsSettings', { simpleResolvers: true, description: "The organisation's food cost and loss analytics settings." })
export class AnalyticsSettings {
  @Field(() => Float, { description: 'An item is flagged when its unexplained variance exceeds this % of its theoretical usage (default 3).' })
  varianceThresholdPercent!: number;
}

@InputType({ description: "Changes to the organisation's analytics settings." })
export class SetAnalyticsSettingsInput {
  @Field(() => Float, { description: 'Threshold in % of theoretical usage, 0 to 100 with at most 2 decimals.' })
  varianceThresholdPercent!: number;
}
