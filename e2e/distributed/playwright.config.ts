import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config.ts';

/**
 * The distributed deployment's journey, in the journeys' Chromium. It starts its own processes
 * (./topology.ts), so it has no web server; starting them and transcoding take minutes.
 */
export default defineConfig({
  ...journeys,
  testDir: '.',
  testIgnore: [],
  timeout: 240_000,
  use: { ...journeys.use, baseURL: undefined },
  webServer: undefined,
});
