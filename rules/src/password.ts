/** Password strength minimums (media-handling §5): only the length is enforced today. */
export const passwordRules = { length: 6, digits: 0, lowercase: 0, uppercase: 0, symbols: 0 };

export type PasswordRule = keyof typeof passwordRules;

const count = (value: string, pattern: RegExp): number => value.match(pattern)?.length ?? 0;

/** The rules a password falls short of, in the order of `passwordRules`; none when it is strong. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  const rules = passwordRules;
  const unmet: [PasswordRule, boolean][] = [
    ['length', password.length < rules.length],
    ['digits', count(password, /\d/g) < rules.digits],
    ['lowercase', count(password, /[a-z]/g) < rules.lowercase],
    ['uppercase', count(password, /[A-Z]/g) < rules.uppercase],
    ['symbols', count(password, /[^A-Za-z0-9]/g) < rules.symbols],
  ];
  return unmet.filter(([, short]) => short).map(([rule]) => rule);
}
