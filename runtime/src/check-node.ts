// Run before anything else by `npm start` and the other start scripts: on an old Node.js the
// build or an import fails with an error that says nothing about the version. npm scripts run on
// the `node` dev dependency (node_modules/.bin comes first on their PATH); this still catches an
// install without dev dependencies (`--omit=dev`) on an old system Node.js.
import { unsupportedNode } from './node-version.ts';

const problem = unsupportedNode(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
