import { fileURLToPath } from 'node:url';
import { transformSync } from '@babel/core';
import { defineConfig } from 'vitest/config';

/**
 * The web app's graphql tags become imports of their Relay artefacts (as its own build does), so
 * its screens render in component tests. The artefacts' folder is named here: the Relay config
 * sits in web/, not where the tests start.
 */
const relayArtefacts = {
  name: 'rushes:relay-artefacts',
  transform(code: string, id: string) {
    if (!/\/web\/src\/.*\.tsx?$/.test(id) || !code.includes('graphql`')) return null;
    const artifactDirectory = fileURLToPath(new URL('./web/src/__generated__', import.meta.url));
    const out = transformSync(code, {
      filename: id,
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [['babel-plugin-relay', { artifactDirectory, eagerEsModules: true }]],
    });
    return out?.code ? { code: out.code, map: out.map } : null;
  },
};

export default defineConfig({
  plugins: [relayArtefacts],
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/dist/**'],
    globalSetup: ['./testing/src/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
