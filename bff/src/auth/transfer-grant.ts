import { randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { createSealer, type Sealer } from '@rushes/runtime';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * What starts every transfer token: it tells one from a session's token (a JWT) or an API
 * token's secret (`rsh_`) before anything is opened, and secret scanners find it.
 */
export const TRANSFER_TOKEN_PREFIX = 'rtt_';

/**
 * How long a transfer token works: a day. A day of rushes is hundreds of gigabytes (300 GB at
 * 80 Mbit/s is over eight hours), sent from a location whose link drops, and the helper resumes
 * after a drop or a restart with the token it holds, the tab long closed; a token leaked does
 * only its one transfer, as its holder, and for a day at most.
 */
export const TRANSFER_TOKEN_SECONDS = 24 * 3600;

/**
 * The longest token handed out: it travels as a request header, which servers and proxies cap
 * (Node's 16 KiB for all of them), so a transfer of more files than fit asks for several tokens.
 */
export const TRANSFER_TOKEN_MAX_CHARS = 8192;

/** Who a transfer token acts for: a user, or a share link's visitor (their visit). */
export type TransferHolder = { kind: 'user'; userId: string } | { kind: 'visit'; visitId: string };

/** A file a transfer token lets its bearer upload: its name (or path below the folder) and size. */
export interface GrantedFile {
  name: string;
  size: number;
}

interface GrantBase {
  /** The transfer's id: the statistics' record of a download, the token's tag. */
  transferId: string;
  holder: TransferHolder;
  projectId: string;
  expiresAt: Date;
}

/** Uploading the files named into the folder (or, one file, as a version of the asset). */
export interface UploadGrant extends GrantBase {
  direction: 'upload';
  folderId: string;
  assetId: string | null;
  files: GrantedFile[];
}

/** Downloading what `requestDownload` would give for this selection, planned when fetched. */
export interface DownloadGrant extends GrantBase {
  direction: 'download';
  parentId: string | null;
  folderIds: string[];
  assetIds: string[];
}

/**
 * What a transfer token (`rtt_…`) lets its bearer do, as its holder and no more (decision 0129):
 * the sealed payload is the whole grant, so no server keeps it.
 */
export type TransferGrant = UploadGrant | DownloadGrant;

/** A grant as asked for: `transferId` and `expiresAt` are given when it is sealed. */
export type GrantRequest =
  | Omit<UploadGrant, 'transferId' | 'expiresAt'>
  | Omit<DownloadGrant, 'transferId' | 'expiresAt'>;

const id = Type.String({ minLength: 1 });
const ids = Type.Array(id);
/** The sealed payload, short keys: it travels in a header. */
const Payload = Type.Object({
  v: Type.Literal(1),
  t: id,
  h: Type.Union([
    Type.Object({ u: id }, { additionalProperties: false }),
    Type.Object({ vi: id }, { additionalProperties: false }),
  ]),
  p: id,
  x: Type.Integer(),
  g: Type.Union([
    Type.Object(
      {
        up: id,
        a: Type.Union([id, Type.Null()]),
        f: Type.Array(Type.Tuple([Type.String(), Type.Integer({ minimum: 0 })])),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      { down: Type.Union([id, Type.Null()]), fo: ids, as: ids },
      { additionalProperties: false },
    ),
  ]),
});
type Payload = Static<typeof Payload>;

function payloadOf(grant: TransferGrant): Payload {
  const { holder } = grant;
  return {
    v: 1,
    t: grant.transferId,
    h: holder.kind === 'user' ? { u: holder.userId } : { vi: holder.visitId },
    p: grant.projectId,
    x: Math.floor(grant.expiresAt.getTime() / 1000),
    g:
      grant.direction === 'upload'
        ? {
            up: grant.folderId,
            a: grant.assetId,
            f: grant.files.map((file): [string, number] => [file.name, file.size]),
          }
        : { down: grant.parentId, fo: grant.folderIds, as: grant.assetIds },
  };
}

function grantOf(payload: Payload): TransferGrant {
  const base = {
    transferId: payload.t,
    holder:
      'u' in payload.h
        ? { kind: 'user' as const, userId: payload.h.u }
        : { kind: 'visit' as const, visitId: payload.h.vi },
    projectId: payload.p,
    expiresAt: new Date(payload.x * 1000),
  };
  const { g } = payload;
  if ('up' in g) {
    const files = g.f.map(([name, size]) => ({ name, size }));
    return { ...base, direction: 'upload', folderId: g.up, assetId: g.a, files };
  }
  return { ...base, direction: 'download', parentId: g.down, folderIds: g.fo, assetIds: g.as };
}

/** What the sealed payloads are keyed for: never opened as any other sealed value. */
const PURPOSE = 'rushes transfer tokens';

/** The largest payload opened: far above what a token of the longest allowed holds. */
const MAX_PAYLOAD_BYTES = 1024 * 1024;

export interface TransferGrants {
  /** The grant sealed into a token, with a fresh transfer id, working for a day from `now`. */
  seal(request: GrantRequest, now?: Date): { token: string; grant: TransferGrant };
  /** The grant a token carries while it works; null for anything else (altered, expired…). */
  open(token: string, now?: Date): TransferGrant | null;
}

/**
 * Transfer tokens: `rtt_` and the grant, deflated and sealed (AES-256-GCM under a key of their
 * own derived from RUSHES_SECRETS_KEY), so it can be neither read nor changed by its bearer.
 */
export function transferGrants(secretsKey: string): TransferGrants {
  const sealer: Sealer = createSealer(secretsKey, PURPOSE);
  return {
    seal(request, now = new Date()) {
      // in whole seconds, as the payload carries it
      const expiresAt = new Date(
        (Math.floor(now.getTime() / 1000) + TRANSFER_TOKEN_SECONDS) * 1000,
      );
      const grant = { ...request, transferId: randomUUID(), expiresAt } as TransferGrant;
      const packed = deflateRawSync(JSON.stringify(payloadOf(grant)));
      return { token: `${TRANSFER_TOKEN_PREFIX}${sealer.sealBytes(packed)}`, grant };
    },
    open(token, now = new Date()) {
      if (!isTransferToken(token) || token.length > TRANSFER_TOKEN_MAX_CHARS) return null;
      let payload: unknown;
      try {
        const packed = sealer.openBytes(token.slice(TRANSFER_TOKEN_PREFIX.length));
        const json = inflateRawSync(packed, { maxOutputLength: MAX_PAYLOAD_BYTES });
        payload = JSON.parse(json.toString('utf8'));
      } catch {
        return null;
      }
      if (!Value.Check(Payload, payload)) return null;
      const grant = grantOf(payload);
      return grant.expiresAt.getTime() > now.getTime() ? grant : null;
    },
  };
}

export const isTransferToken = (token: string): boolean => token.startsWith(TRANSFER_TOKEN_PREFIX);
