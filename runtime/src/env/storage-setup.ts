import { ConfigError } from '../config-error.ts';

/**
 * A storage a project may be kept on: its media's keys start with `<prefix>/`, in the default
 * storage's bucket or folder unless it has a `bucket` (S3) or a `root` folder (local disk) of its
 * own. The default storage has the empty prefix.
 */
export interface StorageSetting {
  name: string;
  prefix: string;
  bucket?: string;
  root?: string;
}

/** `rushes`: our own transfer helper's server; `aspera`: an IBM Aspera server (its Node API). */
export const transferServerKinds = ['rushes', 'aspera'] as const;
export type TransferServerKind = (typeof transferServerKinds)[number];

/** A server that moves files fast to and from the projects of the storage with `storagePrefix`. */
export interface TransferServerSetting {
  name: string;
  storagePrefix: string;
  kind: TransferServerKind;
  endpoint?: string;
  /** The rate its transfer clients aim at, in kbit/s. */
  targetRateKbps: number;
  /** An Aspera server's Node API user and password (basic authentication). */
  nodeUser?: string;
  nodePassword?: string;
}

/** The rate a transfer server's clients aim at unless it says otherwise: 100 Mbit/s. */
export const DEFAULT_TARGET_RATE_KBPS = 100_000;
/** The highest rate a transfer server may set: 10 Gbit/s. */
const MAX_TARGET_RATE_KBPS = 10_000_000;

/** The deployment's storages (the default first) and transfer servers. */
export interface StorageSetup {
  storages: StorageSetting[];
  transferServers: TransferServerSetting[];
}

/** The one storage of a deployment that configures none. */
export const defaultStorage: StorageSetting = { name: 'Default', prefix: '' };

/** What `npm start` offers unless told otherwise, so a newcomer sees the fast-transfer path. */
export const embeddedTransferServer: TransferServerSetting = {
  name: 'Rushes Transfer',
  storagePrefix: '',
  kind: 'rushes',
  targetRateKbps: DEFAULT_TARGET_RATE_KBPS,
};

/**
 * The top folders the default storage's objects are kept in: a storage's prefix may not be one,
 * or the router would send them to it.
 */
const takenPrefixes = ['projects', 'folders', 'workspaces', 'notes', 'deliveries'];
const prefixPattern = /^[a-z0-9][a-z0-9-]{0,31}$/;
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const MAX_NAME = 64;

const STORAGES = 'RUSHES_STORAGES';
const SERVERS = 'RUSHES_TRANSFER_SERVERS';

type Entry = Record<string, unknown>;
type Parsed<T> = { values: T[]; problems: string[] };

const isText = (value: unknown): value is string => typeof value === 'string';

/** The objects of a JSON list, each with only the `fields` known; else the problems. */
function entriesOf(variable: string, text: string, fields: readonly string[]): Parsed<Entry> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { values: [], problems: [`${variable} must be a JSON list: it does not parse`] };
  }
  if (!Array.isArray(value)) return { values: [], problems: [`${variable} must be a JSON list`] };
  const problems: string[] = [];
  const values = value.map((entry: unknown, index): Entry => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push(`${variable}: entry ${index + 1} must be an object`);
      return {};
    }
    for (const field of Object.keys(entry).filter((field) => !fields.includes(field))) {
      problems.push(`${variable}: entry ${index + 1} has an unknown field "${field}"`);
    }
    return { ...entry };
  });
  return { values, problems };
}

/** Each name present, short and used once. */
function nameProblems(variable: string, entries: readonly Entry[]): string[] {
  const problems = entries.flatMap((entry, index) =>
    isText(entry.name) && entry.name.trim() !== '' && entry.name.length <= MAX_NAME
      ? []
      : [`${variable}: entry ${index + 1} needs a "name" of 1 to ${MAX_NAME} characters`],
  );
  return [
    ...problems,
    ...usedTwice(
      entries.map((entry) => entry.name),
      `${variable}: two are called`,
    ),
  ];
}

