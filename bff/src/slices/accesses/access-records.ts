import { type CommandOrigin, uuidFrom } from '@rushes/events';
import { createTtlMap } from '../../auth/ttl-map.ts';
import { originOf, type RequestContext } from '../../request-context.ts';
import type { Services } from '../../services.ts';
import { accessCommands } from './access.binding.ts';
import type { AccessCommand } from './access.decider.ts';

/**
 * An access is recorded once per window of this long: a view or a play per session (or visit)
 * and version, a token's use per token, project and channel (decision 0119).
 */
export const accessWindowMs = 60 * 60 * 1000;
/** Accesses this BFF remembers having recorded, so repeats cost no read of the log. */
const remembered = 100_000;

/** The hour an access falls in: windows start on the hour (UTC). */
const windowOf = (at: number) => Math.floor(at / accessWindowMs);

/**
 * Records accesses at most once per window. The aggregate's id is named by who, what and the
 * window, so every BFF records the same access on the same stream, which takes it once; this
 * BFF's memory of what it recorded spares the log the repeats. A failure is logged, never
 * thrown: looking at media never fails because its record could not be written.
 */
export function createAccessRecorder(services: Services, now: () => number = Date.now) {
  const recorded = createTtlMap<string, true>({ ttlMs: accessWindowMs, max: remembered, now });

  async function record(origin: CommandOrigin, key: readonly string[], command: AccessCommand) {
    const id = uuidFrom('access', ...key, String(windowOf(now())));
    if (recorded.get(id)) return;
    recorded.set(id, true);
    try {
      await accessCommands.run(services, origin, id, command);
    } catch (error) {
      recorded.delete(id);
      services.logger.error({ err: error, access: command.type }, 'an access was not recorded');
    }
  }

  /** Who a person is for their records: their session, or their visit of a link. */
  const personOf = (ctx: RequestContext): string | null =>
    ctx.visitor?.visitId ?? ctx.request.sessionId ?? ctx.viewer?.userId ?? null;

  return {
    /** The versions a person was handed in one request. */
    async views(ctx: RequestContext) {
      const person = personOf(ctx);
      if (person === null) return;
      for (const [versionId, { projectId, assetId, original }] of ctx.reached.versions) {
        const command = { type: 'RecordView' as const, projectId, assetId, versionId, original };
        await record(originOf(ctx), ['view', person, versionId, String(original)], command);
      }
    },
    /** A signed-in user started playing a version. */
    async play(ctx: RequestContext, version: { projectId: string; assetId: string; id: string }) {
      const person = personOf(ctx);
      if (person === null) return;
      const { projectId, assetId, id: versionId } = version;
      const command = { type: 'RecordPlay' as const, projectId, assetId, versionId };
      await record(originOf(ctx), ['play', person, versionId], command);
    },
    /**
     * A machine read projects' data through `channel` (GraphQL, or the event feed): `reads` is
     * what it read of each project, by project id. `origin` is the request's, acted by the token.
     */
    async tokenUse(
      origin: CommandOrigin & { actor: { kind: 'token'; id: string } },
      channel: 'graphql' | 'feed',
      reads: ReadonlyMap<string, readonly string[]>,
    ) {
      const tokenId = origin.actor.id;
      for (const [projectId, what] of reads) {
        const command = {
          type: 'RecordTokenUse' as const,
          tokenId,
          projectId,
          channel,
          reads: what,
        };
        await record(origin, ['token', tokenId, projectId, channel], command);
      }
    },
  };
}

export type AccessRecorder = ReturnType<typeof createAccessRecorder>;

/** One recorder per BFF: its memory is the BFF's, whichever slice records through it. */
const recorders = new WeakMap<Services, AccessRecorder>();

export function accessRecorder(services: Services): AccessRecorder {
  const known = recorders.get(services);
  if (known) return known;
  const made = createAccessRecorder(services);
  recorders.set(services, made);
  return made;
}
