import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { RouteObject } from 'react-router';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { ScreenLoader } from '../relay/preload.ts';
import { createPreload } from '../relay/preload.ts';

/** A Relay environment whose every query and mutation the server answers with an error. */
export function failingEnvironment(message = 'INTERNAL'): Environment {
  return new Environment({
    network: Network.create(async () => ({ data: null, errors: [{ message }], extensions: {} })),
    store: new Store(new RecordSource()),
  });
}

/** A screen module's route at `path`, its loader given `environment` as the app's router does. */
export function screenRoute(
  path: string,
  screen: { loader: ScreenLoader; Component: () => ReactNode },
  environment: Environment,
): RouteObject {
  const preload = createPreload(environment);
  return {
    path,
    loader: (args) => screen.loader({ ...args, environment, preload }),
    Component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <screen.Component />
      </RelayEnvironmentProvider>
    ),
  };
}
