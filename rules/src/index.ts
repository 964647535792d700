// Rules Rushes applies on the server and in the browser alike: pure, without dependencies.
export { emailPattern, isEmail } from './email.ts';
export { externalDomains, isExternalEmail } from './external.ts';
export { type PasswordRule, passwordRules, unmetPasswordRules } from './password.ts';
