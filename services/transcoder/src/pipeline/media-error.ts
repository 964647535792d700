/**
 * The source itself is the problem (corrupt, not media, undecodable): running again will not
 * help. `reason` is written for the user; `detail` (tool output) is for the logs only.
 */
export class MediaError extends Error {
  override readonly name = 'MediaError';
  constructor(
    readonly reason: string,
    readonly detail: string = '',
  ) {
    super(detail ? `${reason} (${detail})` : reason);
  }
}

export const isMediaError = (error: unknown): error is MediaError => error instanceof MediaError;

/** A tool exited badly for a reason that is not the source's fault (it may pass on a retry). */
export class ToolFailed extends Error {
  override readonly name = 'ToolFailed';
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(`${command} exited with ${exitCode ?? 'a signal'}: ${stderrTail}`);
  }
}
