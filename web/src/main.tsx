import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { SplashScreen } from './components/SplashScreen/SplashScreen.tsx';
import { createRelayEnvironment } from './relay/environment.ts';
import { pathTo } from './routes/route-table.ts';
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
await session.init();

const { startError } = session.getState();
const errorPath = startError ? pathTo('error', { error: startError }) : null;
if (errorPath && window.location.pathname !== errorPath) {
  window.history.replaceState(null, '', errorPath);
}

root.render(<App session={session} api={api} environment={createRelayEnvironment(session)} />);
