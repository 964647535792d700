// The servers vitest's global setup provides (testing/src/global-setup.ts declares the same).
import type { TestServices } from '@rushes/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    services: TestServices;
  }
}
