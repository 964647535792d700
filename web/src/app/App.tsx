import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Environment } from 'relay-runtime';
import { SessionProvider } from '../session/SessionContext.tsx';
import type { Session } from '../session/session.store.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Toasts at the bottom for 3000 ms (access-and-shell section 9). */
export const TOAST_MS = 3000;

interface ProvidersProps {
  session: Session;
  children: ReactNode;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
}

export function Providers({ session, children, env }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <Notifications position="bottom-center" autoClose={TOAST_MS} />
      <SessionProvider session={session}>{children}</SessionProvider>
    </MantineProvider>
  );
}

interface AppProps {
  session: Session;
  environment: Environment;
  /** `buildRoutes`' routes. */
  routes: RouteObject[];
}

export function App({ session, environment, routes }: AppProps) {
  const router = useMemo(() => createBrowserRouter(routes), [routes]);
  return (
    <Providers session={session}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </Providers>
  );
}
