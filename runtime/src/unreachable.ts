/** A server a process needs at start, as the operator configured it. */
export interface Dependency {
  service: string;
  /** The variable that names it. */
  variable: string;
  /** Where it was looked for, credentials hidden. */
  address: string;
}

/** `user:password@` (or a token's `token@`) in each address of a list, hidden. */
export const hideCredentials = (addresses: string): string =>
  addresses.replace(
    /(^|,|\/\/)([^@,/\s]*)@/g,
    (_match, before: string, user: string) =>
      `${before}${user.includes(':') ? `${user.slice(0, user.indexOf(':'))}:***` : '***'}@`,
  );

export const postgresAt = (url: string): Dependency => ({
  service: 'PostgreSQL',
  variable: 'DATABASE_URL',
  address: hideCredentials(url),
});

export const natsAt = (servers: string): Dependency => ({
  service: 'NATS',
  variable: 'NATS_URL',
  address: hideCredentials(servers),
});

export const redisAt = (url: string): Dependency => ({
  service: 'Redis',
  variable: 'REDIS_URL',
  address: hideCredentials(url),
});

export const smtpAt = (url: string): Dependency => ({
  service: 'the mail server',
  variable: 'SMTP_URL',
  address: hideCredentials(url),
});

export const s3At = (s3: {
  s3Endpoint?: string;
  s3Region: string;
  s3Bucket: string;
}): Dependency =>
  s3.s3Endpoint
    ? {
        service: 'S3',
        variable: 'S3_ENDPOINT',
        address: `${s3.s3Endpoint} (bucket ${s3.s3Bucket})`,
      }
    : {
        service: 'S3',
        variable: 'S3_BUCKET',
        address: `AWS ${s3.s3Region} (bucket ${s3.s3Bucket})`,
      };

type Failure = { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };

/** The failure and its causes, outermost first (nats.js and the AWS SDK wrap socket errors). */
function chain(error: unknown): Failure[] {
  const found: Failure[] = [];
  for (let at = error; typeof at === 'object' && at !== null && found.length < 5; ) {
    const failure = at as Failure;
    found.push(failure);
    at = failure.cause;
  }
  return found;
}

const byCode: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused (is it running, on that address?)',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'the host name could not be resolved',
  ETIMEDOUT: 'no answer in time',
  ECONNRESET: 'the connection was closed',
  EHOSTUNREACH: 'host unreachable',
  // PostgreSQL: https://www.postgresql.org/docs/current/errcodes-appendix.html
  '28P01': 'user name or password refused',
  '28000': 'user name or password refused',
  // nodemailer
  EAUTH: 'user name or password refused',
};

const byName: Readonly<Record<string, string>> = {
  InvalidAccessKeyId: 'access key refused (S3_ACCESS_KEY_ID)',
  SignatureDoesNotMatch: 'secret refused (S3_SECRET_ACCESS_KEY)',
  AccessDenied: 'access denied to the bucket (S3_ACCESS_KEY_ID)',
  Forbidden: 'access denied to the bucket (S3_ACCESS_KEY_ID)',
  CredentialsProviderError: 'no credentials (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
};

/** What went wrong, in a few words: the socket's or server's reason when it has one. */
function reasonOf(error: unknown): string {
  const failures = chain(error);
  for (const failure of failures) {
    const known = byCode[String(failure.code)] ?? byName[String(failure.name)];
    if (known) return known;
  }
  // PostgreSQL's own words name the database or role ("database "x" does not exist").
  const first = failures[0];
  const message = first && typeof first.message === 'string' ? first.message : String(error);
  return message.replace(/\s+/g, ' ').trim() || String(first?.name ?? 'failed');
}

/** The one line a process prints when a server it needs at start fails it. */
export const unreachableMessage = (dependency: Dependency, error: unknown): string =>
  `Cannot connect to ${dependency.service} at ${dependency.address} (${dependency.variable}): ` +
  reasonOf(error);

/** A server the process needs failed it at start; the message says which, where and why. */
export class UnreachableError extends Error {
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    super(unreachableMessage(dependency, cause), { cause });
    this.name = 'UnreachableError';
  }
}

/** Runs `connect`, turning its failure into an `UnreachableError` that names `dependency`. */
export async function reach<T>(dependency: Dependency, connect: () => Promise<T>): Promise<T> {
  try {
    return await connect();
  } catch (error) {
    throw new UnreachableError(dependency, error);
  }
}