/** One problem per value that occurs more than once. */
const usedTwice = (values: readonly unknown[], problem: string): string[] =>
  [...new Set(values.filter((value, index) => values.indexOf(value) !== index))].map(
    (value) => `${problem} "${String(value)}"`,
  );

function storageProblems(entry: Entry, media: 's3' | 'local-disk'): string[] {
  const { name, prefix, bucket, root } = entry;
  const storage = `${STORAGES}: "${String(name)}"`;
  if (!isText(prefix)) return [`${storage} needs a "prefix" ("" for the default storage)`];
  if (prefix !== '' && (!prefixPattern.test(prefix) || takenPrefixes.includes(prefix))) {
    return [
      `${storage} has the prefix "${prefix}": a prefix is lowercase letters, digits and hyphens (up to 32), other than ${takenPrefixes.join(', ')}`,
    ];
  }
  if (bucket === undefined && root === undefined) return [];
  if (prefix === '') {
    return [`${storage} is the default storage: it is S3_BUCKET or the data folder, no other`];
  }
  if (bucket !== undefined && root !== undefined) return [`${storage} has a bucket and a root`];
  if (bucket !== undefined && media !== 's3') {
    return [`${storage} has a bucket, but media is on local disk (S3_BUCKET is unset)`];
  }
  if (root !== undefined && media !== 'local-disk') {
    return [`${storage} has a root folder, but media is in S3 (S3_BUCKET is set)`];
  }
  if (bucket !== undefined && !(isText(bucket) && bucketPattern.test(bucket))) {
    return [`${storage} has a bucket that is not an S3 bucket name`];
  }
  if (root !== undefined && !(isText(root) && root.trim() !== '')) {
    return [`${storage} has a root that is not a folder path`];
  }
  return [];
}

const storageOf = ({ name, prefix, bucket, root }: Entry): StorageSetting => ({
  name: String(name),
  prefix: String(prefix),
  ...(isText(bucket) && { bucket }),
  ...(isText(root) && { root }),
});

function parseStorages(
  text: string | undefined,
  media: 's3' | 'local-disk',
): Parsed<StorageSetting> {
  if (text === undefined) return { values: [defaultStorage], problems: [] };
  const { values: entries, problems } = entriesOf(STORAGES, text, [
    'name',
    'prefix',
    'bucket',
    'root',
  ]);
  if (problems.length > 0) return { values: [], problems };
  const prefixes = entries.map((entry) => entry.prefix);
  problems.push(
    ...nameProblems(STORAGES, entries),
    ...entries.flatMap((entry) => storageProblems(entry, media)),
    ...usedTwice(prefixes, `${STORAGES}: two have the prefix`),
  );
  if (!prefixes.includes('')) {
    problems.push(
      `${STORAGES} must hold one storage with the empty prefix: the default, where projects made before storages existed are kept`,
    );
  }
  // The default first: it is the one a project gets when nobody chooses.
  const storages = entries
    .map(storageOf)
    .sort((a, b) => Number(a.prefix !== '') - Number(b.prefix !== ''));
  return { values: storages, problems };
}

/** The rate a server sets, and its Node API's user and password (an Aspera server's alone). */
function serverSettingProblems(entry: Entry, server: string): string[] {
  const { kind, targetRateKbps, nodeUser, nodePassword } = entry;
  const problems: string[] = [];
  if (
    targetRateKbps !== undefined &&
    !(
      Number.isSafeInteger(targetRateKbps) &&
      Number(targetRateKbps) >= 1 &&
      Number(targetRateKbps) <= MAX_TARGET_RATE_KBPS
    )
  ) {
    problems.push(
      `${server} has a "targetRateKbps" that is not a whole number of kbit/s from 1 to ${MAX_TARGET_RATE_KBPS}`,
    );
  }
  const credentials = { nodeUser, nodePassword };
  for (const [field, value] of Object.entries(credentials)) {
    if (kind !== 'aspera' && value !== undefined) {
      problems.push(`${server} is no Aspera server: it has no "${field}"`);
    } else if (kind === 'aspera' && !(isText(value) && value !== '')) {
      problems.push(`${server} is an Aspera server: it needs the "${field}" of its Node API`);
    }
  }
  return problems;
}

