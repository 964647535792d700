import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { Environment } from 'relay-runtime';
import { SplashScreen } from '../components/SplashScreen/SplashScreen.tsx';
import { CentredLayout } from '../layouts/CentredLayout/CentredLayout.tsx';
import type { Preload, ScreenLoader } from '../relay/preload.ts';
import { pathTo, routeTable } from '../routes/route-table.ts';
import {
  ErrorScreen,
  NotFoundScreen,
  PageRouteError,
  RouteError,
} from '../screens/Error/ErrorScreen.tsx';
import { InviteScreen } from '../screens/Invite/InviteScreen.tsx';
import { inviteLoader } from '../screens/Invite/invite.loader.ts';
import { LinkSignInScreen } from '../screens/LinkSignIn/LinkSignInScreen.tsx';
import { linkSignInLoader } from '../screens/LinkSignIn/link-signin.loader.ts';
import { PasswordResetScreen } from '../screens/PasswordReset/PasswordResetScreen.tsx';
import { ResetPasswordScreen } from '../screens/ResetPassword/ResetPasswordScreen.tsx';
import { resetPasswordLoader } from '../screens/ResetPassword/reset-password.loader.ts';
import { SignInScreen } from '../screens/SignIn/SignInScreen.tsx';
import { VerifyScreen } from '../screens/Verify/VerifyScreen.tsx';
import { verifyLoader } from '../screens/Verify/verify.loader.ts';
import type { Session } from '../session/session.store.ts';
import type { SessionApi } from '../session/session-api.ts';
import type { Visitor } from '../session/visitor.store.ts';
import { safeRedirect } from '../validation/validation.ts';
import { requireLink, requireSignIn } from './guard.ts';
import type { LinkScopes } from './link-scopes.ts';
import { requireMfaSetUp } from './mfa-guard.ts';

export interface RouteDeps {
  session: Session;
  api: SessionApi;
  environment: Environment;
  preload: Preload;
  /** Share-link pages query with their visitor's token, in their own store. */
  links: LinkScopes;
}

/** What a lazily loaded screen module exports: its component and, when it fetches, its loader. */
interface ScreenModule {
  Component: ComponentType;
  loader?: ScreenLoader;
}

/**
 * Who may load a screen, with which Relay environment its queries go, and who visits a link;
 * `pending`, a check the screen's queries need not wait for (a redirect it throws still wins).
 */
type Guard = (
  args: LoaderFunctionArgs,
) => Promise<
  Pick<RouteDeps, 'environment' | 'preload'> & { visitor?: Visitor; pending?: Promise<void> }
>;

/** Signed-in screens: the user's session and store; the MFA check asks beside the queries. */
const signedIn =
  (deps: RouteDeps): Guard =>
  async ({ request }) => {
    await requireSignIn(deps.session, request);
    const pending = requireMfaSetUp(deps.environment, request);
    return { environment: deps.environment, preload: deps.preload, pending };
  };

/** Share-link screens: the link's visitor and store. */
const visiting =
  (deps: RouteDeps): Guard =>
  async ({ params, request }) => {
    const scope = deps.links(params.linkToken ?? '');
    await requireLink(scope.visitor, request);
    return scope;
  };

/**
 * A screen, code-split; its loader runs only once the guard has let the request in. The router
 * loads the loader and the component apart: a screen whose loader has a small module of its own
 * (`loadLoader`) sends its queries while its component's code still loads.
 */
function guardedScreen(
  guard: Guard,
  load: () => Promise<ScreenModule>,
  loadLoader: () => Promise<Pick<ScreenModule, 'loader'>> = load,
) {
  return {
    Component: async () => (await load()).Component,
    loader: async () => {
      const { loader } = await loadLoader();
      return async (args: LoaderFunctionArgs) => {
        const { pending, ...scope } = await guard(args);
        const loading = Promise.resolve(loader ? loader({ ...args, ...scope }) : null);
        // a redirect from the pending check leaves the queries' answer unread
        loading.catch(() => undefined);
        await pending;
        return loading;
      };
    },
  };
}

