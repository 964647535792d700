import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';

/** What is wrong with the shape of a GraphQL request, as `{ field, rule }`. */
export type ShapeProblem = { field: string; rule: 'mediaType' | 'type' | 'required' };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const optional = (value: unknown, is: (value: unknown) => boolean) =>
  value === undefined || value === null || is(value);

/** The parameters of a GraphQL request (the body of a POST, the query string of a GET). */
export function paramsProblem(params: unknown): ShapeProblem | null {
  if (!isPlainObject(params)) return { field: 'body', rule: 'type' };
  if (params.query === undefined) return { field: 'query', rule: 'required' };
  if (typeof params.query !== 'string') return { field: 'query', rule: 'type' };
  if (!optional(params.operationName, (value) => typeof value === 'string')) {
    return { field: 'operationName', rule: 'type' };
  }
  // A GET carries its variables and extensions as JSON text, which Mercurius parses itself.
  for (const field of ['variables', 'extensions'] as const) {
    const value = params[field];
    if (!optional(value, (v) => isPlainObject(v) || typeof v === 'string')) {
      return { field, rule: 'type' };
    }
  }
  return null;
}

/** The media type of a request, without its parameters (`; charset=utf-8`). */
const mediaTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * What is wrong with a GraphQL request over HTTP: a POST must be JSON (GraphQL over HTTP;
 * `application/graphql` is not taken), with `query` as text and the other members of their
 * types. Refused before Mercurius reads it, which would fail on them as on a bug.
 */
export function requestShapeProblem(request: FastifyRequest): ShapeProblem | null {
  if (request.method === 'POST') {
    if (mediaTypeOf(request) !== 'application/json') {
      return { field: 'content-type', rule: 'mediaType' };
    }
    if (isPlainObject(request.body) && typeof request.body.variables === 'string') {
      return { field: 'variables', rule: 'type' };
    }
    return paramsProblem(request.body);
  }
  return paramsProblem(request.query);
}

/** Answers a malformed request with 400 and one VALIDATION_FAILED error, as GraphQL's errors. */
export const refuseMalformedRequests: preValidationAsyncHookHandler = async (
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  // A websocket's upgrade carries no operation: its messages are checked as they come.
  if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
  const problem = requestShapeProblem(request);
  if (!problem) return;
  const refusal = new AppError('VALIDATION_FAILED', problem, `malformed GraphQL request`);
  const error = { message: 'malformed GraphQL request', extensions: refusal.toBody() };
  return reply.code(refusal.statusCode).send({ data: null, errors: [error] });
};
