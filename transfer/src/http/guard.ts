/**
 * Who may talk to the helper. It listens on the loopback, where any page the user opens can send
 * it requests: only the one Rushes origin gets CORS answers, a request naming another origin is
 * refused, and a request whose Host is not the helper's own address is refused too (a page of
 * another site whose name was made to resolve to 127.0.0.1, DNS rebinding, names its own host).
 */

/** Whether the Host header names this helper: 127.0.0.1 or localhost, with its port. */
export const isOwnHost = (host: string | undefined, port: number): boolean =>
  host === `127.0.0.1:${port}` || host === `localhost:${port}`;

/**
 * Whether a request may go on: with no Origin (a program on the machine, not a page) or the one
 * origin allowed. Pages send their Origin with every cross-origin request.
 */
export const isAllowedOrigin = (origin: string | undefined, allowed: string): boolean =>
  origin === undefined || origin === allowed;

/** What every answer to the allowed origin carries. */
export const corsHeaders = (origin: string): Record<string, string> => ({
  'access-control-allow-origin': origin,
  vary: 'Origin',
});

/**
 * The answer to a preflight: the methods and headers the page uses, and the Private Network
 * Access grant Chromium asks of a public site's request to the loopback.
 */
export const preflightHeaders = (origin: string): Record<string, string> => ({
  ...corsHeaders(origin),
  'access-control-allow-methods': 'GET, POST, DELETE',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-private-network': 'true',
  'access-control-max-age': '600',
});
