/**
 * Rushes' import boundaries, checked by `npm run lint` (`depcruise .`). Cycles between the folders
 * under each package's `src/`, and what each manifest declares, are `scripts/check-packages.ts`'s.
 */

/** A package's folder, captured so a rule can say "the same package" as `$1`. */
const pkg = `(${require('./package.json').workspaces.join('|')})`;
const server = '^(runtime|events|migrations|storage|bff|standalone|testing|services)/';
/**
 * Code that never ships: tests, fixtures, contract suites, the packages only tests use, build
 * configuration and type declarations. Read by `scripts/check-packages.ts` too.
 */
const devCode = [
  '\\.(test|spec)\\.tsx?$',
  '\\.(fixture|contract)\\.ts$',
  '^(testing|e2e|bench|scripts)/',
  '/src/testing(/|\\.ts$)',
  '^web/src/test/',
  '^web/build/',
  '(^|/)[a-z]+\\.config\\.ts$',
  '\\.d\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other in a loop: one of them belongs elsewhere.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that names no file or installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-relative-import-across-packages',
      comment:
        "Another package is reached through its name and exports ('@rushes/…'), never a path.",
      severity: 'error',
      from: { path: `^${pkg}/` },
      to: {
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased-workspace'],
        pathNot: '^$1/',
      },
    },
    {
      name: 'web-not-to-server',
      comment: 'The web app talks to the server over HTTP only; it imports no server package.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: server },
    },
    {
      name: 'screen-not-to-screen',
      comment:
        'A screen is one route: what two screens share lives in a feature folder (folders/, projects/, viewer/…) or components/, never in one of them.',
      severity: 'error',
      from: { path: '^web/src/screens/([^/]+)/' },
      to: { path: '^web/src/screens/', pathNot: '^web/src/screens/$1/' },
    },
    {
      name: 'features-not-to-screens',
      comment:
        'Feature folders and components run beneath the screens: a screen may use them, never the reverse. Only the router (app/) and test helpers reach a screen.',
      severity: 'error',
      from: { path: '^web/src/', pathNot: '^web/src/(screens|app|test)/' },
      to: { path: '^web/src/screens/' },
    },
    {
      name: 'services-not-to-bff',
      comment: 'Services and the BFF meet only through the event log and object storage.',
      severity: 'error',
      from: { path: '^services/' },
      to: { path: '^bff/' },
    },
    {
      name: 'bff-not-to-services',
      comment: 'Services and the BFF meet only through the event log and object storage.',
      severity: 'error',
      from: { path: '^bff/' },
      to: { path: '^services/' },
    },
    {
      name: 'events-imports-nothing-of-ours',
      comment: 'The event catalogue and store are the base every other package builds on.',
      severity: 'error',
      from: { path: '^events/' },
      to: { path: '^(rules|runtime|migrations|storage|bff|web|standalone|services|e2e|bench)/' },
    },
    {
      name: 'rules-import-nothing',
      comment:
        'The rules the browser and the server share (@rushes/rules) depend on nothing but the numbering plans (libphonenumber-js).',
      severity: 'error',
      from: { path: '^rules/', pathNot: devCode },
      to: { pathNot: ['^rules/', '^node_modules/libphonenumber-js/'] },
    },
    {
      name: 'transfer-imports-only-rules',
      comment:
        "Rushes Transfer (@rushes/transfer) runs on users' machines: it ships with Node's own modules and @rushes/rules alone (its tests reach the BFF and storage).",
      severity: 'error',
      from: { path: '^transfer/', pathNot: devCode },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: ['^transfer/', '^rules/', '^node_modules/libphonenumber-js/'],
      },
    },
    {
      name: 'fixture-not-to-composition-root',
      comment:
        "A fixture builds what its tests need from a package's parts, never through the process's composition root (the BFF's main.ts and start.ts, the standalone process, the web app's main.tsx and router). The BFF's test app runs the domain slices through run-bff.ts, as start.ts does.",
      severity: 'error',
      from: { path: '\\.fixture\\.tsx?$' },
      to: {
        path: ['^bff/src/(main|start)\\.ts$', '^standalone/src/', '^web/src/(main\\.tsx|app/)'],
      },
    },
    {
      name: 'testing-only-from-dev-code',
      comment: "Test servers and test helpers ('@rushes/testing', '*/testing') never ship.",
      severity: 'error',
      from: { pathNot: devCode },
      to: { path: ['^testing/', '/src/testing(/|\\.ts$)', '\\.(fixture|contract)\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^web/(dist|src/__generated__)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
    },
  },
};
