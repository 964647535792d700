/** The REST calls of the session (access-and-shell section 7), all under /v2 on the same origin. */

export interface ApiInfo {
  version: string;
  buildId: string;
  buildTime: string;
}

export interface Hello {
  api: ApiInfo;
  license: { active: boolean; reason: string | null };
  setupRequired: boolean;
  /** The address of the footer's support link, when the server has one configured. */
  supportEmail: string | null;
  /** E-mail domains whose users sign in elsewhere, and where (null when not configured). */
  externalLogin: { domains: string[]; url: string | null };
}

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

/**
 * A sign-in's answer: with `needsVerification` the token is a verification token, good only for
 * the second-factor calls (factors, trigger-factor, verify) and logout.
 */
export interface SignedIn extends IssuedToken {
  needsVerification: boolean;
}

/** An active second factor as the verify screen offers it (`GET factors`). */
export interface VerificationFactor {
  id: string;
  type: 'App' | 'SMS';
  /** An SMS factor's number, partly hidden; null for an app. */
  recipient: string | null;
  /** A code must be sent (an SMS factor) before one can be typed. */
  mustTrigger: boolean;
  triggeredAt: string | null;
}

export interface VerificationFactors {
  factors: VerificationFactor[];
  recoveryCodesLeft: number;
}

/** `POST verify/{id}` takes a factor's id, or this for one of the recovery codes. */
export const RECOVERY_FACTOR = 'recovery';

export interface Invite {
  name: string;
  email: string;
  setup: boolean;
}

/** Whose account a password reset link is for. */
export interface PasswordReset {
  email: string;
}

/** Login result kinds of the spec: none (success), user error (4xx), server error (5xx), unknown. */
export type CallResult<T> =
  | { kind: 'none'; value: T }
  | { kind: 'user'; status: number; code: string | null; data?: unknown; timestamp?: string }
  | { kind: 'server'; status: number; code: string | null; timestamp?: string }
  | { kind: 'unknown' };

export type CallFailure = Exclude<CallResult<never>, { kind: 'none' }>;

export interface SessionApi {
  hello(): Promise<CallResult<Hello>>;
  login(email: string, password: string): Promise<CallResult<SignedIn>>;
  refresh(): Promise<CallResult<IssuedToken>>;
  logout(token: string | null): Promise<CallResult<null>>;
  getInvite(token: string): Promise<CallResult<Invite>>;
  acceptInvite(
    token: string,
    body: { name: string; email?: string; password: string },
  ): Promise<CallResult<IssuedToken>>;
  /** Mails a reset link; the server answers alike whether anyone has the address. */
  requestPasswordReset(email: string): Promise<CallResult<null>>;
  getPasswordReset(token: string): Promise<CallResult<PasswordReset>>;
  resetPassword(token: string, password: string): Promise<CallResult<SignedIn>>;
  /** The second-factor calls carry the verification token a sign-in gave. */
  factors(token: string): Promise<CallResult<VerificationFactors>>;
  triggerFactor(token: string, id: string): Promise<CallResult<{ triggeredAt: string }>>;
  /** `id`: a factor's id, or `RECOVERY_FACTOR`; a normal session's token on success. */
  verify(token: string, id: string, code: string): Promise<CallResult<IssuedToken>>;
}

/** `expiresAt` may arrive as an ISO date, epoch seconds or epoch milliseconds. */
export function parseExpiry(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return value < 1e12 ? value * 1000 : value;
  }
  if (typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

export function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, key) : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A parser answers undefined when the body is not what the call promises. */
export type Parse<T> = (body: unknown) => T | undefined;

export const asIssuedToken: Parse<IssuedToken> = (body) => {
  const token = field(body, 'token');
  const expiresAt = parseExpiry(field(body, 'expiresAt'));
  return typeof token === 'string' && expiresAt !== null ? { token, expiresAt } : undefined;
};

export const asSignedIn: Parse<SignedIn> = (body) => {
  const issued = asIssuedToken(body);
  return issued && { ...issued, needsVerification: field(body, 'needsVerification') === true };
};

function asFactor(value: unknown): VerificationFactor | undefined {
  const id = field(value, 'id');
  const type = field(value, 'type');
  if (typeof id !== 'string' || (type !== 'App' && type !== 'SMS')) return undefined;
  return {
    id,
    type,
    recipient: text(field(value, 'recipient')) || null,
    mustTrigger: field(value, 'mustTrigger') === true,
    triggeredAt: text(field(value, 'triggeredAt')) || null,
  };
}

