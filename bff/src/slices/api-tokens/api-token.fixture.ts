import { expect } from 'vitest';
import type { TestBff } from '../test-bff.fixture.ts';

export const createApiTokenMutation = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id } } }`;
export const revokeApiTokenMutation = `mutation ($input: RevokeApiTokenInput!) {
  revokeApiToken(input: $input) { revokedApiTokenId } }`;

export interface MadeToken {
  /** The secret, as a machine sends it. */
  secret: string;
  /** The token's global id. */
  id: string;
}

/** A token made by `maker` (an access token), with every scope unless said; it must be made. */
export async function makeApiToken(
  bff: Pick<TestBff, 'gql'>,
  maker: string,
  input: { workspaceId?: string | null; name?: string; scopes?: string[]; expiresAt?: string },
): Promise<MadeToken> {
  const scopes = ['events:read', 'webhooks:manage', 'assets:read', 'comments:write'];
  const answer = await bff.gql(maker, createApiTokenMutation, {
    input: { name: 'Machine', scopes, ...input },
  });
  expect(answer.errors).toBeUndefined();
  const made = answer.data?.createApiToken;
  return { secret: made.token, id: made.apiToken.id };
}
