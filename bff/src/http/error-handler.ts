import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../errors.ts';

/** `{ field, rule }` of the first schema violation, e.g. `{ field: 'email', rule: 'required' }`. */
function validationData(error: FastifyError): Record<string, unknown> {
  const first = error.validation?.[0];
  const missing = first?.params.missingProperty;
  const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return {
    field: typeof missing === 'string' ? missing : path || error.validationContext || null,
    rule: first?.keyword ?? 'format',
  };
}

/** Statuses that Fastify or a plugin raise, as registry codes. */
const codeByStatus = new Map<number, ErrorCode>([
  [401, 'UNAUTHENTICATED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [429, 'RATE_LIMITED'],
  [503, 'SERVICE_UNAVAILABLE'],
]);

/** Any error a REST handler or hook raises, as the registry's status and `{ code, data, timestamp }`. */
export function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (error.validation)
    return new AppError('VALIDATION_FAILED', validationData(error), error.message);
  const status = error.statusCode ?? 500;
  const code = codeByStatus.get(status);
  if (code) return new AppError(code, null, error.message);
  // Unreadable JSON, wrong content type, body too large: the request is at fault.
  if (status >= 400 && status < 500) {
    return new AppError(
      'VALIDATION_FAILED',
      { field: null, rule: error.code ?? 'request' },
      error.message,
    );
  }
  request.log.error({ err: error }, 'unexpected error');
  return new AppError('INTERNAL');
}

export function installRestErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error, request);
    return reply.code(appError.statusCode).send(appError.toBody());
  });
}
