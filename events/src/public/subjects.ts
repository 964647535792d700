/**
 * The subject of a public event: the resource it is about, as `<collection>/<id>`. Ids are unique
 * across Rushes, so a subject needs no parent; what a resource belongs to travels in the
 * `rushesproject` and `rushesworkspace` attributes. What lives inside a resource takes its
 * resource's subject: a version or its metadata its asset's, a member the project's, a folder
 * entry the folder's, a visit the link's, a session or a factor the user's.
 */
export const subjects = {
  workspace: (id: string) => `workspaces/${id}`,
  project: (id: string) => `projects/${id}`,
  folder: (id: string) => `folders/${id}`,
  asset: (id: string) => `assets/${id}`,
  comment: (id: string) => `comments/${id}`,
  link: (id: string) => `links/${id}`,
  download: (id: string) => `downloads/${id}`,
  user: (id: string) => `users/${id}`,
  token: (id: string) => `tokens/${id}`,
  webhook: (id: string) => `webhooks/${id}`,
};
