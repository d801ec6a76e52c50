import { Field, ObjectType } from 'type-graphql';

@ObjectType('ApiKeyScope', { simpleResolvers: true, description: 'A scope an API key may carry: <area>:<access>.' })
export class ApiKeyScope {
  @Field(() => String, { description: 'e.g. hr:read.' })
  scope!: string;

  @Field(() => String, { description: 'e.g. hr.' })
  area!: string;

  @Field(() => String, { description: 'e.g. read, write, decide.' })
  access!: string;

  @Field(() => String, { description: 'What the scope allows, in English.' })
  description!: string;

  @Field(() => Boolean, { description: 'True when your role holds it, so you may give it to a key.' })
  grantable!: boolean;
}
