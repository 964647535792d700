/** What stands in a log line where a secret was. */
export const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a bearer secret: playlist and download grants, invitation and
 * reset links (the API's and the web app's), share links.
 */
const secretPathSegment =
  /(\/(?:v2\/media|v2\/downloads|v2\/invite|v2\/reset-password|invite|reset-password|share|link)\/)[^/?#\s"'<>]+/gi;

/** Query parameters that sign or authorise a URL: ours, S3's (SigV4) and OAuth-style ones. */
const secretQueryParameter =
  /([?&](?:token|signature|sig|access_token|refresh_token|code|password|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#\s"'<>]*/gi;

/** Credentials after an authorisation scheme (as written in headers, not the English word). */
const credentials = /\b(Bearer|Basic) [\w.~+/=-]{8,}/g;

/**
 * A text as it may be logged: tokens in paths, signatures and tokens in query strings, and
 * credentials after `Bearer`/`Basic` are replaced by `[redacted]`; the rest stays readable.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(secretPathSegment, `$1${REDACTED}`)
    .replace(secretQueryParameter, `$1${REDACTED}`)
    .replace(credentials, `$1 ${REDACTED}`);
}

/** Header and field paths pino blanks whatever they hold. */
export const redactedPaths = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  'authorization',
  'password',
  'token',
  'refreshToken',
];
