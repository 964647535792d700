import { publicCatalogue } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { findApiTokensByIds } from '../api-tokens/api-token.queries.ts';
import { findLinksByIds } from '../links/link.queries.ts';
import { findUsersByIds } from '../users/user.queries.ts';
import type { ChainLink } from './chain-links.ts';

export type ActorKind = 'USER' | 'LINK' | 'TOKEN' | 'SYSTEM';

/** One event of a custody log as people read it: what, who, when, with its link. */
export interface CustodyEntry extends ChainLink {
  type: string;
  version: number;
  summary: string;
  actor: { kind: ActorKind; name: string | null; ref: string };
}

const kinds: Record<string, ActorKind> = { users: 'USER', links: 'LINK', tokens: 'TOKEN' };

const summaries = new Map(
  publicCatalogue.mappings.map((mapping) => [mapping.event.type, mapping.summary]),
);

/** `io.rushes.<name>.v<version>` as its name and version. */
function typeOf(cloudEventType: string) {
  const match = /^io\.rushes\.(.+)\.v(\d+)$/.exec(cloudEventType);
  return { type: match?.[1] ?? cloudEventType, version: Number(match?.[2] ?? 0) };
}

/** `users/<id>`, `links/<id>`, `tokens/<id>` or `system`, split. */
function refOf(ref: string): { kind: ActorKind; id: string | null } {
  const [collection = '', id = null] = ref.split('/');
  return { kind: kinds[collection] ?? 'SYSTEM', id };
}

/** The names of the users, links and tokens that acted, by `rushesactor`, in three reads. */
async function actorNames(db: Kysely<Database>, refs: readonly string[]) {
  const ids = (kind: ActorKind) => [
    ...new Set(refs.flatMap((ref) => (refOf(ref).kind === kind ? (refOf(ref).id ?? []) : []))),
  ];
  const named = async (
    kind: ActorKind,
    find: (ids: string[]) => Promise<{ id: string; name: string }[]>,
  ) => {
    const wanted = ids(kind);
    const rows = wanted.length > 0 ? await find(wanted) : [];
    return rows.map((row): [string, string] => [`${kind}:${row.id}`, row.name]);
  };
  const found = await Promise.all([
    named('USER', (wanted) => findUsersByIds(db, wanted)),
    named('LINK', (wanted) => findLinksByIds(db, wanted)),
    named('TOKEN', (wanted) => findApiTokensByIds(db, wanted)),
  ]);
  return new Map(found.flat());
}

/** Links of a custody log as its readers see them, with who acted named. */
export async function custodyEntries(
  db: Kysely<Database>,
  links: readonly ChainLink[],
): Promise<CustodyEntry[]> {
  const names = await actorNames(
    db,
    links.map((link) => link.cloudEvent.rushesactor),
  );
  return links.map((link) => {
    const { type, version } = typeOf(link.cloudEvent.type);
    const ref = link.cloudEvent.rushesactor;
    const { kind, id } = refOf(ref);
    const name = id === null ? null : (names.get(`${kind}:${id}`) ?? null);
    return {
      ...link,
      type,
      version,
      summary: summaries.get(type) ?? type,
      actor: { kind, name, ref },
    };
  });
}
