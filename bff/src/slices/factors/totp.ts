import { Secret, TOTP } from 'otpauth';
import { toString as qrSvg } from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after still passes: a clock a little off, a code typed late. */
const WINDOW = 1;
const ISSUER = 'Rushes';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The time step a code belongs to at `now`. */
export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The step of `code` for the secret within the window around `now`, or null when it matches
 * none. The caller refuses a step at or before the last one used: a code works once.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code of `secret` at `now`: what the user's app shows (for tests and benchmarks). */
export const totpCode = (secret: string, now: Date): string =>
  totpOf(secret).generate({ timestamp: now.getTime() });

/**
 * What the Enable MFA dialog shows for an app: the otpauth:// address naming Rushes and the
 * user's e-mail, as a QR code in a data: URL of an SVG image.
 */
export async function totpQrCode(secret: string, accountName: string): Promise<string> {
  const address = totpOf(secret, accountName).toString();
  const svg = await qrSvg(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
