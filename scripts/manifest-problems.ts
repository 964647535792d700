/** The parts of a package.json this check reads. */
export interface Manifest {
  name?: string;
  scripts?: Record<string, string>;
  exports?: string | Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** A package of the repository: its folder (`.` for the root) and manifest. */
export interface Workspace {
  dir: string;
  manifest: Manifest;
}

/** One import of a package by name, from a file of the repository. */
export interface PackageImport {
  file: string;
  specifier: string;
  /** Whether the file never ships (a test, a fixture, configuration): it may use devDependencies. */
  devCode: boolean;
}

/** What the check needs to know of an installed package. */
export interface InstalledPackage {
  bins: string[];
  peers: string[];
}

export interface Lookups {
  installed(name: string): InstalledPackage;
  exists(path: string): boolean;
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The package a file belongs to: the deepest workspace folder holding it, else the root. */
export function ownerOf(file: string, workspaces: readonly Workspace[]): Workspace | undefined {
  const holding = workspaces.filter((w) => w.dir === '.' || file.startsWith(`${w.dir}/`));
  return holding.sort((a, b) => b.dir.length - a.dir.length)[0];
}

function undeclaredImports(workspace: Workspace, imports: readonly PackageImport[]): string[] {
  const {
    name: own,
    dependencies = {},
    devDependencies = {},
    peerDependencies = {},
  } = workspace.manifest;
  const manifest = `${workspace.dir}/package.json`;
  const problems = new Map<string, string>();
  for (const { file, specifier, devCode } of imports) {
    const name = packageOf(specifier);
    const declared = name === own || name in dependencies || name in peerDependencies;
    const forDev = name in devDependencies;
    const [key, problem] = forDev
      ? [`${name} for dev`, `${manifest} has ${name} for dev, but ${file} ships it`]
      : [name, `${manifest} lacks ${name}, which ${file} imports`];
    if (!declared && !(forDev && devCode) && !problems.has(key)) problems.set(key, problem);
  }
  return [...problems.values()];
}

/**
 * Declared and unused: neither imported, nor the types of something used, nor a peer of
 * something used (Vite's plugins, Vitest's jsdom), nor a program the package's scripts run, nor
 * the Node.js they run on.
 */
function unusedDeclarations(
  workspace: Workspace,
  imports: readonly PackageImport[],
  lookups: Lookups,
): string[] {
  const { scripts = {}, dependencies = {}, devDependencies = {} } = workspace.manifest;
  const used = new Set(imports.map(({ specifier }) => packageOf(specifier)));
  const peers = new Set([...used].flatMap((name) => lookups.installed(name).peers));
  const commands = Object.values(scripts)
    .join(' ')
    .split(/[\s;&|()]+/);
  const typesOf = (name: string) => name.replace(/^@types\//, '').replace(/^(.+)__/, '@$1/');
  const isUsed = (name: string) =>
    used.has(name) ||
    peers.has(name) ||
    // Node's own types serve the built-in modules, which every package uses.
    (name.startsWith('@types/') && (used.has(typesOf(name)) || name === '@types/node')) ||
    // The registry's Node.js runs every script: npm puts its binary first on their PATH.
    (name === 'node' && commands.some(Boolean)) ||
    lookups.installed(name).bins.some((bin) => commands.includes(bin));
  return Object.keys({ ...dependencies, ...devDependencies })
    .filter((name) => !isUsed(name))
    .map((name) => `${workspace.dir}/package.json declares ${name}, which nothing there uses`);
}

function missingExports(workspace: Workspace, lookups: Lookups): string[] {
  const { exports = {} } = workspace.manifest;
  const entries = typeof exports === 'string' ? { '.': exports } : exports;
  return Object.entries(entries)
    .filter(([, target]) => !lookups.exists(`${workspace.dir}/${target.replace(/^\.\//, '')}`))
    .map(
      ([entry, target]) =>
        `${workspace.dir}/package.json exports ${entry} as ${target}, a file that does not exist`,
    );
}

/** Every way the manifests differ from what their packages import, one sentence each. */
export function manifestProblems(
  workspaces: readonly Workspace[],
  imports: readonly PackageImport[],
  lookups: Lookups,
): string[] {
  return workspaces.flatMap((workspace) => {
    const own = imports.filter((i) => ownerOf(i.file, workspaces) === workspace);
    return [
      ...undeclaredImports(workspace, own),
      ...unusedDeclarations(workspace, own, lookups),
      ...missingExports(workspace, lookups),
    ];
  });
}
