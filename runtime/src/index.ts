export { closeOnSignal } from './close-on-signal.ts';
export { ConfigError, exitOnStartFailure } from './config-error.ts';
export { freeLoopbackPort } from './free-port.ts';
export { mediaTools, missingTools, type RequiredTool } from './required-tools.ts';
export { minimumNode, unsupportedNode } from './node-version.ts';
