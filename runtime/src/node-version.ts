/** The oldest Node.js release line Rushes runs on (its dependencies need 22.22 or newer). */
export const minimumNode = { major: 22, minor: 22 } as const;

/**
 * Why `version` (as `process.versions.node` gives it) is too old to run Rushes, in words a person
 * can act on; undefined when it will do.
 */
export function unsupportedNode(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const { major: needMajor, minor: needMinor } = minimumNode;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return undefined;
  return (
    `Rushes needs Node.js ${needMajor}.${needMinor} or newer (24 LTS recommended); this is ` +
    `Node.js ${version}. Run it through npm (\`npm start\`, \`npm run …\`): \`npm install\` puts ` +
    'the Node.js Rushes pins in node_modules/.bin, which npm scripts run first. Or install a ' +
    'newer Node.js (https://nodejs.org) and run the command again.'
  );
}
