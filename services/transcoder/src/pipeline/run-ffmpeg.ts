import { spawn } from 'node:child_process';
import type { FirstLevelGate } from './first-level-gate.ts';
import { MediaError, ToolFailed } from './media-error.ts';
import { mediaMessages } from './media-messages.ts';
import { probeArgs } from './probe.ts';

const STDERR_TAIL_BYTES = 4_000;

/** Messages ffmpeg prints when it cannot read or decode its input. */
const inputFailure =
  /Invalid data found when processing input|moov atom not found|Error while decoding|could not find codec parameters|Error opening input|Decoding error|corrupt/i;

export const isInputFailure = (stderr: string): boolean => inputFailure.test(stderr);

/**
 * Reads `-progress pipe:1` output chunk by chunk and reports each `out_time_us` (or the older,
 * misnamed `out_time_ms`, also microseconds) as milliseconds.
 */
export function progressReader(onTimeMs: (ms: number) => void): (chunk: string) => void {
  let pending = '';
  return (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_(?:us|ms)=(\d+)\s*$/.exec(line);
      if (match?.[1]) onTimeMs(Number(match[1]) / 1000);
    }
  };
}

/** How long a tool asked to finish has before it is asked again. */
const SECOND_INTERRUPT_MS = 500;

export interface ToolResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/** The options of `runTool`. */
export interface ToolOptions {
  signal: AbortSignal;
  /** Aborted, the tool is asked to stop (SIGINT) and finish its outputs; its exit is then no failure. */
  finish?: AbortSignal;
  onStdout?: (chunk: string) => void;
  /** The process is stopped (SIGSTOP) while the gate is busy and continued when it is not. */
  yieldTo?: FirstLevelGate;
}

/**
 * Runs a tool to its end, keeping stdout (unless `onStdout` takes it) and stderr's tail. On abort
 * the process is killed and the promise rejects with the signal's reason once it has exited.
 */
export function runTool(
  command: string,
  args: readonly string[],
  options: ToolOptions,
): Promise<ToolResult> {
  const { signal, onStdout, yieldTo, finish } = options;
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const abort = () => child.kill('SIGKILL');
    signal.addEventListener('abort', abort, { once: true });
    // ffmpeg finishes its outputs on SIGINT, but only a second one breaks a read that waits for
    // input which will never come (a feed whose sender has gone).
    const interrupt = () => {
      child.kill('SIGINT');
      setTimeout(
        () => child.exitCode === null && child.kill('SIGINT'),
        SECOND_INTERRUPT_MS,
      ).unref();
    };
    finish?.addEventListener('abort', interrupt, { once: true });
    if (finish?.aborted) interrupt();
    // A stopped process keeps its memory and gives up the processor until it is continued.
    const yieldWhile = (busy: boolean) => child.kill(busy ? 'SIGSTOP' : 'SIGCONT');
    if (yieldTo?.busy) yieldWhile(true);
    const unwatch = yieldTo?.watch(yieldWhile);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (onStdout) onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });
    child.once('error', (error) => {
      signal.removeEventListener('abort', abort);
      unwatch?.();
      reject(error);
    });
    child.once('close', (exitCode) => {
      signal.removeEventListener('abort', abort);
      finish?.removeEventListener('abort', interrupt);
      unwatch?.();
      if (signal.aborted) reject(signal.reason);
      else resolve({ exitCode: finish?.aborted ? 0 : exitCode, stdout, stderr: stderr.trim() });
    });
  });
}

/**
 * Runs ffmpeg with `-progress pipe:1` in its arguments, reporting the share done (0–1) of
 * `durationMs`. Throws MediaError when the input could not be decoded, ToolFailed otherwise.
 */
export async function runFfmpeg(
  ffmpegPath: string,
  args: readonly string[],
  options: {
    signal: AbortSignal;
    durationMs: number | null;
    onProgress?: (share: number) => void;
    /** How far it has written, in milliseconds of output (a live feed's length so far). */
    onTime?: (ms: number) => void;
    /** Aborted, ffmpeg stops reading and finishes its outputs (a live feed that ended). */
    finish?: AbortSignal;
    yieldTo?: FirstLevelGate;
  },
): Promise<void> {
  const { durationMs, onProgress, onTime, finish, yieldTo } = options;
  const read = progressReader((ms) => {
    onTime?.(ms);
    if (durationMs && onProgress) onProgress(Math.min(1, Math.max(0, ms / durationMs)));
  });
  const result = await runTool(ffmpegPath, args, {
    signal: options.signal,
    onStdout: read,
    ...(yieldTo ? { yieldTo } : {}),
    ...(finish ? { finish } : {}),
  });
  if (result.exitCode === 0) return;
  if (isInputFailure(result.stderr)) throw new MediaError(mediaMessages.undecodable, result.stderr);
  throw new ToolFailed('ffmpeg', result.exitCode, result.stderr);
}

/** ffprobe's JSON, or null with its complaint when it could not read the file as media. */
export async function runFfprobe(
  ffprobePath: string,
  input: string,
  signal: AbortSignal,
): Promise<{ ok: true; json: unknown } | { ok: false; stderr: string }> {
  const result = await runTool(ffprobePath, probeArgs(input), { signal });
  if (result.exitCode !== 0) return { ok: false, stderr: result.stderr };
  try {
    return { ok: true, json: JSON.parse(result.stdout) };
  } catch {
    return { ok: false, stderr: 'ffprobe printed no JSON' };
  }
}
