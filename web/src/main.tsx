import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createLinkScopes } from './app/link-scopes.ts';
import { buildRoutes } from './app/router.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { warmRoutes } from './app/warm-routes.ts';
import { SplashScreen } from './components/SplashScreen/SplashScreen.tsx';
import { createRelayEnvironment } from './relay/environment.ts';
import { createPreload } from './relay/preload.ts';
import { pathTo } from './routes/route-table.ts';
import { createLinkApi } from './session/link-api.ts';
import { createSession } from './session/session.store.ts';
import { createSessionApi } from './session/session-api.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const root = createRoot(rootElement);

// the splash stays up while the session starts (hello, then a token refresh)
root.render(
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
    <SplashScreen />
  </MantineProvider>,
);

const api = createSessionApi();
const session = createSession({ api, storage: window.localStorage, window });
const environment = createRelayEnvironment(session);
// a share link's visitor signs in per tab, beside whoever is signed in (access-and-shell section 4)
const links = createLinkScopes({ api: createLinkApi(), storage: window.sessionStorage, window });
const routes = buildRoutes({
  session,
  api,
  environment,
  preload: createPreload(environment),
  links,
});
// the session's calls go out before the screens' code is asked for, not queued behind it
const started = session.init();
warmRoutes(routes, window.location.pathname);
await started;

const { startError } = session.getState();
const errorPath = startError ? pathTo('error', { error: startError }) : null;
if (errorPath && window.location.pathname !== errorPath) {
  window.history.replaceState(null, '', errorPath);
}

root.render(<App session={session} environment={environment} routes={routes} />);
