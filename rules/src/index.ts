// Rules Rushes applies on the server and in the browser alike: pure, with one dependency
// (libphonenumber-js, the world's numbering plans).
export { emailPattern, isEmail } from './email.ts';
export { externalDomains, isExternalEmail } from './external.ts';
export { type PasswordRule, passwordRules, unmetPasswordRules } from './password.ts';
export { maskPhone, normalisePhone } from './phone.ts';
