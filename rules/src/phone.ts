import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

/**
 * A phone number as Rushes keeps and texts it: E.164 (`+447700900123`), or null when it is not a
 * number. `defaultRegion` (ISO 3166 code, `GB`) reads a number written without its country code.
 * The check is the number's length for its country, not its digits: numbering plans change, and a
 * stricter check refuses new ranges as well as the ranges set aside for examples (`07700 900…`).
 */
export function normalisePhone(input: string, defaultRegion?: string): string | null {
  const region = defaultRegion?.toUpperCase();
  const defaultCountry = region && isSupportedCountry(region) ? (region as CountryCode) : undefined;
  const number = parsePhoneNumberFromString(input.trim(), { defaultCountry, extract: false });
  return number?.isPossible() ? number.number : null;
}

/** Hidden digits and the last four, in groups of four from the right: `•• •••• 0123`. */
function maskDigits(digits: string): string {
  const masked = '•'.repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4);
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4)
    groups.unshift(masked.slice(Math.max(end - 4, 0), end));
  return groups.join(' ');
}

/**
 * A number as shown to say where a code went without giving the number away: the country code
 * and the last four digits only, `+44 •• •••• 0123`. Something that is not a number shows its last
 * four digits alone.
 */
export function maskPhone(e164: string): string {
  const number = parsePhoneNumberFromString(e164);
  if (!number) return maskDigits(e164.replaceAll(/\D/g, ''));
  return `+${number.countryCallingCode} ${maskDigits(number.nationalNumber)}`;
}
