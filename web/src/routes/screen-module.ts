import type { ComponentType } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { Session } from '../session/session.store.ts';
import type { SessionApi } from '../session/session-api.ts';

/** Starts a route's query and resolves once its first answer is in the store. */
export type Preload = <Q extends OperationType>(
  key: string,
  query: GraphQLTaggedNode,
  variables: Q['variables'],
) => Promise<PreloadedQuery<Q>>;

export interface RouteDeps {
  session: Session;
  api: SessionApi;
  environment: Environment;
  preload: Preload;
}

export type ScreenLoader = (
  args: LoaderFunctionArgs & Pick<RouteDeps, 'environment' | 'preload'>,
) => Promise<unknown> | unknown;

/** What a lazily loaded screen module exports: its component and, when it fetches, its loader. */
export interface ScreenModule {
  Component: ComponentType;
  loader?: ScreenLoader;
}
