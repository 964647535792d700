import { defineConfig } from '@playwright/test';
import journeys from '../playwright.config.ts';
import { storageEnv } from './storage-setup.ts';

const server = Array.isArray(journeys.webServer) ? journeys.webServer[0] : journeys.webServer;
if (!server) throw new Error('the journeys start the app');

/**
 * The journeys of a deployment with two storages, and Aspera servers on the second: the app as
 * the journeys start it, with RUSHES_STORAGES and RUSHES_TRANSFER_SERVERS. A config of its own,
 * since a superuser there must choose a storage for every new project, which the other journeys
 * do not.
 */
export default defineConfig({
  ...journeys,
  testDir: '.',
  testIgnore: [],
  webServer: { ...server, cwd: '../..', env: { ...server.env, ...storageEnv() } },
});
