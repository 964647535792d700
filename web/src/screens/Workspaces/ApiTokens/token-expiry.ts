/** The ends a new token may be given, as days from now; `never` has none. */
export const tokenExpiries = ['never', 'days7', 'days30', 'days90', 'days365'] as const;
export type TokenExpiry = (typeof tokenExpiries)[number];

const days: Record<TokenExpiry, number | null> = {
  never: null,
  days7: 7,
  days30: 30,
  days90: 90,
  days365: 365,
};

export const isTokenExpiry = (value: string): value is TokenExpiry =>
  (tokenExpiries as readonly string[]).includes(value);

/** When a token made at `now` with the expiry chosen stops working (ISO-8601), or null. */
export function expiresAtOf(expiry: TokenExpiry, now: Date): string | null {
  const count = days[expiry];
  return count === null ? null : new Date(now.getTime() + count * 86_400_000).toISOString();
}
