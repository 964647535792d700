import type { TransferClientKind } from './transfer-client.ts';

export interface Platform {
  userAgent: string;
  /** The page's protocol, `https:` or `http:`. */
  protocol: string;
}

const MOBILE = /android|iphone|ipad|ipod|mobile/i;
const CHROME_OS = /\bCrOS\b/;
const INTERNET_EXPLORER = /msie|trident/i;
const SAFARI = /safari/i;
const NOT_SAFARI = /chrome|chromium|crios|edg|firefox|fxios/i;

/**
 * Whether a transfer client can run for this browser at all: neither runs on a phone, a tablet or
 * ChromeOS; Connect not in Internet Explorer; and Safari refuses a secure page's requests to
 * Rushes Transfer's plain-HTTP loopback address.
 */
export function isSupported(kind: TransferClientKind, { userAgent, protocol }: Platform): boolean {
  if (MOBILE.test(userAgent) || CHROME_OS.test(userAgent)) return false;
  if (kind === 'ASPERA') return !INTERNET_EXPLORER.test(userAgent);
  const safari = SAFARI.test(userAgent) && !NOT_SAFARI.test(userAgent);
  return !(safari && protocol === 'https:');
}

/** This browser's platform. */
export const currentPlatform = (): Platform => ({
  userAgent: navigator.userAgent,
  protocol: location.protocol,
});
