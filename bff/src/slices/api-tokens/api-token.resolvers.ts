import { randomUUID } from 'node:crypto';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationCreateApiTokenArgs,
  MutationRevokeApiTokenArgs,
  QueryApiTokensArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { written } from '../access.ts';
import { managedToken, namedToken, tokensOf } from './api-token.access.ts';
import { apiTokenCommands } from './api-token.binding.ts';
import { type ApiTokenRow, listApiTokens } from './api-token.queries.ts';

type Ctx = MercuriusContext;

/**
 * A new token and its secret, shown this once. Each call makes a token of its own, whatever its
 * `clientMutationId`: a retry cannot be shown a secret that was kept nowhere.
 */
async function createApiToken(_root: unknown, { input }: MutationCreateApiTokenArgs, ctx: Ctx) {
  const workspaceId = await tokensOf(ctx, input.workspaceId);
  const tokenId = randomUUID();
  const { name, scopes, expiresAt = null } = input;
  const command = { type: 'CreateApiToken' as const, tokenId, workspaceId, name, scopes };
  await decideFor(ctx, apiTokenCommands, tokenId, { ...command, expiresAt, now: new Date() });
  const token = await ctx.services.apiTokens.issue(tokenId);
  const apiToken = written(await ctx.loaders.apiToken.load(tokenId));
  return { token, apiToken, clientMutationId: input.clientMutationId ?? null };
}

/** The token is refused from now on: its end is announced to every BFF once it is recorded. */
async function revokeApiToken(_root: unknown, { input }: MutationRevokeApiTokenArgs, ctx: Ctx) {
  const { id: tokenId } = await namedToken(ctx, input.id);
  const command = { type: 'RevokeApiToken' as const, tokenId };
  await decideFor(ctx, apiTokenCommands, tokenId, command, input.clientMutationId);
  await ctx.services.apiTokens.revoked(tokenId);
  const revokedApiTokenId = toGlobalId('ApiToken', tokenId);
  return { revokedApiTokenId, clientMutationId: input.clientMutationId ?? null };
}

export const apiTokenResolvers = {
  Query: {
    async apiTokens(_root: unknown, args: QueryApiTokensArgs, ctx: Ctx) {
      return listApiTokens(ctx.services.db, await tokensOf(ctx, args.workspaceId));
    },
  },
  Mutation: { createApiToken, revokeApiToken },
  ApiToken: {
    id: (token: ApiTokenRow) => toGlobalId('ApiToken', token.id),
    workspace: (token: ApiTokenRow, _args: unknown, ctx: Ctx) =>
      token.workspaceId ? ctx.loaders.workspace.load(token.workspaceId) : null,
    isExpired: (token: ApiTokenRow) => token.expiresAt !== null && token.expiresAt <= new Date(),
  },
} satisfies IResolvers;

/** `node(id)` for an ApiToken: to those who may manage it, while it is in force. */
export const apiTokenNode = (ctx: RequestContext, id: string) => managedToken(ctx, id);
