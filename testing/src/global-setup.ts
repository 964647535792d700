import type { TestProject } from 'vitest/node';
import { startTestServices } from './services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    services: import('./services.ts').TestServices;
  }
}

/** Vitest global setup: one set of servers for the run, handed to tests through `inject`. */
export default async function setup(project: TestProject) {
  const { services, stop } = await startTestServices();
  project.provide('services', services);
  return stop;
}
