// The servers vitest's global setup provides (testing/src/global-setup.ts declares the same), and
// `app.injectWS`, which @fastify/websocket adds once Mercurius registers it.

import type {} from '@fastify/websocket';
import type { TestServices } from '@rushes/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    services: TestServices;
  }
}
