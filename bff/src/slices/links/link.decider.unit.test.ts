import { deciderSpec } from '@rushes/events/testing';
import { describe, it } from 'vitest';
import {
  type CreateLink,
  type DeleteLink,
  linkDecider,
  type SendLink,
  type SharedItem,
  type UpdateLink,
} from './link.decider.ts';

const now = new Date('2026-12-01T10:00:00.000Z');
const inAWeek = new Date('2026-12-08T10:00:00.000Z');
const yesterday = new Date('2026-11-30T10:00:00.000Z');
const shared = (id: string, rights: Partial<NonNullable<SharedItem['found']>> = {}) => ({
  id,
  found: { projectId: 'p1', share: true, download: false, ...rights },
});

const createLink = (overrides: Partial<CreateLink> = {}): CreateLink => ({
  type: 'CreateLink',
  linkId: 'l1',
  projectId: 'p1',
  token: 'q3Jx0d2YwL5m8ZkT1vBn7uHc4sEa9fGi6oPr_-AbCdE',
  name: '  Day 1  ',
  items: { folders: [shared('f1')], assets: [] },
  canDownload: false,
  expiresAt: inAWeek,
  allowComments: false,
  now,
  ...overrides,
});

const createdData = {
  id: 'l1',
  projectId: 'p1',
  token: 'q3Jx0d2YwL5m8ZkT1vBn7uHc4sEa9fGi6oPr_-AbCdE',
  name: 'Day 1',
  folderIds: ['f1'],
  assetIds: [] as string[],
  canDownload: false,
  expiresAt: inAWeek.toISOString() as string | null,
  allowComments: false,
};
const created = (data: Partial<typeof createdData> = {}) => ({
  type: 'link.created' as const,
  data: { ...createdData, ...data },
});

const updateLink = (overrides: Partial<UpdateLink> = {}): UpdateLink => ({
  type: 'UpdateLink',
  linkId: 'l1',
  changes: {},
  items: null,
  download: false,
  now,
  ...overrides,
});
const optionsChanged = (data: Record<string, unknown>) => ({
  type: 'link.options_changed' as const,
  data: { id: 'l1', ...data },
});
const sendLink = (overrides: Partial<SendLink> = {}): SendLink => ({
  type: 'SendLink',
  linkId: 'l1',
  recipients: ['dana@client.tv'],
  message: '',
  now,
  ...overrides,
});
const deleteLink: DeleteLink = { type: 'DeleteLink', linkId: 'l1' };
const deleted = { type: 'link.deleted' as const, data: { id: 'l1' } };

const spec = deciderSpec(linkDecider);

describe('CreateLink', () => {
  it('opens a link on the items with its trimmed name and options', () => {
    spec.when(createLink()).then([created()]);
  });

  it('needs a name', () => {
    spec.when(createLink({ name: '  ' })).thenRejects('VALIDATION_FAILED', {
      field: 'name',
      rule: 'required',
    });
  });

  it('needs items, each found, in the project and shared by the actor', () => {
    const items = (folders: SharedItem[], assets: SharedItem[] = []) => ({ folders, assets });
    spec.when(createLink({ items: items([]) })).thenRejects('VALIDATION_FAILED', {
      field: 'items',
      rule: 'required',
    });
    spec
      .when(createLink({ items: items([], [{ id: 'a9', found: undefined }]) }))
      .thenRejects('NOT_FOUND', { field: 'assetIds', entity: 'asset' });
    spec
      .when(createLink({ items: items([shared('f2', { projectId: 'p2' })]) }))
      .thenRejects('VALIDATION_FAILED', { field: 'folderIds', rule: 'sameProject' });
    spec
      .when(createLink({ items: items([shared('f1'), shared('f2', { share: false })]) }))
      .thenRejects('FORBIDDEN', { field: 'folderIds' });
  });

  it('expires in the future, or never', () => {
    spec.when(createLink({ expiresAt: yesterday })).thenRejects('VALIDATION_FAILED', {
      field: 'expiresAt',
      rule: 'future',
    });
    spec.when(createLink({ expiresAt: null })).then([created({ expiresAt: null })]);
  });

  it('lets visitors download only when the actor may download every item', () => {
    const items = { folders: [shared('f1', { download: true })], assets: [shared('a1')] };
    spec.when(createLink({ canDownload: true, items })).thenRejects('FORBIDDEN', {
      field: 'canDownload',
    });
    const all = { folders: [shared('f1', { download: true })], assets: [] };
    spec.when(createLink({ canDownload: true, items: all })).then([created({ canDownload: true })]);
  });

  it('does nothing for a link already created (a retried call)', () => {
    spec.given([created()]).when(createLink()).thenNothing();
  });
});

