import type { Environment } from 'relay-runtime';
import { createRelayEnvironment } from '../relay/environment.ts';
import { createPreload, type Preload } from '../relay/preload.ts';
import { createVisitor, type Visitor, type VisitorDeps } from '../session/visitor.store.ts';

/** A share link's visitor with the Relay store and route queries that carry its token. */
export interface LinkScope {
  visitor: Visitor;
  environment: Environment;
  preload: Preload;
}

export type LinkScopes = (linkToken: string) => LinkScope;

/** One scope per link opened in the tab, made when its first route loads. */
export function createLinkScopes(deps: Omit<VisitorDeps, 'linkToken'>): LinkScopes {
  const scopes = new Map<string, LinkScope>();
  return (linkToken: string): LinkScope => {
    let scope = scopes.get(linkToken);
    if (!scope) {
      const visitor = createVisitor({ ...deps, linkToken });
      const environment = createRelayEnvironment(visitor);
      scope = { visitor, environment, preload: createPreload(environment) };
      scopes.set(linkToken, scope);
    }
    return scope;
  };
}
