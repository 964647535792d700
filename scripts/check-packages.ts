/**
 * What dependency-cruiser's rules (`.dependency-cruiser.cjs`) cannot say, run by `npm run lint`:
 * the folders directly under each package's `src/`, and the BFF's slices, import one another in
 * no loop (tests and generated code aside), and every manifest declares exactly what its package
 * imports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cruise, format, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { importCycles } from './folder-cycles.ts';
import { type Manifest, manifestProblems, type Workspace } from './manifest-problems.ts';

const require = createRequire(import.meta.url);
const configFile = './.dependency-cruiser.cjs';
const readJson = (path: string): Manifest => JSON.parse(readFileSync(path, 'utf8'));

const root = readJson('package.json') as Manifest & { workspaces: string[] };
const workspaces: Workspace[] = ['.', ...root.workspaces].map((dir) => ({
  dir,
  manifest: readJson(`${dir}/package.json`),
}));
/** Code that never ships, as the rules define it (the `testing-only-from-dev-code` exemption). */
const devCode: string[] = require(`.${configFile}`).forbidden.find(
  (rule: { name: string }) => rule.name === 'testing-only-from-dev-code',
).from.pathNot;

async function importGraph(): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(configFile);
  const { output } = await cruise(['.'], options, undefined, {
    tsConfig: extractTSConfig(options.tsConfig?.fileName ?? 'tsconfig.base.json'),
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser gave no graph');
  return output;
}

/** The loops between the folders that `collapse` (a path pattern) makes one node each. */
async function folderCycleProblems(graph: ICruiseResult, collapse: string): Promise<string[]> {
  const { output } = await format(graph, {
    outputType: 'json',
    exclude: { path: devCode },
    collapse,
  });
  const folders: ICruiseResult = JSON.parse(String(output));
  return importCycles(folders.modules).map(
    (cycle) => `folders import each other: ${cycle.join(' ↔ ')}`,
  );
}

function packageImports(graph: ICruiseResult) {
  const isDevCode = (file: string) => devCode.some((pattern) => new RegExp(pattern).test(file));
  return graph.modules
    .filter((module) => !module.source.startsWith('node_modules/'))
    .flatMap((module) =>
      module.dependencies
        .filter((d) => !d.coreModule && !/^[./]/.test(d.module))
        .map((d) => ({
          ...{ file: module.source, specifier: d.module },
          devCode: isDevCode(module.source),
        })),
    );
}

function installed(name: string) {
  const path = `node_modules/${name}/package.json`;
  const manifest = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  const bins =
    typeof manifest.bin === 'string'
      ? [name.split('/').pop() ?? name]
      : Object.keys(manifest.bin ?? {});
  return { bins, peers: Object.keys(manifest.peerDependencies ?? {}) };
}

const graph = await importGraph();
const problems = [
  ...(await folderCycleProblems(graph, `^(${root.workspaces.join('|')})/src/[^/]+`)),
  ...(await folderCycleProblems(graph, '^bff/src/slices/[^/]+')),
  ...manifestProblems(workspaces, packageImports(graph), { installed, exists: existsSync }),
];
for (const problem of problems) console.error(`  error ${problem}`);
console.error(
  problems.length === 0
    ? '✔ packages: no folder cycle, manifests match imports'
    : `\n✘ ${problems.length} package problems`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
