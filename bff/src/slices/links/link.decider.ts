import { type Decider, DomainError, type LinkEvent, type LinkOptionsChanged } from '@rushes/events';
import {
  isEmail,
  unmetPasswordRules,
  type WatermarkPosition,
  type WatermarkType,
} from '@rushes/rules';
import { hasExpired } from '../../auth/visitor.ts';
import { canAllowDownload } from '../policy.ts';
import { invalid } from '../validation.ts';

/** A folder or asset a link is to share, and what the caller found of it (undefined: nothing). */
export interface SharedItem {
  id: string;
  found: { projectId: string; share: boolean; download: boolean } | undefined;
}

/** What a link is to share, as the caller found it with the actor's rights on each item. */
export interface SharedItems {
  folders: readonly SharedItem[];
  assets: readonly SharedItem[];
}

/** What a link's watermark shows (custom `text`, or one of the other types), where, how opaque. */
export interface Watermark {
  type: WatermarkType;
  text: string;
  position: WatermarkPosition;
  /** Of the text, 10–100. */
  opacity: number;
}

const validOpacity = (opacity: number) =>
  Number.isInteger(opacity) && opacity >= 10 && opacity <= 100;

/**
 * Opens a link on items of one project, or on one of its collections (`collection`, with no item:
 * `share` there means the actor may share something in the project, `download` that they may
 * download somewhere they share); the token is random and the clock is the caller's.
 */
export interface CreateLink {
  type: 'CreateLink';
  linkId: string;
  projectId: string;
  token: string;
  name: string;
  items: SharedItems;
  collection?: SharedItem;
  canDownload: boolean;
  expiresAt: Date | null;
  allowComments: boolean;
  now: Date;
}

/** The options an update may change; those left undefined stay. */
export interface LinkChanges {
  name?: string;
  canDownload?: boolean;
  expiresAt?: Date | null;
  allowComments?: boolean;
  watermark?: Watermark | null;
}

/**
 * Changes a link. `items` are what it is to share from now on (null: as it is), `download`
 * whether the actor may download every item it will share; `password` is the new one with its
 * argon2id hash, null to take it off, undefined to keep it.
 */
export interface UpdateLink {
  type: 'UpdateLink';
  linkId: string;
  changes: LinkChanges;
  items: SharedItems | null;
  download: boolean;
  password?: { plain: string; hash: string } | null;
  now: Date;
}

export interface SendLink {
  type: 'SendLink';
  linkId: string;
  recipients: readonly string[];
  message: string;
  now: Date;
}

export interface DeleteLink {
  type: 'DeleteLink';
  linkId: string;
}

export type LinkCommand = CreateLink | UpdateLink | SendLink | DeleteLink;

export interface LinkOptions {
  projectId: string;
  name: string;
  canDownload: boolean;
  expiresAt: string | null;
  allowComments: boolean;
  watermark: Watermark | null;
  hasPassword: boolean;
  folderIds: string[];
  assetIds: string[];
  /** The collection it shares instead of items; null for the others. */
  collectionId: string | null;
}

export type LinkState =
  | { status: 'none' }
  | ({ status: 'active' } & LinkOptions)
  | ({ status: 'deleted' } & LinkOptions);

const notFound = () => new DomainError('NOT_FOUND', { field: 'id', entity: 'link' });
const deleted = () => new DomainError('STATE_CONFLICT', { field: 'id', entity: 'link' });

/** The refusal for items missing, out of the project or not shared by the actor; else null. */
function itemsError(items: SharedItems, projectId: string): DomainError | null {
  if (items.folders.length + items.assets.length === 0) return invalid('items', 'required');
  for (const [field, list] of [
    ['folderIds', items.folders],
    ['assetIds', items.assets],
  ] as const) {
    for (const { found } of list) {
      if (!found) return new DomainError('NOT_FOUND', { field, entity: field.slice(0, -3) });
      if (found.projectId !== projectId) return invalid(field, 'sameProject');
      if (!found.share) return new DomainError('FORBIDDEN', { field });
    }
  }
  return null;
}

