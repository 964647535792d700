import { isEmail, type PasswordRule, passwordRules, unmetPasswordRules } from '@rushes/rules';
import { messages } from '../messages/messages.ts';

export function emailError(value: string, requiredMessage: string): string | null {
  const email = value.trim();
  if (!email) return requiredMessage;
  return isEmail(email) ? null : messages.validation.invalidEmail;
}

/** Empty, or the list of the strength rules it misses (media-handling section 5). */
export function passwordError(value: string): string | null {
  const v = messages.validation;
  if (!value) return v.passwordEmpty;
  const wording: Record<PasswordRule, string> = {
    length: v.atLeastCharacters(passwordRules.length),
    digits: v.atLeastDigits(passwordRules.digits),
    lowercase: v.atLeastLowercase(passwordRules.lowercase),
    uppercase: v.atLeastUppercase(passwordRules.uppercase),
    symbols: v.atLeastSymbols(passwordRules.symbols),
  };
  const missing = unmetPasswordRules(value).map((rule) => wording[rule]);
  return missing.length ? v.passwordMustHave(missing) : null;
}

/** Only same-origin paths are followed after sign-in. */
export function safeRedirect(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}
