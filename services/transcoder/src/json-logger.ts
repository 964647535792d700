import type { TranscoderLogger } from './job-attempt.runner.ts';

const plain = (value: unknown) =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

/** One JSON line per entry on stdout (stderr for errors), errors with their stack. */
export function jsonLogger(name: string): TranscoderLogger {
  const write = (level: string, out: NodeJS.WriteStream) => (data: object, message: string) => {
    const fields = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, plain(v)]));
    out.write(`${JSON.stringify({ level, time: Date.now(), name, msg: message, ...fields })}\n`);
  };
  return {
    info: write('info', process.stdout),
    warn: write('warn', process.stdout),
    error: write('error', process.stderr),
  };
}
