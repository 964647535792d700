/**
 * An API failure as the design's error registry names it: a code and its data, never the
 * server's words (the texts a user reads are the web's, chosen by code in `messages/`). A
 * failure without a code is QUERY_ERROR.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly data: unknown;
  /** When the server says the failure happened (its optional `timestamp`); null without one. */
  readonly timestamp: string | null;

  constructor(code: string, data: unknown = null, timestamp: string | null = null) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.timestamp = timestamp;
  }

  /**
   * From one GraphQL error `{ message, extensions: { code, data, timestamp } }`; the message is
   * left.
   */
  static fromGraphQLError(error: unknown): ApiError {
    const extensions = field(error, 'extensions');
    const code = field(extensions, 'code');
    const timestamp = field(extensions, 'timestamp');
    return new ApiError(
      typeof code === 'string' ? code : 'QUERY_ERROR',
      field(extensions, 'data') ?? null,
      typeof timestamp === 'string' ? timestamp : null,
    );
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'QUERY_ERROR';
}
