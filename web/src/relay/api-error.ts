/** An API failure as the design's error registry names it; without a code it is QUERY_ERROR. */
export class ApiError extends Error {
  readonly code: string;
  readonly data: unknown;

  constructor(code: string, data: unknown = null, message = code) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }

  /** From one GraphQL error `{ message, extensions: { code, data } }`. */
  static fromGraphQLError(error: unknown): ApiError {
    const extensions = field(error, 'extensions');
    const code = field(extensions, 'code');
    const message = field(error, 'message');
    return new ApiError(
      typeof code === 'string' ? code : 'QUERY_ERROR',
      field(extensions, 'data') ?? null,
      typeof message === 'string' ? message : undefined,
    );
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'QUERY_ERROR';
}
