import { type ChainCheck, verifyCustody } from '@rushes/bff';
import { exitOnStartFailure, keepFilesPrivate, loadEnv, processEnv } from '@rushes/runtime';
import { withConfiguredDeployment } from './deployment-log.ts';

const reasons: Record<NonNullable<ChainCheck['broken']>['reason'], string> = {
  EVENT_CHANGED: "the log's event is not the one chained there",
  EVENT_MISSING: 'the event chained there is no longer in the log',
  EVENT_UNCHAINED: 'the log has an event the chain does not hold there',
  CHAIN_ALTERED: 'the chain itself was changed there',
};

/** One line per project: intact with its length, or where and why it breaks. */
export function auditLines(checks: readonly ChainCheck[], names: ReadonlyMap<string, string>) {
  return checks.map(({ projectId, length, broken }) => {
    const project = `${names.get(projectId) ?? '(deleted project)'} ${projectId}`;
    if (!broken) return `intact  ${project}: ${length} events`;
    const { position, eventId, reason } = broken;
    return `BROKEN  ${project}: at event ${position} (${eventId}): ${reasons[reason]}`;
  });
}

/**
 * `npm run audit:verify`: checks every project's chain of custody against the log (decision
 * 0119) and prints a line per project; exits with 1 when any chain breaks. It reads the
 * deployment the settings name, as `projections:rebuild` does.
 */
async function main(): Promise<void> {
  keepFilesPrivate();
  const config = loadEnv(processEnv.audit, process.env);
  const broken = await withConfiguredDeployment(config, async ({ db, store }) => {
    const checks = await verifyCustody({ db, store });
    const rows = await db.selectFrom('project').select(['id', 'name']).execute();
    const names = new Map(rows.map((row) => [row.id, row.name]));
    for (const line of auditLines(checks, names)) console.log(line);
    const count = checks.filter((check) => check.broken).length;
    console.log(
      count === 0
        ? `${checks.length} chains of custody intact`
        : `${count} of ${checks.length} chains of custody broken`,
    );
    return count;
  });
  // Everything is closed by now; the code is the answer scripts and CI read.
  process.exit(broken > 0 ? 1 : 0);
}

main().catch(exitOnStartFailure);
