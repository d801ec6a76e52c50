import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ApiKey, IssuedApiKey } from './api-key.entity';
import { ApiKeyScope } from './api-key-scope.type';
import { ApiKeyFilter, CreateApiKeyInput, RevokeApiKeyInput, RotateApiKeyInput, UpdateApiKeyInput } from './api-key.inputs';
import { apiKeyService } from './api-key.service';

export const ApiKeyPage = Paginated(ApiKey, 'ApiKey');

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Query(() => ApiKeyPage, { description: 'API keys of the organisation (revoked ones only with includeRevoked).' })
  apiKeys(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true }) list?: ListArgs,
    @Arg('filter', () => ApiKeyFilter, { nullable: true }) filter?: ApiKeyFilter,
  ) {
    return apiKeyService.list(ctx, list, filter);
  }

  @Query(() => ApiKey)
  apiKey(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string) {
    return apiKeyService.get(ctx, id);
  }

  @Query(() => [ApiKeyScope], { description: 'Every scope an API key may carry, with a description.' })
  apiKeyScopes(@Ctx() ctx: RequestContext) {
    return apiKeyService.scopes(ctx);
  }

  @Mutation(() => IssuedApiKey, { description: 'Creates a key; the secret (key) is returned only in this response.' })
  createApiKey(@Ctx() ctx: RequestContext, @Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput) {
    return apiKeyService.create(ctx, input);
  }

  @Mutation(() => ApiKey, { description: 'Changes name, description, limits or expiry (not scopes or allowlists: issue a new key).' })
  updateApiKey(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar) id: string, @Arg('input', () => UpdateApiKeyInput) input: UpdateApiKeyInput) {
    return apiKeyService.update(ctx, id, input);
  }

  @Mutation(() => ApiKey, { description: 'Revokes a key at once; it is hidden from lists unless includeRevoked.' })
  revokeApiKey(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => RevokeApiKeyInput, { nullable: true }) input?: RevokeApiKeyInput,
  ) {
    return apiKeyService.revoke(ctx, id, input);
  }

  @Mutation(() => IssuedApiKey, { description: 'Issues a new secret; the previous one keeps working for graceMinutes (default 60).' })
  rotateApiKey(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => RotateApiKeyInput, { nullable: true }) input?: RotateApiKeyInput,
  ) {
    return apiKeyService.rotate(ctx, id, input);
  }
}
