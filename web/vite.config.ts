import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';

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

export default defineConfig({
  root: webDir,
  plugins: [relayCompiler(), react(), relay],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  define: {
    __UI_BUILD_ID__: JSON.stringify(buildId()),
    __UI_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
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
