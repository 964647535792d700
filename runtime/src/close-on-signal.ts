/** npm and tsx pass a terminal's Ctrl+C on to the process that already had it: one press. */
const RELAYED_WITHIN_MS = 1000;

/**
 * Runs `close` once on SIGTERM or SIGINT and exits (1 when closing failed). Another signal a
 * second or more later exits at once.
 */
export function closeOnSignal(close: () => Promise<void>, log: (message: string) => void): void {
  let closingSince: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closingSince !== undefined) {
      if (Date.now() - closingSince < RELAYED_WITHIN_MS) return;
      process.exit(1);
    }
    closingSince = Date.now();
    log(`${signal}: shutting down`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
