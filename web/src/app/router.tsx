import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { Environment } from 'relay-runtime';
import { LaterRelease } from '../components/LaterRelease/LaterRelease.tsx';
import { SplashScreen } from '../components/SplashScreen/SplashScreen.tsx';
import { CentredLayout } from '../layouts/CentredLayout/CentredLayout.tsx';
import { ShareLayout } from '../layouts/ShareLayout/ShareLayout.tsx';
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
import { PasswordResetScreen } from '../screens/PasswordReset/PasswordResetScreen.tsx';
import { ResetPasswordScreen } from '../screens/ResetPassword/ResetPasswordScreen.tsx';
import { resetPasswordLoader } from '../screens/ResetPassword/reset-password.loader.ts';
import { SignInScreen } from '../screens/SignIn/SignInScreen.tsx';
import type { Session } from '../session/session.store.ts';
import type { SessionApi } from '../session/session-api.ts';
import { safeRedirect } from '../validation/validation.ts';
import { requireSignIn } from './guard.ts';

export interface RouteDeps {
  session: Session;
  api: SessionApi;
  environment: Environment;
  preload: Preload;
}

/** What a lazily loaded screen module exports: its component and, when it fetches, its loader. */
interface ScreenModule {
  Component: ComponentType;
  loader?: ScreenLoader;
}

const later = (path: string): RouteObject => ({ path, Component: LaterRelease });

/** A signed-in screen, code-split; its loader runs only once the session is known to be valid. */
function protectedScreen(deps: RouteDeps, load: () => Promise<ScreenModule>) {
  return async () => {
    const screen = await load();
    const { loader } = screen;
    return {
      Component: screen.Component,
      loader: async (args: LoaderFunctionArgs) => {
        await requireSignIn(deps.session, args.request);
        return loader
          ? loader({ ...args, environment: deps.environment, preload: deps.preload })
          : null;
      },
    };
  };
}

/** The spec's route table as react-router routes (access-and-shell section 2). */
export function buildRoutes(deps: RouteDeps): RouteObject[] {
  const screen = (load: () => Promise<ScreenModule>) => protectedScreen(deps, load);
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
            later(routeTable['link-signin']),
            later(routeTable.verify),
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
          Component: ShareLayout,
          children: [
            {
              ErrorBoundary: PageRouteError,
              children: [
                later(routeTable['link-index']),
                later(routeTable['share-index']),
                later(routeTable['link-folder']),
                later(routeTable['link-view']),
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
                later(routeTable['projects-settings']),
                later(routeTable['projects-settings-watermarks']),
                later(routeTable['projects-settings-notifications']),
                later(routeTable['projects-stats']),
                {
                  path: routeTable['projects-folder'],
                  lazy: screen(() => import('../screens/Folder/FolderScreen.tsx')),
                },
                {
                  path: routeTable.view,
                  lazy: screen(() => import('../screens/View/ViewScreen.tsx')),
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
                later(routeTable['workspaces-settings']),
                later(routeTable.search),
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
