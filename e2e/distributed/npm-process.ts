import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** What a process printed last: enough to read why it failed. */
const KEPT_OUTPUT = 64 * 1024;
const STOP_GRACE_MS = 10_000;

/** One process of the deployment, started as an operator starts it: `npm run <script>`. */
export interface NpmProcess {
  name: string;
  /** Its last output (stdout and stderr), each line prefixed with its name. */
  output(): string;
  /** Resolves once `<origin>/readyz` answers 200; rejects with its output if it exits first. */
  ready(origin: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM to the whole process group (npm, its shell, node), SIGKILL after a grace period. */
  stop(): Promise<void>;
}

export function startNpmScript(name: string, script: string, env: NodeJS.ProcessEnv): NpmProcess {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    const lines = chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
    output = (output + lines).slice(-KEPT_OUTPUT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (which: NodeJS.Signals) => {
    if (child.pid && running()) process.kill(-child.pid, which);
  };

  return {
    name,
    output: () => output,
    async ready(origin, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (running() && Date.now() < deadline) {
        const status = await fetch(`${origin}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const why = running() ? `was not ready after ${timeoutMs} ms` : 'exited while starting';
      throw new Error(`${name} ${why}:\n${output}`);
    },
    async stop() {
      if (!running()) return;
      signal('SIGTERM');
      const killer = setTimeout(() => signal('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(killer);
    },
  };
}
