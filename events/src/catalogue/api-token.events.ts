import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/**
 * A scope's name, `<resource>:<action>`. The living vocabulary is `@rushes/rules`' (it grows); the
 * log keeps any name it once granted, so a scope retired later still reads.
 */
const scope = Type.String({ pattern: '^[a-z]+:[a-z]+$' });

/**
 * A machine's API token was created (stream `api_token.<id>`) for one workspace, or for the whole
 * deployment (`workspaceId` null), with its scopes and an optional end (ISO-8601). Neither its
 * secret nor the secret's hash is here: the BFF keeps the hash apart, out of the log.
 */
export const apiTokenCreated = defineEvent('api_token.created', {
  versions: {
    1: Type.Object({
      id,
      workspaceId: Type.Union([id, Type.Null()]),
      name: Type.String({ minLength: 1 }),
      scopes: Type.Array(scope, { minItems: 1 }),
      expiresAt: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
    }),
  },
});

/** The token is refused from now on, everywhere; it never works again. */
export const apiTokenRevoked = defineEvent('api_token.revoked', {
  versions: { 1: Type.Object({ id }) },
});

/**
 * A token read a project's data (stream `token_use.<id>`, once per token, project, channel and
 * hour, decision 0119): through GraphQL (`reads`: the operation's root fields) or the event feed
 * (`reads`: the public event types it was given). What it read first in that hour; its later
 * reads in the hour are not recorded.
 */
export const apiTokenUsed = defineEvent('api_token.used', {
  versions: {
    1: Type.Object({
      tokenId: id,
      projectId: id,
      channel: Type.Union([Type.Literal('graphql'), Type.Literal('feed')]),
      reads: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50 }),
    }),
  },
});

export type ApiTokenCreated = EventOf<typeof apiTokenCreated>;
export type ApiTokenRevoked = EventOf<typeof apiTokenRevoked>;
export type ApiTokenUsed = EventOf<typeof apiTokenUsed>;
export type ApiTokenEvent = ApiTokenCreated | ApiTokenRevoked;
