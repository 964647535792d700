import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';
import { precompress } from './build/precompress.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.RUSHES_API_URL ?? 'http://localhost:8080';

/** Runs the Relay compiler once before every build and dev start, so artefacts never go stale. */
function relayCompiler(): Plugin {
  return {
    name: 'rushes:relay-compiler',
    buildStart() {
      mkdirSync(new URL('./src/__generated__', import.meta.url), { recursive: true });
      const cli = createRequire(import.meta.url).resolve('relay-compiler/cli.js');
      execFileSync(process.execPath, [cli], { cwd: webDir, stdio: 'inherit' });
    },
  };
}

function buildId(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: webDir }).toString().trim();
  } catch {
    return 'dev';
  }
}

/**
 * Libraries loaded on demand only, each in chunks of its own: the player's, the PDF's, drawing,
 * IBM Aspera Connect's SDK (with its promise polyfill), and the statistics' charts (recharts and
 * what it brings).
 */
const onDemand =
  /node_modules[\\/](hls\.js|pdfjs-dist|fabric|@ibm-aspera|es6-promise|@mantine[\\/]charts|recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|redux|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store|@standard-schema)[\\/]/;

const libraries = (id: string) => id.includes('node_modules') && !onDemand.test(id);
const appCode = /[\\/]web[\\/]src[\\/]/;

/**
 * A few chunks rather than some ninety small ones, which even from the browser's cache cost a
 * read each: what every page starts with (libraries, then the app's own), what the screens
 * behind sign-in share (libraries, then the app's own), and each screen's code of its own.
 */
const chunks = [
  { name: 'libs', test: libraries, tags: ['$initial' as const], priority: 3 },
  { name: 'start', test: appCode, tags: ['$initial' as const], priority: 2 },
  { name: 'screen-libs', test: libraries, priority: 1 },
  { name: 'screens', test: appCode, minShareCount: 2 },
];

export default defineConfig({
  root: webDir,
  plugins: [relayCompiler(), react(), relay, precompress()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  define: {
    __UI_BUILD_ID__: JSON.stringify(buildId()),
    __UI_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunks },
      },
    },
  },
  server: {
    proxy: {
      '/v2': api,
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
  preview: {
    proxy: {
      '/v2': api,
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
});
