const pattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/** The e-mail format Rushes accepts everywhere: something@somewhere.tld, no spaces. */
export const isEmail = (text: string): boolean => pattern.test(text);

/** The same rule as JSON Schema's `pattern` (environment variables, request bodies). */
export const emailPattern = pattern.source;