/** The refusal for a collection missing, of another project or not shared by the actor. */
function collectionError(collection: SharedItem, items: SharedItems, projectId: string) {
  if (items.folders.length + items.assets.length > 0) return invalid('items', 'collection');
  const { found } = collection;
  if (!found) return new DomainError('NOT_FOUND', { field: 'collectionId', entity: 'collection' });
  if (found.projectId !== projectId) return invalid('collectionId', 'sameProject');
  return found.share ? null : new DomainError('FORBIDDEN', { field: 'collectionId' });
}

const rightsOf = (items: SharedItems) =>
  [...items.folders, ...items.assets].map((item) => ({ download: item.found?.download === true }));

function expiryError(expiresAt: Date | null | undefined, now: Date): DomainError | null {
  if (expiresAt === undefined || expiresAt === null) return null;
  if (Number.isNaN(expiresAt.getTime())) return invalid('expiresAt', 'date');
  return hasExpired(expiresAt, now) ? invalid('expiresAt', 'future') : null;
}

function createLink(command: CreateLink, state: LinkState) {
  if (state.status !== 'none') return [];
  const name = command.name.trim();
  if (name === '') return invalid('name', 'required');
  const { collection, items, projectId } = command;
  const shares = collection
    ? collectionError(collection, items, projectId)
    : itemsError(items, projectId);
  const problem = shares ?? expiryError(command.expiresAt, command.now);
  if (problem) return problem;
  const download = collection
    ? collection.found?.download === true
    : canAllowDownload(rightsOf(items));
  if (command.canDownload && !download) {
    return new DomainError('FORBIDDEN', { field: 'canDownload' });
  }
  const data = {
    id: command.linkId,
    projectId: command.projectId,
    token: command.token,
    name,
    folderIds: command.items.folders.map((item) => item.id),
    assetIds: command.items.assets.map((item) => item.id),
    canDownload: command.canDownload,
    expiresAt: command.expiresAt?.toISOString() ?? null,
    allowComments: command.allowComments,
  };
  const created = { type: 'link.created' as const, data };
  if (!collection) return [created];
  const shared = { id: command.linkId, collectionId: collection.id };
  return [created, { type: 'link.collection_shared' as const, data: shared }];
}

const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** The options that differ from the link's, or the rule a change breaks. */
function changedOptions(
  changes: LinkChanges,
  link: LinkOptions,
  now: Date,
): LinkOptionsChanged['data'] | DomainError {
  const name = changes.name?.trim();
  if (name === '') return invalid('name', 'required');
  const problem = expiryError(changes.expiresAt, now);
  if (problem) return problem;
  const data: LinkOptionsChanged['data'] = { id: '' };
  if (name !== undefined && name !== link.name) data.name = name;
  if (changes.canDownload !== undefined && changes.canDownload !== link.canDownload) {
    data.canDownload = changes.canDownload;
  }
  if (changes.expiresAt !== undefined) {
    const expiresAt = changes.expiresAt?.toISOString() ?? null;
    if (expiresAt !== link.expiresAt) data.expiresAt = expiresAt;
  }
  if (changes.allowComments !== undefined && changes.allowComments !== link.allowComments) {
    data.allowComments = changes.allowComments;
  }
  const asked = changes.watermark;
  // only custom text keeps its words: another type draws what it names
  const watermark = asked && {
    type: asked.type,
    text: asked.type === 'CUSTOM' ? asked.text.trim() : '',
    position: asked.position,
    opacity: asked.opacity,
  };
  if (watermark?.type === 'CUSTOM' && watermark.text === '') {
    return invalid('watermark', 'required');
  }
  if (watermark && !validOpacity(watermark.opacity)) return invalid('opacity', 'range');
  if (watermark !== undefined && JSON.stringify(watermark) !== JSON.stringify(link.watermark)) {
    data.watermark = watermark;
  }
  return data;
}

function passwordEvent(password: UpdateLink['password'], link: LinkOptions, id: string) {
  if (password === undefined) return [];
  if (password === null) {
    return link.hasPassword
      ? [{ type: 'link.password_set' as const, data: { id, passwordHash: null } }]
      : [];
  }
  if (password.plain === '') return invalid('password', 'required');
  if (unmetPasswordRules(password.plain).length > 0) return invalid('password', 'strength');
  return [{ type: 'link.password_set' as const, data: { id, passwordHash: password.hash } }];
}

