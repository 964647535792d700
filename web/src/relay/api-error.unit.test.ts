import { describe, expect, it } from 'vitest';
import { ApiError, errorCode } from './api-error.ts';

describe('ApiError', () => {
  it('keeps the code and data of a GraphQL error, never its message', () => {
    const error = ApiError.fromGraphQLError({
      message: 'This name is already used by another folder',
      extensions: { code: 'NAME_CONFLICT', data: { field: 'name', entity: 'folder' } },
    });
    expect(error.code).toBe('NAME_CONFLICT');
    expect(error.data).toEqual({ field: 'name', entity: 'folder' });
    expect(error.message).toBe('NAME_CONFLICT');
  });

  it('keeps the timestamp the server gives, and null without one', () => {
    const at = '2026-11-29T07:05:00.000Z';
    const stamped = ApiError.fromGraphQLError({
      message: 'x',
      extensions: { code: 'NOT_FOUND', data: null, timestamp: at },
    });
    expect(stamped.timestamp).toBe(at);
    expect(ApiError.fromGraphQLError({ extensions: { code: 'NOT_FOUND' } }).timestamp).toBeNull();
  });

  it('calls a failure without a code QUERY_ERROR', () => {
    expect(ApiError.fromGraphQLError({ message: 'Cannot query field' }).code).toBe('QUERY_ERROR');
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('QUERY_ERROR');
    expect(errorCode(new ApiError('NOT_FOUND'))).toBe('NOT_FOUND');
  });
});