describe('CreateLink of a collection', () => {
  const noItems = { folders: [], assets: [] };
  const collectionLink = (overrides: Partial<CreateLink> = {}) =>
    createLink({ items: noItems, collection: shared('c1'), ...overrides });
  const sharedCollection = {
    type: 'link.collection_shared' as const,
    data: { id: 'l1', collectionId: 'c1' },
  };

  it('opens a link on no item, then shares the collection', () => {
    spec.when(collectionLink()).then([created({ folderIds: [] }), sharedCollection]);
  });

  it('needs the collection found in the project, shared by the actor, and no item beside', () => {
    spec
      .when(collectionLink({ collection: { id: 'c9', found: undefined } }))
      .thenRejects('NOT_FOUND', { field: 'collectionId', entity: 'collection' });
    spec
      .when(collectionLink({ collection: shared('c1', { projectId: 'p2' }) }))
      .thenRejects('VALIDATION_FAILED', { field: 'collectionId', rule: 'sameProject' });
    spec
      .when(collectionLink({ collection: shared('c1', { share: false }) }))
      .thenRejects('FORBIDDEN', { field: 'collectionId' });
    spec
      .when(collectionLink({ items: { folders: [shared('f1')], assets: [] } }))
      .thenRejects('VALIDATION_FAILED', { field: 'items', rule: 'collection' });
  });

  it('lets visitors download only when the actor may download where they share', () => {
    spec
      .when(collectionLink({ canDownload: true }))
      .thenRejects('FORBIDDEN', { field: 'canDownload' });
    spec
      .when(collectionLink({ canDownload: true, collection: shared('c1', { download: true }) }))
      .then([created({ folderIds: [], canDownload: true }), sharedCollection]);
  });

  it('keeps sharing its collection: items cannot be set on it', () => {
    spec
      .given([created({ folderIds: [] }), sharedCollection])
      .when(updateLink({ items: { folders: [shared('f1')], assets: [] } }))
      .thenRejects('VALIDATION_FAILED', { field: 'items', rule: 'collection' });
    spec
      .given([created({ folderIds: [] }), sharedCollection])
      .when(updateLink({ changes: { name: 'Selects' } }))
      .then([optionsChanged({ name: 'Selects' })]);
  });
});

