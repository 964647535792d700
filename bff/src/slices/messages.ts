/** The texts the spec gives for the slices' validation failures (sent as `data.message`). */
export const messages = {
  invalidEmail: 'Invalid email',
  nameRequired: 'A name is required',
  passwordRequired: 'a password must be set',
  passwordTooShort: 'password must have at least 6 characters',
  titleRequired: 'A title is required',
  workspaceRequired: 'Project must me associated to a workspace',
  managerRequired: 'A manager is required',
} as const;