const asFactors: Parse<VerificationFactors> = (body) => {
  const list = field(body, 'factors');
  if (!Array.isArray(list)) return undefined;
  const left = field(body, 'recoveryCodesLeft');
  return {
    factors: list.map(asFactor).filter((factor) => factor !== undefined),
    recoveryCodesLeft: typeof left === 'number' ? left : 0,
  };
};

const asTriggered: Parse<{ triggeredAt: string }> = (body) => ({
  triggeredAt: text(field(body, 'triggeredAt')),
});

const asHello: Parse<Hello> = (body) => {
  const api = field(body, 'api');
  const license = field(body, 'license');
  if (api === undefined || license === undefined) return undefined;
  const reason = field(license, 'reason');
  return {
    api: {
      version: text(field(api, 'version')),
      buildId: text(field(api, 'buildId')),
      buildTime: text(field(api, 'buildTime')),
    },
    license: { active: field(license, 'active') === true, reason: text(reason) || null },
    setupRequired: field(body, 'setupRequired') === true,
    supportEmail: text(field(body, 'supportEmail')) || null,
    externalLogin: externalLoginOf(field(body, 'externalLogin')),
  };
};

function externalLoginOf(value: unknown): Hello['externalLogin'] {
  const domains = field(value, 'domains');
  return {
    domains: Array.isArray(domains) ? domains.filter((d) => typeof d === 'string') : [],
    url: text(field(value, 'url')) || null,
  };
}

const asInvite: Parse<Invite> = (body) => ({
  name: text(field(body, 'name')),
  email: text(field(body, 'email')),
  setup: field(body, 'setup') === true,
});

const asPasswordReset: Parse<PasswordReset> = (body) => {
  const email = field(body, 'email');
  return typeof email === 'string' ? { email } : undefined;
};

export const asNothing: Parse<null> = () => null;

export async function call<T>(
  fetchFn: typeof fetch,
  method: 'GET' | 'POST',
  path: string,
  parse: Parse<T>,
  options: { body?: unknown; token?: string | null } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetchFn(`/v2/${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    return { kind: 'unknown' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 200 || response.status === 201 || response.status === 204) {
    const value = parse(body);
    return value === undefined ? { kind: 'unknown' } : { kind: 'none', value };
  }
  const code = field(body, 'code');
  const timestamp = field(body, 'timestamp');
  const failure = {
    status: response.status,
    code: typeof code === 'string' ? code : null,
    ...(field(body, 'data') != null && { data: field(body, 'data') }),
    ...(typeof timestamp === 'string' && { timestamp }),
  };
  if (response.status >= 400 && response.status < 500) return { kind: 'user', ...failure };
  if (response.status >= 500) return { kind: 'server', ...failure };
  return { kind: 'unknown' };
}

export function createSessionApi(fetchFn: typeof fetch = (...args) => fetch(...args)): SessionApi {
  return {
    hello: () => call(fetchFn, 'GET', 'hello', asHello),
    login: (email, password) =>
      call(fetchFn, 'POST', 'login', asSignedIn, { body: { email, password } }),
    refresh: () => call(fetchFn, 'POST', 'refresh', asIssuedToken),
    logout: (token) => call(fetchFn, 'POST', 'logout', asNothing, { token }),
    getInvite: (token) => call(fetchFn, 'GET', `invite/${encodeURIComponent(token)}`, asInvite),
    acceptInvite: (token, body) =>
      call(fetchFn, 'POST', `invite/${encodeURIComponent(token)}`, asIssuedToken, { body }),
    requestPasswordReset: (email) =>
      call(fetchFn, 'POST', 'reset-password', asNothing, { body: { email } }),
    getPasswordReset: (token) =>
      call(fetchFn, 'GET', `reset-password/${encodeURIComponent(token)}`, asPasswordReset),
    resetPassword: (token, password) =>
      call(fetchFn, 'POST', `reset-password/${encodeURIComponent(token)}`, asSignedIn, {
        body: { password },
      }),
    factors: (token) => call(fetchFn, 'GET', 'factors', asFactors, { token }),
    triggerFactor: (token, id) =>
      call(fetchFn, 'POST', `trigger-factor/${encodeURIComponent(id)}`, asTriggered, { token }),
    verify: (token, id, code) =>
      call(fetchFn, 'POST', `verify/${encodeURIComponent(id)}`, asIssuedToken, {
        token,
        body: { code },
      }),
  };
}
