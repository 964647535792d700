/** The spec's route table (access-and-shell section 2): route name → path pattern. */
export const routeTable = {
  home: '/',
  'projects-index': '/projects',
  'projects-settings': '/projects/:projectId/settings',
  'projects-settings-watermarks': '/projects/:projectId/settings/watermarks',
  'projects-settings-notifications': '/projects/:projectId/settings/notifications',
  // ours: a project's chain of custody, for superusers and its workspace's admins
  'projects-settings-custody': '/projects/:projectId/settings/custody',
  'projects-stats': '/projects/:projectId/stats',
  // ours: a project's collection, a saved search of its assets (decision 0125)
  'projects-collection': '/projects/:projectId/collections/:collectionId',
  'projects-folder': '/projects/:projectId/:folderId?',
  view: '/projects/:projectId/:folderId/:assetId',
  'link-index': '/link/:linkToken',
  'share-index': '/share/:linkToken',
  'link-folder': '/share/:linkToken/browse/:folderId',
  'link-view': '/share/:linkToken/view/:folderId?/:assetId',
  'users-index': '/users',
  'users-project': '/users/:projectId',
  'users-folder': '/users/:projectId/:folderId',
  'links-index': '/shares',
  'links-project': '/shares/:projectId',
  'workspaces-index': '/workspaces',
  'workspaces-settings': '/workspaces/:workspaceId/:tab?',
  search: '/search',
  account: '/account',
  'account-notifications': '/account/notifications',
  'account-preferences': '/account/preferences',
  'link-signin': '/share/:linkToken/signin',
  signin: '/signin',
  verify: '/verify',
  invite: '/invite/:token',
  'reset-password': '/reset-password/:token',
  'password-reset': '/reset-password/',
  error: '/error/:error',
} as const;

export type RouteName = keyof typeof routeTable;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Required_<N extends string> = N extends `${string}?` ? never : N;
type Optional_<N extends string> = N extends `${infer Base}?` ? Base : never;

/** The params a route's path needs: `:name` required, `:name?` optional. */
export type RouteParams<R extends RouteName> = {
  [K in Required_<ParamNames<(typeof routeTable)[R]>>]: string;
} & { [K in Optional_<ParamNames<(typeof routeTable)[R]>>]?: string };

type ParamArgs<R extends RouteName> = [ParamNames<(typeof routeTable)[R]>] extends [never]
  ? [params?: Record<string, never>, query?: Record<string, string>]
  : [params: RouteParams<R>, query?: Record<string, string>];

/** Builds the URL of a named route; links and redirects use names, never literal paths. */
export function pathTo<R extends RouteName>(name: R, ...[params, query]: ParamArgs<R>): string {
  const values: Record<string, string | undefined> = params ?? {};
  const path = routeTable[name].replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = values[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`pathTo(${name}): missing param ${key}`);
    }
    return `/${encodeURIComponent(value)}`;
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return (path || '/') + (search ? `?${search}` : '');
}