function updateLink(command: UpdateLink, state: LinkState) {
  if (state.status === 'none') return notFound();
  if (state.status === 'deleted') return deleted();
  const id = command.linkId;
  const { items } = command;
  if (items && state.collectionId !== null) return invalid('items', 'collection');
  const problem = items && itemsError(items, state.projectId);
  if (problem) return problem;
  const options = changedOptions(command.changes, state, command.now);
  if (options instanceof DomainError) return options;
  const folderIds = items?.folders.map((item) => item.id) ?? state.folderIds;
  const assetIds = items?.assets.map((item) => item.id) ?? state.assetIds;
  const itemsChanged = !sameIds(folderIds, state.folderIds) || !sameIds(assetIds, state.assetIds);
  const canDownload = options.canDownload ?? state.canDownload;
  if (canDownload && (options.canDownload || itemsChanged) && !command.download) {
    return new DomainError('FORBIDDEN', { field: 'canDownload' });
  }
  const password = passwordEvent(command.password, state, id);
  if (password instanceof DomainError) return password;
  const events: LinkEvent[] = [];
  if (itemsChanged) events.push({ type: 'link.items_set', data: { id, folderIds, assetIds } });
  if (Object.keys(options).length > 1) {
    events.push({ type: 'link.options_changed', data: { ...options, id } });
  }
  return [...events, ...password];
}

function sendLink(command: SendLink, state: LinkState) {
  if (state.status === 'none') return notFound();
  if (state.status === 'deleted') return deleted();
  if (hasExpired(state.expiresAt, command.now)) {
    return new DomainError('STATE_CONFLICT', { field: 'expiresAt', rule: 'expired' });
  }
  const trimmed = command.recipients.map((recipient) => recipient.trim()).filter(Boolean);
  if (trimmed.length === 0) return invalid('recipients', 'required');
  if (!trimmed.every(isEmail)) return invalid('recipients', 'email');
  const seen = new Set<string>();
  const recipients = trimmed.filter((recipient) => {
    const key = recipient.toLowerCase();
    return !seen.has(key) && seen.add(key);
  });
  const data = { id: command.linkId, recipients, message: command.message.trim() };
  return [{ type: 'link.sent' as const, data }];
}

function deleteLink(command: DeleteLink, state: LinkState) {
  if (state.status === 'none') return notFound();
  if (state.status === 'deleted') return [];
  return [{ type: 'link.deleted' as const, data: { id: command.linkId } }];
}

function evolveOptions(link: LinkOptions, event: LinkEvent): LinkOptions {
  switch (event.type) {
    case 'link.created':
    case 'link.sent':
    case 'link.deleted':
      return link;
    case 'link.options_changed': {
      const { id: _, ...changed } = event.data;
      return { ...link, ...changed };
    }
    case 'link.password_set':
      return { ...link, hasPassword: event.data.passwordHash !== null };
    case 'link.items_set':
      return { ...link, folderIds: event.data.folderIds, assetIds: event.data.assetIds };
    case 'link.collection_shared':
      return { ...link, collectionId: event.data.collectionId };
  }
}

/**
 * A share link (stream `link.<id>`): created on items the actor shares, its options changed,
 * protected, sent and deleted. Who may act on it the caller has checked with the policy
 * (`linkAllowedTo`): a link out of reach never gets here.
 */
export const linkDecider: Decider<LinkCommand, LinkState, LinkEvent> = {
  initialState: { status: 'none' },
  decide(command, state) {
    switch (command.type) {
      case 'CreateLink':
        return createLink(command, state);
      case 'UpdateLink':
        return updateLink(command, state);
      case 'SendLink':
        return sendLink(command, state);
      case 'DeleteLink':
        return deleteLink(command, state);
    }
  },
  evolve(state, event) {
    if (event.type === 'link.created') {
      const { id: _, token: __, ...options } = event.data;
      const fresh = { watermark: null, hasPassword: false, collectionId: null };
      return { status: 'active', ...options, ...fresh };
    }
    if (state.status === 'none') return state;
    if (event.type === 'link.deleted') return { ...state, status: 'deleted' };
    return { ...state, ...evolveOptions(state, event) };
  },
};
