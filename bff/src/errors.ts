import { type CommandResult, type DomainError, type ErrorCode, errorCodes } from '@rushes/events';

export type { ErrorCode };

/** The one error registry (style.md): every code a client can see and its HTTP status. */
export const errorStatus = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  NAME_CONFLICT: 409,
  STATE_CONFLICT: 409,
  VERSION_CONFLICT: 409,
  LINK_EXPIRED: 403,
  LINK_INVALID: 404,
  RATE_LIMITED: 429,
  /** A second factor's code (or a recovery code) that is wrong, spent or expired. */
  INVALID_CODE: 400,
  /** The user must set up a second factor before anything but their account answers. */
  MFA_REQUIRED: 403,
  /** The SMS gateway would not take the message. */
  SMS_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/** The body of every REST error and the `extensions` of every GraphQL error. */
export type ErrorBody = {
  code: ErrorCode;
  data: Record<string, unknown> | null;
  timestamp: string;
};

/**
 * An expected failure raised in the BFF (REST handler or resolver). Its message is for logs and
 * developers; clients switch on `code` and choose the text they show.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly data: Record<string, unknown> | null = null,
    message: string = code,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }

  toBody(now: Date = new Date()): ErrorBody {
    return { code: this.code, data: this.data, timestamp: now.toISOString() };
  }

  /**
   * What graphql-js copies into the GraphQL error that wraps this one: where no error formatter
   * runs (a refused subscription, answered on the websocket), the client still reads the code.
   */
  get extensions(): ErrorBody {
    return this.toBody();
  }
}

export const appError = (
  code: ErrorCode,
  data?: Record<string, unknown> | null,
  message?: string,
) => new AppError(code, data ?? null, message);

export const fromDomainError = (error: DomainError): AppError =>
  new AppError(error.code, error.data, `domain error ${error.code}`);

/** What an accepted command appended; a refusal is thrown as the error of its code. */
export function decided<E>(result: CommandResult<E>): { events: E[]; seq: number } {
  if (!result.ok) throw fromDomainError(result.error);
  return result;
}

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && knownCodes.has(value);
