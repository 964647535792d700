import type { FastifyBaseLogger } from 'fastify';
import {
  type ExecutionResult,
  type FormattedExecutionResult,
  GraphQLError,
  type GraphQLFormattedError,
} from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { AppError, type ErrorBody } from '../errors.ts';

type FormattedError = GraphQLFormattedError & { extensions: ErrorBody };

/** Mercurius wraps query validation failures in one error holding the list. */
const hasErrorList = (error: unknown): error is { errors: unknown[] } =>
  typeof error === 'object' && error !== null && 'errors' in error && Array.isArray(error.errors);

function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) =>
    hasErrorList(error.originalError)
      ? error.originalError.errors.map((inner) =>
          inner instanceof GraphQLError ? inner : new GraphQLError(String(inner)),
        )
      : [error],
  );
}

const clientStatus = (error: Error): boolean =>
  'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500;

interface Where {
  log: FastifyBaseLogger;
  requestId: string | undefined;
  timestamp: string;
}

function formatOne(error: GraphQLError, where: Where): FormattedError {
  const { message, locations, path } = error.toJSON();
  const original = error.originalError;
  const body = (code: ErrorBody['code'], data: ErrorBody['data']): ErrorBody => ({
    code,
    data,
    timestamp: where.timestamp,
  });
  if (original instanceof AppError) {
    return { message, locations, path, extensions: body(original.code, original.data) };
  }
  // No original error: the query itself is wrong (syntax, validation, variables).
  if (!original || clientStatus(original)) {
    return { message, locations, path, extensions: body('VALIDATION_FAILED', { rule: 'graphql' }) };
  }
  where.log.error({ err: original, reqId: where.requestId, path }, 'unexpected GraphQL error');
  return { message: 'Internal error', locations, path, extensions: body('INTERNAL', null) };
}

/**
 * Every GraphQL error leaves as `{ message, extensions: { code, data, timestamp } }` with HTTP
 * 200, except a lone UNAUTHENTICATED (401, so the client's auth handler fires). Anything
 * unexpected is logged with the request id and shown only as INTERNAL.
 */
export function formatGraphQLErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[] },
  context: Pick<MercuriusContext, 'app'> & Partial<Pick<MercuriusContext, 'reply'>>,
): { statusCode: number; response: FormattedExecutionResult } {
  const where = {
    log: context.reply?.log ?? context.app.log,
    requestId: context.reply?.request.id,
    timestamp: new Date().toISOString(),
  };
  const errors = flatten(execution.errors).map((error) => formatOne(error, where));
  const lone = errors.length === 1 && errors[0]?.extensions.code === 'UNAUTHENTICATED';
  return {
    statusCode: lone ? 401 : 200,
    response: { data: execution.data ?? null, errors },
  };
}
