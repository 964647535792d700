/**
 * Runs `close` once on SIGTERM or SIGINT and exits (1 when closing failed). A second signal
 * exits at once.
 */
export function closeOnSignal(close: () => Promise<void>, log: (message: string) => void): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
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
