import { catalogue } from '@rushes/events';
import { exitOnStartFailure, keepFilesPrivate, loadEnv, processEnv } from '@rushes/runtime';
import { withConfiguredDeployment } from './deployment-log.ts';
import { rebuildReadModels } from './read-models.ts';

const busy = (projection: string) =>
  console.log(
    `Waiting for the read model "${projection}": a running BFF or transfer statistics process ` +
      'keeps it. Stop them (the rebuild goes on as soon as they have), or press Ctrl+C.',
  );

/**
 * `npm run projections:rebuild`: empties every read model and replays the whole log into it,
 * in the deployment the settings name (`withConfiguredDeployment`).
 */
async function main(): Promise<void> {
  keepFilesPrivate();
  const config = loadEnv(processEnv.rebuild, process.env);
  const seq = await withConfiguredDeployment(config, (adapters) =>
    rebuildReadModels({ ...adapters, catalogue, onBusy: busy }),
  );
  console.log(`read models rebuilt from the log up to seq ${seq}`);
}

main().catch(exitOnStartFailure);
