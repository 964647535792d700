import { Type } from '@sinclair/typebox';
import { apiTokenCreated, apiTokenRevoked, apiTokenUsed } from '../catalogue/api-token.events.ts';
import { publicEvent } from './public-event.ts';
import { id, oneOf, orNull, shape } from './public-schemas.ts';
import { subjects } from './subjects.ts';

const tokenId = id('The API token.');

/**
 * A machine's API tokens, without their secrets: an audit reads who was let in, with what reach,
 * and when it ended. What a token then does carries it as the CloudEvent's `rushesactor`.
 */
export const apiTokenDecisions = [
  publicEvent(apiTokenCreated, {
    name: 'api_token.created',
    summary: "A machine's API token was made for a workspace, or for the whole deployment.",
    versions: {
      1: shape('A new token: its name, reach and scopes (never its secret).', {
        tokenId,
        workspaceId: orNull(id('The workspace it reaches; null for the whole deployment.')),
        name: Type.String({ minLength: 1 }),
        scopes: Type.Array(Type.String({ minLength: 1 }), {
          description: 'What it may do, as `<resource>:<action>` names.',
        }),
        expiresAt: orNull(
          Type.String({
            minLength: 1,
            description: 'When it stops working (ISO 8601); null: never.',
          }),
        ),
      }),
    },
    data: ({ id, workspaceId, name, scopes, expiresAt }) => ({
      tokenId: id,
      workspaceId,
      name,
      scopes,
      expiresAt,
    }),
    subject: ({ id }) => subjects.token(id),
    owner: ({ workspaceId }) => (workspaceId ? { workspace: workspaceId } : 'deployment'),
  }),
  publicEvent(apiTokenRevoked, {
    name: 'api_token.revoked',
    summary: 'An API token was revoked: it is refused from now on, everywhere.',
    versions: { 1: shape('The token revoked.', { tokenId }) },
    data: ({ id }) => ({ tokenId: id }),
    subject: ({ id }) => subjects.token(id),
    owner: () => 'subject',
  }),
  publicEvent(apiTokenUsed, {
    name: 'api_token.used',
    summary: "An API token read a project's data: at most once per channel and hour.",
    versions: {
      1: shape('What the token read first in that hour.', {
        tokenId,
        projectId: id('The project it read.'),
        channel: oneOf(['graphql', 'feed'], 'Through GraphQL, or the event feed.'),
        reads: Type.Array(Type.String({ minLength: 1 }), {
          description:
            "GraphQL: the operation's root fields; the feed: the public event types it was given.",
        }),
      }),
    },
    data: ({ tokenId, projectId, channel, reads }) => ({ tokenId, projectId, channel, reads }),
    subject: ({ tokenId }) => subjects.token(tokenId),
    owner: ({ projectId }) => ({ project: projectId }),
  }),
];