/** `prefixes` null: the storages are wrong, so whether a server's prefix is one is not known. */
function serverProblems(entry: Entry, prefixes: readonly string[] | null): string[] {
  const { name, storagePrefix, kind, endpoint } = entry;
  const server = `${SERVERS}: "${String(name)}"`;
  const problems: string[] = [];
  if (!isText(storagePrefix) || (prefixes && !prefixes.includes(storagePrefix))) {
    problems.push(
      `${server} needs a "storagePrefix" that is the prefix of a storage of ${STORAGES}`,
    );
  }
  if (!transferServerKinds.some((known) => known === kind)) {
    problems.push(`${server} needs a "kind", rushes or aspera`);
  }
  if (
    endpoint !== undefined &&
    !(isText(endpoint) && /^https?:\/\/[^/\s]+(\/\S*)?$/.test(endpoint))
  ) {
    problems.push(`${server} has an endpoint that is not an http:// or https:// URL`);
  } else if (kind === 'aspera' && endpoint === undefined) {
    problems.push(`${server} is an Aspera server: it needs the "endpoint" of its Node API`);
  }
  return [...problems, ...serverSettingProblems(entry, server)];
}

const serverOf = (entry: Entry): TransferServerSetting => {
  const { name, storagePrefix, kind, endpoint, targetRateKbps, nodeUser, nodePassword } = entry;
  return {
    name: String(name),
    storagePrefix: String(storagePrefix),
    kind: transferServerKinds.find((known) => known === kind) ?? 'rushes',
    ...(isText(endpoint) && { endpoint }),
    targetRateKbps: typeof targetRateKbps === 'number' ? targetRateKbps : DEFAULT_TARGET_RATE_KBPS,
    ...(isText(nodeUser) && { nodeUser }),
    ...(isText(nodePassword) && { nodePassword }),
  };
};

function parseServers(
  text: string | undefined,
  prefixes: readonly string[] | null,
  embedded: boolean,
): Parsed<TransferServerSetting> {
  if (text === undefined) return { values: embedded ? [embeddedTransferServer] : [], problems: [] };
  const fields = [
    'name',
    'storagePrefix',
    'kind',
    'endpoint',
    'targetRateKbps',
    'nodeUser',
    'nodePassword',
  ];
  const { values: entries, problems } = entriesOf(SERVERS, text, fields);
  if (problems.length > 0) return { values: [], problems };
  problems.push(
    ...nameProblems(SERVERS, entries),
    ...entries.flatMap((entry) => serverProblems(entry, prefixes)),
  );
  return { values: entries.map(serverOf), problems };
}

/**
 * The storages and transfer servers `RUSHES_STORAGES` and `RUSHES_TRANSFER_SERVERS` configure:
 * unset, one default storage and (for `npm start`, `embedded`) one transfer server of our own.
 * Throws one `ConfigError` naming every problem.
 */
export function storageSetupOf(
  config: { storages?: string; transferServers?: string; s3Bucket?: string },
  options: { embedded: boolean },
): StorageSetup {
  const storages = parseStorages(config.storages, config.s3Bucket ? 's3' : 'local-disk');
  const prefixes = storages.problems.length > 0 ? null : storages.values.map((s) => s.prefix);
  const servers = parseServers(config.transferServers, prefixes, options.embedded);
  const problems = [...storages.problems, ...servers.problems];
  if (problems.length > 0) throw new ConfigError(problems);
  return { storages: storages.values, transferServers: servers.values };
}
