/** Stable error codes shared by deciders, the BFF and the web client. */
export const errorCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'NAME_CONFLICT',
  'STATE_CONFLICT',
  'VERSION_CONFLICT',
  'LINK_EXPIRED',
  'LINK_INVALID',
  'RATE_LIMITED',
  'INVALID_CODE',
  'MFA_REQUIRED',
  'SMS_FAILED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** An expected refusal, returned (not thrown) by `decide`. */
export class DomainError {
  constructor(
    readonly code: ErrorCode,
    readonly data: Record<string, unknown> = {},
  ) {}
}

export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
