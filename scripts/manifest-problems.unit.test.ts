import { describe, expect, it } from 'vitest';
import { type Lookups, manifestProblems, type Workspace } from './manifest-problems.ts';

const nothingInstalled: Lookups = {
  installed: () => ({ bins: [], peers: [] }),
  exists: () => true,
};
const service: Workspace = {
  dir: 'services/transcoder',
  manifest: {
    name: '@rushes/transcoder',
    dependencies: { '@rushes/events': '*' },
    devDependencies: { '@rushes/testing': '*' },
  },
};
const root: Workspace = { dir: '.', manifest: { devDependencies: { vitest: '^5' } } };
const importOf = (file: string, specifier: string, devCode = false) => ({
  file,
  specifier,
  devCode,
});

describe('manifestProblems', () => {
  it('accepts a package that declares what it imports, dev dependencies from tests only', () => {
    const imports = [
      importOf('services/transcoder/src/worker.ts', '@rushes/events/testing'),
      importOf('services/transcoder/src/worker.int.test.ts', '@rushes/testing', true),
      importOf('vitest.config.ts', 'vitest/config', true),
    ];
    expect(manifestProblems([root, service], imports, nothingInstalled)).toEqual([]);
  });

  it('refuses an import the manifest lacks, once per package', () => {
    const imports = [
      importOf('services/transcoder/src/a.int.test.ts', 'pg', true),
      importOf('services/transcoder/src/b.int.test.ts', 'pg', true),
    ];
    expect(manifestProblems([root, service], imports, nothingInstalled)).toContain(
      'services/transcoder/package.json lacks pg, which services/transcoder/src/a.int.test.ts imports',
    );
  });

  it('refuses a dev dependency in code that ships', () => {
    const imports = [
      importOf('services/transcoder/src/worker.ts', '@rushes/events'),
      importOf('services/transcoder/src/worker.ts', '@rushes/testing'),
    ];
    expect(manifestProblems([service], imports, nothingInstalled)).toEqual([
      'services/transcoder/package.json has @rushes/testing for dev, but services/transcoder/src/worker.ts ships it',
    ]);
  });

  it('refuses a declaration nothing uses, unless it is types, a peer or a program of a script', () => {
    const web: Workspace = {
      dir: 'web',
      manifest: {
        scripts: { relay: 'relay-compiler --validate' },
        dependencies: { 'hls.js': '^1', 'fastify-plugin': '^5' },
        devDependencies: {
          '@types/react': '^19',
          'relay-compiler': '^21',
          'vite-plugin-relay': '^2',
          'babel-plugin-relay': '^21',
        },
      },
    };
    const lookups: Lookups = {
      installed: (name) => ({
        bins: name === 'relay-compiler' ? ['relay-compiler'] : [],
        peers: name === 'vite-plugin-relay' ? ['babel-plugin-relay'] : [],
      }),
      exists: () => true,
    };
    const imports = [
      importOf('web/src/player.ts', 'hls.js'),
      importOf('web/src/app.tsx', 'react'),
      importOf('web/vite.config.ts', 'vite-plugin-relay', true),
    ];
    expect(manifestProblems([web], imports, lookups)).toEqual([
      'web/package.json lacks react, which web/src/app.tsx imports',
      'web/package.json declares fastify-plugin, which nothing there uses',
    ]);
  });

  it('takes the node package as used by a package with scripts, which run on it', () => {
    const withNode = (scripts: Record<string, string>): Workspace => ({
      dir: '.',
      manifest: { scripts, devDependencies: { node: '^24' } },
    });
    expect(manifestProblems([withNode({ start: 'tsx main.ts' })], [], nothingInstalled)).toEqual(
      [],
    );
    expect(manifestProblems([withNode({})], [], nothingInstalled)).toEqual([
      './package.json declares node, which nothing there uses',
    ]);
  });

  it('refuses an export whose file does not exist', () => {
    const standalone: Workspace = {
      dir: 'standalone',
      manifest: { exports: { '.': './src/index.ts' } },
    };
    const lookups = {
      ...nothingInstalled,
      exists: (path: string) => path !== 'standalone/src/index.ts',
    };
    expect(manifestProblems([standalone], [], lookups)).toEqual([
      'standalone/package.json exports . as ./src/index.ts, a file that does not exist',
    ]);
  });
});
