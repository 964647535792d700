import { type ApiTokenEvent, type Decider, DomainError } from '@rushes/events';
import { apiTokenScopes, isApiTokenScope } from '@rushes/rules';
import { invalid } from '../validation.ts';

/**
 * Makes a machine's API token for one workspace (`workspaceId`), or for the whole deployment
 * (null). `now` is the request's time, which an end (`expiresAt`) must come after.
 */
export interface CreateApiToken {
  type: 'CreateApiToken';
  tokenId: string;
  workspaceId: string | null;
  name: string;
  scopes: readonly string[];
  expiresAt: Date | null;
  now: Date;
}

export interface RevokeApiToken {
  type: 'RevokeApiToken';
  tokenId: string;
}

export type ApiTokenCommand = CreateApiToken | RevokeApiToken;

export type ApiTokenState = { status: 'none' } | { status: 'live' } | { status: 'revoked' };

/** The scopes asked for, each once, in the vocabulary's order; or the rule they break. */
function scopesOf(asked: readonly string[]): string[] | DomainError {
  if (asked.length === 0) return invalid('scopes', 'required');
  if (!asked.every(isApiTokenScope)) return invalid('scopes', 'scope');
  return apiTokenScopes.filter((scope) => asked.includes(scope));
}

function create(command: CreateApiToken, state: ApiTokenState) {
  if (state.status !== 'none') return [];
  const name = command.name.trim();
  if (name.length === 0) return invalid('name', 'required');
  const scopes = scopesOf(command.scopes);
  if (scopes instanceof DomainError) return scopes;
  const { expiresAt } = command;
  if (expiresAt !== null && expiresAt <= command.now) return invalid('expiresAt', 'future');
  const data = {
    id: command.tokenId,
    workspaceId: command.workspaceId,
    name,
    scopes,
    expiresAt: expiresAt?.toISOString() ?? null,
  };
  return [{ type: 'api_token.created' as const, data }];
}

function revoke({ tokenId }: RevokeApiToken, state: ApiTokenState) {
  if (state.status === 'none')
    return new DomainError('NOT_FOUND', { field: 'id', entity: 'apiToken' });
  if (state.status === 'revoked') return [];
  return [{ type: 'api_token.revoked' as const, data: { id: tokenId } }];
}

/** A machine's API token (stream `api_token.<id>`): made once, revoked for good. */
export const apiTokenDecider: Decider<ApiTokenCommand, ApiTokenState, ApiTokenEvent> = {
  initialState: { status: 'none' },
  decide(command, state) {
    switch (command.type) {
      case 'CreateApiToken':
        return create(command, state);
      case 'RevokeApiToken':
        return revoke(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'api_token.created':
        return state.status === 'none' ? { status: 'live' } : state;
      case 'api_token.revoked':
        return { status: 'revoked' };
    }
  },
};
