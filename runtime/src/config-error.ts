import { UnreachableError } from './unreachable.ts';

/** Settings that are missing or malformed, each problem naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/**
 * The end of a process's `main()`: a configuration problem or a server it cannot reach is printed
 * as it is (it names the variable), anything else with its stack; either way the process exits
 * with 1.
 */
export function exitOnStartFailure(error: unknown): never {
  const plain = error instanceof ConfigError || error instanceof UnreachableError;
  console.error(plain ? error.message : error);
  process.exit(1);
}
