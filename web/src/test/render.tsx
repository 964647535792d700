// react-router/dom would load a second copy of react-router under vitest's node resolution
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Providers } from '../app/App.tsx';
import { ErrorScreen, RouteError } from '../screens/Error/ErrorScreen.tsx';
import type { Session } from '../session/session.store.ts';
import { fakeSession } from './fake-session.ts';

/** The error pages' route, where a screen sends a failure it cannot show itself. */
export const errorRoute: RouteObject = { path: '/error/:error', Component: ErrorScreen };

/** A route whose failures show the error page in its place, as the app's routes do. */
export const withErrorPage = (route: RouteObject): RouteObject => ({
  ...route,
  ErrorBoundary: RouteError,
});

/** Renders routes at a path inside the app's providers; returns the router and a user. */
export function renderRoutes(routes: RouteObject[], path: string, session = fakeSession()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers session={session} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user: userEvent.setup() };
}

/** Renders a component inside the app's providers. */
export function renderWithProviders(ui: ReactNode, session: Session = fakeSession()) {
  const view = render(
    <Providers session={session} env="test">
      {ui}
    </Providers>,
  );
  return { ...view, user: userEvent.setup() };
}