describe('UpdateLink', () => {
  it('records only the options that changed', () => {
    const changes = { name: ' Dailies ', canDownload: false, allowComments: true };
    spec
      .given([created()])
      .when(updateLink({ changes }))
      .then([optionsChanged({ name: 'Dailies', allowComments: true })]);
    spec
      .given([created()])
      .when(updateLink({ changes: { name: 'Day 1' } }))
      .thenNothing();
  });

  it('sets and takes off a watermark', () => {
    const watermark = {
      type: 'CUSTOM' as const,
      text: ' CONFIDENTIAL ',
      position: 'BOTTOMRIGHT' as const,
      opacity: 100,
    };
    const set = optionsChanged({ watermark: { ...watermark, text: 'CONFIDENTIAL' } });
    spec
      .given([created()])
      .when(updateLink({ changes: { watermark } }))
      .then([set]);
    spec
      .given([created(), set])
      .when(updateLink({ changes: { watermark: null } }))
      .then([optionsChanged({ watermark: null })]);
    spec
      .given([created()])
      .when(updateLink({ changes: { watermark: { ...watermark, text: ' ' } } }))
      .thenRejects('VALIDATION_FAILED', { field: 'watermark', rule: 'required' });
  });

  it("keeps a watermark's words only for custom text, and its opacity within 10–100", () => {
    const visitor = {
      type: 'USERNAME' as const,
      text: 'left over',
      position: 'CENTER' as const,
      opacity: 40,
    };
    spec
      .given([created()])
      .when(updateLink({ changes: { watermark: visitor } }))
      .then([optionsChanged({ watermark: { ...visitor, text: '' } })]);
    for (const opacity of [9, 101, 50.5]) {
      spec
        .given([created()])
        .when(updateLink({ changes: { watermark: { ...visitor, opacity } } }))
        .thenRejects('VALIDATION_FAILED', { field: 'opacity', rule: 'range' });
    }
  });

  it('refuses an expiry in the past, and a future one reactivates an expired link', () => {
    spec
      .given([created()])
      .when(updateLink({ changes: { expiresAt: yesterday } }))
      .thenRejects('VALIDATION_FAILED', { field: 'expiresAt', rule: 'future' });
    const expired = created({ expiresAt: yesterday.toISOString() });
    spec
      .given([expired])
      .when(sendLink())
      .thenRejects('STATE_CONFLICT', { field: 'expiresAt', rule: 'expired' });
    const reactivated = optionsChanged({ expiresAt: inAWeek.toISOString() });
    spec
      .given([expired])
      .when(updateLink({ changes: { expiresAt: inAWeek } }))
      .then([reactivated]);
    spec
      .given([expired, reactivated])
      .when(sendLink())
      .then([
        {
          type: 'link.sent',
          data: { id: 'l1', recipients: ['dana@client.tv'], message: '' },
        },
      ]);
  });

  it('protects the link with a strong enough password, and takes it off', () => {
    const password = { plain: 'secret', hash: '$argon2id$hash' };
    const set = {
      type: 'link.password_set' as const,
      data: { id: 'l1', passwordHash: '$argon2id$hash' },
    };
    spec.given([created()]).when(updateLink({ password })).then([set]);
    spec
      .given([created()])
      .when(updateLink({ password: { plain: 'abc', hash: '$argon2id$short' } }))
      .thenRejects('VALIDATION_FAILED', { field: 'password', rule: 'strength' });
    spec
      .given([created()])
      .when(updateLink({ password: { plain: '', hash: '$argon2id$empty' } }))
      .thenRejects('VALIDATION_FAILED', { field: 'password', rule: 'required' });
    spec
      .given([created(), set])
      .when(updateLink({ password: null }))
      .then([{ type: 'link.password_set', data: { id: 'l1', passwordHash: null } }]);
    spec
      .given([created()])
      .when(updateLink({ password: null }))
      .thenNothing();
  });

  it('turns downloads on only for an actor who may download every item', () => {
    spec
      .given([created()])
      .when(updateLink({ changes: { canDownload: true } }))
      .thenRejects('FORBIDDEN', { field: 'canDownload' });
    spec
      .given([created()])
      .when(updateLink({ changes: { canDownload: true }, download: true }))
      .then([optionsChanged({ canDownload: true })]);
  });

  it('shares other items of the project, which the actor shares', () => {
    const items = { folders: [], assets: [shared('a1')] };
    spec
      .given([created()])
      .when(updateLink({ items }))
      .then([{ type: 'link.items_set', data: { id: 'l1', folderIds: [], assetIds: ['a1'] } }]);
    spec
      .given([created()])
      .when(updateLink({ items: { folders: [], assets: [shared('a1', { share: false })] } }))
      .thenRejects('FORBIDDEN', { field: 'assetIds' });
    spec
      .given([created({ canDownload: true })])
      .when(updateLink({ items }))
      .thenRejects('FORBIDDEN', { field: 'canDownload' });
  });

  it('refuses a link that does not exist or was deleted', () => {
    spec.when(updateLink()).thenRejects('NOT_FOUND');
    spec
      .given([created(), deleted])
      .when(updateLink({ changes: { name: 'Again' } }))
      .thenRejects('STATE_CONFLICT');
    spec.given([created(), deleted]).when(sendLink()).thenRejects('STATE_CONFLICT');
  });
});

describe('SendLink', () => {
  it('mails each valid address once, with the trimmed message', () => {
    const recipients = [' dana@client.tv', 'eli@client.tv', 'Dana@client.tv', ''];
    spec
      .given([created()])
      .when(sendLink({ recipients, message: ' Take 2! ' }))
      .then([
        {
          type: 'link.sent',
          data: { id: 'l1', recipients: ['dana@client.tv', 'eli@client.tv'], message: 'Take 2!' },
        },
      ]);
  });

  it('needs at least one address, every one valid', () => {
    spec
      .given([created()])
      .when(sendLink({ recipients: [' '] }))
      .thenRejects('VALIDATION_FAILED', { field: 'recipients', rule: 'required' });
    spec
      .given([created()])
      .when(sendLink({ recipients: ['dana@client.tv', 'not-an-address'] }))
      .thenRejects('VALIDATION_FAILED', { field: 'recipients', rule: 'email' });
  });
});

describe('DeleteLink', () => {
  it('deletes a link once', () => {
    spec.given([created()]).when(deleteLink).then([deleted]);
    spec.given([created(), deleted]).when(deleteLink).thenNothing();
    spec.when(deleteLink).thenRejects('NOT_FOUND');
  });
});
