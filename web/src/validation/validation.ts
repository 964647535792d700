import { isEmail } from '@rushes/rules';
import { messages } from '../messages/messages.ts';

/** Password strength minimums; only the length is enforced today (access-and-shell section 5). */
export const PASSWORD_RULES = { length: 6, digits: 0, lowercase: 0, uppercase: 0, symbols: 0 };

export function emailError(value: string, requiredMessage: string): string | null {
  const email = value.trim();
  if (!email) return requiredMessage;
  return isEmail(email) ? null : messages.validation.invalidEmail;
}

function count(value: string, pattern: RegExp): number {
  return value.match(pattern)?.length ?? 0;
}

export function passwordError(value: string): string | null {
  const v = messages.validation;
  if (!value) return v.passwordEmpty;
  const rules = PASSWORD_RULES;
  const missing = [
    value.length < rules.length && v.atLeastCharacters(rules.length),
    count(value, /\d/g) < rules.digits && v.atLeastDigits(rules.digits),
    count(value, /[a-z]/g) < rules.lowercase && v.atLeastLowercase(rules.lowercase),
    count(value, /[A-Z]/g) < rules.uppercase && v.atLeastUppercase(rules.uppercase),
    count(value, /[^A-Za-z0-9]/g) < rules.symbols && v.atLeastSymbols(rules.symbols),
  ].filter((rule): rule is string => typeof rule === 'string');
  return missing.length ? v.passwordMustHave(missing) : null;
}

/** Only same-origin paths are followed after sign-in. */
export function safeRedirect(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}
