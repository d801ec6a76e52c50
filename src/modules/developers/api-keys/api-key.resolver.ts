import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ApiKey, IssuedApiKey } from './api-key.entity';
import { ApiKeyScope } from './api-key-scope.type';
import { ApiKeyFilter, CreateApiKeyInput, RevokeApiKeyInput, RotateApiKeyInput, UpdateApiKeyInput } from './api-key.inputs';
import { apiKeyService, apiKeysSort } from './api-key.service';

export const ApiKeyPage = Paginated(ApiKey, 'ApiKey');

@Resolver(() => ApiKey)
export class ApiKeyResolver {
  @Query(() => ApiKeyPage, { description: 'API keys of the organisation (revoked ones only with includeRevoked).' })
  apiKeys(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(apiKeysSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => ApiKeyFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: ApiKeyFilter,
  ) {
    return apiKeyService.list(ctx, list, filter);
  }

  @Query(() => ApiKey, { description: 'One API key of the organisation (never its secret).' })
  apiKey(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: "Id of the API key; 404 when no such API key is visible to the caller (e.g. another organisation's)." })
    id: string,
  ) {
    return apiKeyService.get(ctx, id);
  }

  @Query(() => [ApiKeyScope], { description: 'Every scope an API key may carry, with a description.' })
  apiKeyScopes(@Ctx() ctx: RequestContext) {
    return apiKeyService.scopes(ctx);
  }

  @Mutation(() => IssuedApiKey, { description: 'Creates a key; the secret (key) is returned only in this response.' })
  createApiKey(@Ctx() ctx: RequestContext, @Arg('input', () => CreateApiKeyInput, { description: 'Fields of the new API key.' }) input: CreateApiKeyInput) {
    return apiKeyService.create(ctx, input);
  }

  @Mutation(() => ApiKey, { description: 'Changes name, description, limits or expiry (not scopes or allowlists: issue a new key).' })
  updateApiKey(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the API key to change; 404 (nothing changed) when no such API key is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateApiKeyInput, { description: 'Fields of the API key to change; a field left out keeps its value.' }) input: UpdateApiKeyInput,
  ) {
    return apiKeyService.update(ctx, id, input);
  }

  @Mutation(() => ApiKey, { description: 'Revokes a key at once; it is hidden from lists unless includeRevoked.' })
  revokeApiKey(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the API key to revoke; 404 (nothing changed) when no such API key is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => RevokeApiKeyInput, { nullable: true, description: 'Optional reason code and note kept with the revocation.' })
    input?: RevokeApiKeyInput,
  ) {
    return apiKeyService.revoke(ctx, id, input);
  }

  @Mutation(() => IssuedApiKey, { description: 'Issues a new secret; the previous one keeps working for graceMinutes (default 60).' })
  rotateApiKey(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the API key to rotate; 404 (nothing changed) when no such API key is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => RotateApiKeyInput, { nullable: true, description: 'Optional rotation settings; null rotates at once.' }) input?: RotateApiKeyInput,
  ) {
    return apiKeyService.rotate(ctx, id, input);
  }
}
