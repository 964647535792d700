import Fastify from 'fastify';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import { formatGraphQLErrors } from './error-formatter.ts';

const app = Fastify({ logger: false });
const wrapped = (error: Error) =>
  new GraphQLError(error.message, { originalError: error, path: ['x'] });

describe('formatGraphQLErrors', () => {
  it('gives an AppError its code and data, with 200', () => {
    const error = wrapped(new AppError('NAME_CONFLICT', { field: 'name', entity: 'folder' }));
    const { statusCode, response } = formatGraphQLErrors(
      { data: { x: null }, errors: [error] },
      { app },
    );
    expect(statusCode).toBe(200);
    expect(response).toEqual({
      data: { x: null },
      errors: [
        {
          message: 'NAME_CONFLICT',
          path: ['x'],
          extensions: {
            code: 'NAME_CONFLICT',
            data: { field: 'name', entity: 'folder' },
            timestamp: expect.any(String),
          },
        },
      ],
    });
  });

  it('answers 401 for a lone UNAUTHENTICATED only', () => {
    const unauthenticated = wrapped(new AppError('UNAUTHENTICATED'));
    expect(formatGraphQLErrors({ errors: [unauthenticated] }, { app }).statusCode).toBe(401);
    const forbidden = wrapped(new AppError('FORBIDDEN'));
    expect(formatGraphQLErrors({ errors: [unauthenticated, forbidden] }, { app }).statusCode).toBe(
      200,
    );
  });

  it('shows an unexpected error only as INTERNAL and logs it', () => {
    const error = vi.spyOn(app.log, 'error');
    const { response } = formatGraphQLErrors(
      { errors: [wrapped(new Error('connection refused to 10.0.0.3'))] },
      { app },
    );
    expect(response.errors?.[0]).toMatchObject({
      message: 'Internal error',
      extensions: { code: 'INTERNAL', data: null },
    });
    expect(error).toHaveBeenCalledOnce();
  });

  it('reports variables graphql-js refused (wrapped in one another) as VALIDATION_FAILED', () => {
    const missing = new GraphQLError('Field "userId" of required type "ID!" was not provided.');
    const variables = new GraphQLError('Variable "$input" got invalid value', {
      originalError: missing,
    });
    const { response } = formatGraphQLErrors({ errors: [variables] }, { app });
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { rule: 'graphql' },
    });
  });

  it('reports a malformed query as VALIDATION_FAILED', () => {
    const { response } = formatGraphQLErrors(
      { errors: [new GraphQLError('Cannot query field "y"')] },
      { app },
    );
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