/** The spec's route table as react-router routes (access-and-shell section 2). */
export function buildRoutes(deps: RouteDeps): RouteObject[] {
  const screen = (
    load: () => Promise<ScreenModule>,
    loadLoader?: () => Promise<Pick<ScreenModule, 'loader'>>,
  ) => guardedScreen(signedIn(deps), load, loadLoader);
  const shared = (
    load: () => Promise<ScreenModule>,
    loadLoader?: () => Promise<Pick<ScreenModule, 'loader'>>,
  ) => guardedScreen(visiting(deps), load, loadLoader);
  return [
    {
      HydrateFallback: SplashScreen,
      ErrorBoundary: RouteError,
      children: [
        {
          path: routeTable.home,
          Component: SplashScreen,
          loader: () => redirect(pathTo('projects-index')),
        },
        {
          path: routeTable['link-index'],
          Component: SplashScreen,
          loader: ({ params }) =>
            redirect(pathTo('share-index', { linkToken: params.linkToken ?? '' })),
        },
        {
          Component: CentredLayout,
          ErrorBoundary: RouteError,
          children: [
            {
              path: routeTable.signin,
              Component: SignInScreen,
              loader: ({ request }) =>
                deps.session.isAuthenticated()
                  ? redirect(
                      safeRedirect(new URL(request.url).searchParams.get('redirect')) ??
                        pathTo('home'),
                    )
                  : null,
            },
            {
              path: routeTable['link-signin'],
              Component: LinkSignInScreen,
              loader: linkSignInLoader((linkToken) => deps.links(linkToken).visitor),
            },
            {
              path: routeTable.verify,
              Component: VerifyScreen,
              loader: verifyLoader(deps.session),
            },
            { path: routeTable.invite, Component: InviteScreen, loader: inviteLoader(deps) },
            {
              path: routeTable['reset-password'],
              Component: ResetPasswordScreen,
              loader: resetPasswordLoader(deps),
            },
            { path: routeTable['password-reset'], Component: PasswordResetScreen },
            { path: routeTable.error, Component: ErrorScreen },
            { path: '*', Component: NotFoundScreen },
          ],
        },
        {
          lazy: shared(() => import('../layouts/ShareLayout/ShareLayout.tsx')),
          // the header's link name is loaded once
          shouldRevalidate: () => false,
          children: [
            {
              ErrorBoundary: PageRouteError,
              children: [
                {
                  path: routeTable['share-index'],
                  lazy: shared(() => import('../screens/SharedLink/ShareIndexScreen.tsx')),
                },
                {
                  path: routeTable['link-folder'],
                  lazy: shared(() => import('../screens/SharedLink/LinkFolderScreen.tsx')),
                },
                {
                  path: routeTable['link-view'],
                  lazy: shared(
                    () => import('../screens/SharedLink/LinkViewScreen.tsx'),
                    () => import('../screens/SharedLink/link-view.loader.ts'),
                  ),
                },
              ],
            },
          ],
        },
        {
          lazy: screen(() => import('../layouts/DefaultLayout/DefaultLayout.tsx')),
          // the header's user is loaded once; the store keeps it current
          shouldRevalidate: () => false,
          children: [
            {
              ErrorBoundary: PageRouteError,
              children: [
                {
                  path: routeTable['projects-index'],
                  lazy: screen(() => import('../screens/Projects/ProjectsIndexScreen.tsx')),
                },
                {
                  path: routeTable['projects-settings'],
                  lazy: screen(
                    () => import('../screens/ProjectSettings/ProjectSettingsScreen.tsx'),
                  ),
                },
                {
                  path: routeTable['projects-settings-watermarks'],
                  lazy: screen(
                    () =>
                      import('../screens/ProjectSettings/Watermarks/ProjectWatermarksScreen.tsx'),
                  ),
                },
                {
                  path: routeTable['projects-settings-notifications'],
                  lazy: screen(
                    () =>
                      import(
                        '../screens/ProjectSettings/Notifications/ProjectNotificationsScreen.tsx'
                      ),
                  ),
                },
                {
                  path: routeTable['projects-settings-custody'],
                  lazy: screen(
                    () => import('../screens/ProjectSettings/Custody/ProjectCustodyScreen.tsx'),
                  ),
                },
                {
                  path: routeTable['projects-stats'],
                  lazy: screen(() => import('../screens/Stats/ProjectStatsScreen.tsx')),
                },
                {
                  path: routeTable['projects-collection'],
                  lazy: screen(() => import('../screens/Collection/CollectionScreen.tsx')),
                },
                {
                  path: routeTable['projects-folder'],
                  lazy: screen(() => import('../screens/Folder/FolderScreen.tsx')),
                },
                {
                  path: routeTable.view,
                  lazy: screen(
                    () => import('../screens/View/ViewScreen.tsx'),
                    () => import('../screens/View/view.loader.ts'),
                  ),
                },
                {
                  path: routeTable['users-index'],
                  lazy: screen(() => import('../screens/Users/UsersIndexScreen.tsx')),
                },
                {
                  path: routeTable['users-project'],
                  lazy: screen(() => import('../screens/Users/UsersProjectScreen.tsx')),
                },
                {
                  path: routeTable['users-folder'],
                  lazy: screen(() => import('../screens/Users/UsersFolderScreen.tsx')),
                },
                {
                  path: routeTable['links-index'],
                  lazy: screen(() => import('../screens/Shares/SharesScreen.tsx')),
                },
                {
                  path: routeTable['links-project'],
                  lazy: screen(() => import('../screens/Shares/SharesScreen.tsx')),
                },
                {
                  path: routeTable['workspaces-index'],
                  lazy: screen(() => import('../screens/Workspaces/WorkspacesIndexScreen.tsx')),
                },
                {
                  path: routeTable['workspaces-settings'],
                  lazy: screen(() => import('../screens/Workspaces/WorkspaceSettingsScreen.tsx')),
                },
                {
                  path: routeTable.search,
                  lazy: screen(() => import('../screens/Search/SearchScreen.tsx')),
                },
                {
                  path: routeTable.account,
                  lazy: screen(() => import('../screens/Account/AccountScreen.tsx')),
                },
                {
                  path: routeTable['account-notifications'],
                  lazy: screen(() => import('../screens/Account/AccountNotificationsScreen.tsx')),
                },
                {
                  path: routeTable['account-preferences'],
                  lazy: screen(() => import('../screens/Account/AccountPreferencesScreen.tsx')),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
