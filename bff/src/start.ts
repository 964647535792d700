import type { BffConfig } from './config.ts';
import { type BffAdapters, type RunningBff, runBff } from './run-bff.ts';
import { slices } from './slices/index.ts';

/**
 * One wiring for both ways to run (the distributed `main.ts` and the embedded launcher): the BFF
 * of every domain slice, listening on the configured port.
 */
export async function startBff(config: BffConfig, adapters: BffAdapters): Promise<RunningBff> {
  const bff = await runBff(config, adapters, slices);
  try {
    await bff.app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await bff.close();
    throw error;
  }
  return bff;
}
