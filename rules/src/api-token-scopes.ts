/**
 * What a machine's API token may be given, each scope `<resource>:<action>`. A token reaches one
 * workspace (or, made by a superuser, the whole deployment) and does there only what its scopes
 * name, never more than an Admin of that workspace could:
 * - `events:read`: read the event feed of what the token reaches;
 * - `webhooks:manage`: create, change and delete the webhooks of what the token reaches;
 * - `assets:read`: read the projects, folders, assets and versions, and download their files;
 * - `comments:write`: read the comments on those assets and add comments, signed by the token.
 */
export const apiTokenScopes = [
  'events:read',
  'webhooks:manage',
  'assets:read',
  'comments:write',
] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

export const isApiTokenScope = (value: string): value is ApiTokenScope =>
  (apiTokenScopes as readonly string[]).includes(value);
