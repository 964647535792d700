#!/usr/bin/env node
import { startHelper } from './helper.ts';
import { helperOptions, UsageError, usage } from './options.ts';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
let options: ReturnType<typeof helperOptions>;
try {
  options = helperOptions(args, process.env);
} catch (error) {
  const wrong =
    error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  if (!wrong) throw error;
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
const helper = await startHelper(options).catch((error: unknown) => {
  console.error(`Rushes Transfer did not start: ${(error as Error).message}`);
  process.exit(1);
});
console.log(`Its pairings, transfers and log are in ${options.home}.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('Stopping: unfinished transfers resume at the next start.');
    void helper.close().then(() => process.exit(0));
  });
}
