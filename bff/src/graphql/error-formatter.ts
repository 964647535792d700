import type { FastifyBaseLogger } from 'fastify';
import type {
  ExecutionResult,
  FormattedExecutionResult,
  GraphQLError,
  GraphQLFormattedError,
} from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { AppError, type ErrorBody } from '../errors.ts';

type FormattedError = GraphQLFormattedError & { extensions: ErrorBody };

// Duck-typed, not `instanceof GraphQLError`: Mercurius may load graphql's CommonJS build while
// this module gets its ES build, and their classes differ.
type ErrorLike = Pick<GraphQLFormattedError, 'message' | 'locations' | 'path'> & {
  originalError?: unknown;
};

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' &&
  value !== null &&
  'message' in value &&
  typeof value.message === 'string';

/** Mercurius wraps query validation failures in one error holding the list. */
const errorListOf = (error: unknown): unknown[] | null =>
  typeof error === 'object' && error !== null && 'errors' in error && Array.isArray(error.errors)
    ? error.errors
    : null;

const flatten = (errors: readonly ErrorLike[]): ErrorLike[] =>
  errors.flatMap((error) => {
    const inner = errorListOf(error.originalError);
    if (!inner) return [error];
    return inner.map((item) => (isErrorLike(item) ? item : { message: String(item) }));
  });

const clientStatus = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode < 500;

/**
 * A GraphQL error with only GraphQL errors under it: wrong variables (a required input field
 * missing, a value of the wrong type), which graphql-js reports wrapped in one another.
 */
const isQueryError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'name' in error &&
  error.name === 'GraphQLError' &&
  (!('originalError' in error) || !error.originalError || isQueryError(error.originalError));

/** graphql's " Did you mean …?" hints give the schema away; only development keeps them. */
export const withoutSuggestions = (message: string): string =>
  message.replace(/ Did you mean [\s\S]*\?$/, '');

interface Where {
  suggestions: boolean;
  log: FastifyBaseLogger;
  requestId: string | undefined;
  timestamp: string;
}

function formatOne(
  { message, locations, path, originalError }: ErrorLike,
  where: Where,
): FormattedError {
  const body = (code: ErrorBody['code'], data: ErrorBody['data']): ErrorBody => ({
    code,
    data,
    timestamp: where.timestamp,
  });
  if (originalError instanceof AppError) {
    return { message, locations, path, extensions: body(originalError.code, originalError.data) };
  }
  // No original error: the query itself is wrong (syntax, validation, variables).
  if (!originalError || clientStatus(originalError) || isQueryError(originalError)) {
    const shown = where.suggestions ? message : withoutSuggestions(message);
    return {
      message: shown,
      locations,
      path,
      extensions: body('VALIDATION_FAILED', { rule: 'graphql' }),
    };
  }
  where.log.error({ err: originalError, reqId: where.requestId, path }, 'unexpected GraphQL error');
  return { message: 'Internal error', locations, path, extensions: body('INTERNAL', null) };
}

/**
 * Every GraphQL error leaves as `{ message, extensions: { code, data, timestamp } }` with HTTP
 * 200, except a lone UNAUTHENTICATED (401, so the client's auth handler fires). Anything
 * unexpected is logged with the request id and shown only as INTERNAL. graphql's " Did you mean"
 * hints stay only with `suggestions` (development).
 */
export const graphQLErrorFormatter =
  ({ suggestions }: { suggestions: boolean }) =>
  (
    execution: ExecutionResult & { errors: readonly GraphQLError[] },
    context: Pick<MercuriusContext, 'app'> & Partial<Pick<MercuriusContext, 'reply'>>,
  ): { statusCode: number; response: FormattedExecutionResult } => {
    const where = {
      suggestions,
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
  };

/** The formatter outside development. */
export const formatGraphQLErrors = graphQLErrorFormatter({ suggestions: false });
