import type { TestProject } from 'vitest/node';
import { startTestServices } from './services.ts';

/** Vitest global setup: one set of servers for the run, handed to tests through `inject`. */
export default async function setup(project: TestProject) {
  const { services, stop } = await startTestServices();
  project.provide('services', services);
  return stop;
}
