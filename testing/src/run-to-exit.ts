import { spawn } from 'node:child_process';
import { once } from 'node:events';

export interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript entry point (through tsx) with only `env` and PATH in its environment, to its
 * end: its exit code and what it wrote. For tests of what a process says as it refuses to start.
 */
export async function runToExit(entry: string, env: Record<string, string>): Promise<Exit> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'close');
  return { code, stdout, stderr };
}
