import { type ApiTokenCreated, apiTokenCreated, catalogue } from '@rushes/events';
import { deciderSpec } from '@rushes/events/testing';
import { apiTokenScopes } from '@rushes/rules';
import { describe, expect, it } from 'vitest';
import { apiTokenDecider, type CreateApiToken } from './api-token.decider.ts';

const now = new Date('2026-12-11T12:00:00.000Z');

const create = (overrides: Partial<CreateApiToken> = {}): CreateApiToken => ({
  type: 'CreateApiToken',
  tokenId: 't1',
  workspaceId: 'w1',
  name: 'Avid bin sync',
  scopes: ['assets:read'],
  expiresAt: null,
  now,
  ...overrides,
});

const created = (data: Partial<ApiTokenCreated['data']> = {}): ApiTokenCreated => ({
  type: 'api_token.created',
  data: {
    id: 't1',
    workspaceId: 'w1',
    name: 'Avid bin sync',
    scopes: ['assets:read'],
    expiresAt: null,
    ...data,
  },
});
const revoked = { type: 'api_token.revoked' as const, data: { id: 't1' } };

describe('CreateApiToken', () => {
  const spec = deciderSpec(apiTokenDecider);

  it('makes a token of the workspace with the trimmed name, its scopes once each in order', () => {
    const scopes = ['comments:write', 'assets:read', 'comments:write'];
    spec
      .when(create({ name: ' Avid bin sync ', scopes }))
      .then([created({ scopes: ['assets:read', 'comments:write'] })]);
  });

  it('makes a token of the whole deployment, with an end', () => {
    const expiresAt = new Date('2027-06-30T00:00:00.000Z');
    spec
      .when(create({ workspaceId: null, scopes: ['events:read'], expiresAt }))
      .then([
        created({ workspaceId: null, scopes: ['events:read'], expiresAt: expiresAt.toISOString() }),
      ]);
  });

  it('does nothing for a token made already', () => {
    spec.given([created()]).when(create()).thenNothing();
  });

  it('requires a name and a scope, knows only its own scopes, and ends only in the future', () => {
    spec.when(create({ name: ' ' })).thenRejects('VALIDATION_FAILED', {
      field: 'name',
      rule: 'required',
    });
    spec.when(create({ scopes: [] })).thenRejects('VALIDATION_FAILED', {
      field: 'scopes',
      rule: 'required',
    });
    spec
      .when(create({ scopes: ['assets:read', 'assets:write'] }))
      .thenRejects('VALIDATION_FAILED', { field: 'scopes', rule: 'scope' });
    spec.when(create({ expiresAt: now })).thenRejects('VALIDATION_FAILED', {
      field: 'expiresAt',
      rule: 'future',
    });
  });

  it('gives only scopes the log can hold', () => {
    const data = { ...created().data, scopes: [...apiTokenScopes] };
    expect(() => catalogue.encode({ type: apiTokenCreated.type, data })).not.toThrow();
  });
});

describe('RevokeApiToken', () => {
  const spec = deciderSpec(apiTokenDecider);
  const revoke = { type: 'RevokeApiToken' as const, tokenId: 't1' };

  it('revokes a live token', () => {
    spec.given([created()]).when(revoke).then([revoked]);
  });

  it('does nothing for a token revoked already', () => {
    spec.given([created(), revoked]).when(revoke).thenNothing();
  });

  it('finds no token that was never made', () => {
    spec.when(revoke).thenRejects('NOT_FOUND', { field: 'id', entity: 'apiToken' });
  });
});
