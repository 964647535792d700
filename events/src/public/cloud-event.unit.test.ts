import { CloudEvent, HTTP } from 'cloudevents';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { catalogue } from '../catalogue/index.ts';
import type { Actor, Commit, DomainEvent, StoredEvent } from '../envelope.ts';
import { publicEventsOf, type RushesCloudEvent } from './cloud-event.ts';
import { replayAsCloudEvents } from './scope-index.fixture.ts';

const source = 'https://rushes.example.com';
const ids = {
  ada: 'u-ada',
  workspace: 'w-1',
  other: 'w-2',
  project: 'p-1',
  root: 'f-root',
  folder: 'f-1',
  asset: 'a-1',
  version: 'v-1',
  comment: 'c-1',
  link: 'l-1',
  visit: 'visit-1',
};
const ada: Actor = { kind: 'user', id: ids.ada };
/** The catalogue as the command handler sees it: any event, checked at run time. */
const anyEvent: Catalogue = catalogue;

/** A log of one decision per entry, numbered from 1, a minute apart. */
function logOf(
  entries: { stream: string; actor?: Actor; events: (DomainEvent | StoredEvent)[] }[],
) {
  return entries.map(
    ({ stream, actor = ada, events }, index): Commit => ({
      seq: index + 1,
      stream,
      meta: {
        actor,
        commandId: `command-${index + 1}`,
        correlationId: `request-${index + 1}`,
        causationId: null,
        at: new Date(Date.UTC(2026, 11, 1, 9, index)).toISOString(),
        clientIp: '203.0.113.9',
      },
      events: events.map((event) => ('version' in event ? event : anyEvent.encode(event))),
    }),
  );
}

const log = logOf([
  {
    stream: `user.${ids.ada}`,
    events: [
      {
        type: 'user.created',
        data: {
          id: ids.ada,
          email: 'ada@example.com',
          name: 'Ada',
          passwordHash: '$argon2id$x',
          isSuperuser: false,
        },
      },
    ],
  },
  {
    stream: `workspace.${ids.workspace}`,
    events: [
      { type: 'workspace.created', data: { id: ids.workspace, name: 'Films', isDefault: false } },
    ],
  },
  {
    stream: `project.${ids.project}`,
    events: [
      {
        type: 'project.created',
        data: {
          id: ids.project,
          workspaceId: ids.workspace,
          name: 'Dune',
          managerId: ids.ada,
          rootFolderId: ids.root,
          storagePrefix: '',
          transferServer: null,
        },
      },
    ],
  },
  {
    stream: `folder.${ids.folder}`,
    events: [
      {
        type: 'folder.created',
        data: { id: ids.folder, projectId: ids.project, parentId: ids.root, name: 'Day 1' },
      },
    ],
  },
  {
    stream: `asset.${ids.asset}`,
    events: [
      {
        type: 'asset.created',
        data: {
          id: ids.asset,
          projectId: ids.project,
          folderId: ids.folder,
          name: 'A001',
          type: 'Video',
        },
      },
      {
        type: 'asset.version_added',
        data: {
          ...{
            assetId: ids.asset,
            versionId: ids.version,
            projectId: ids.project,
            folderId: ids.folder,
          },
          ...{ number: 1, filename: 'A001.mov', size: 1024, mimetype: 'video/quicktime' },
          ...{ sourceKey: 'projects/p-1/assets/a-1/v-1/source.mov', jobId: null },
        },
      },
    ],
  },
  {
    stream: `comment.${ids.comment}`,
    // as first published: the author was only the decision's actor
    events: [
      {
        type: 'comment.added',
        version: 1,
        data: {
          ...{
            id: ids.comment,
            projectId: ids.project,
            assetId: ids.asset,
            versionId: ids.version,
          },
          ...{ parentId: null, text: 'Too dark', start: 12, end: null },
        },
      },
    ],
  },
  {
    stream: `user.${ids.ada}`,
    events: [
      {
        type: 'user.settings_changed',
        data: { id: ids.ada, autoPlay: true, prefersUploadV2: true, inboxMail: 'immediately' },
      },
    ],
  },
  {
    stream: `link.${ids.link}`,
    events: [
      {
        type: 'link.created',
        data: {
          ...{
            id: ids.link,
            projectId: ids.project,
            token: 'secret-token-of-twenty-two',
            name: 'Client',
          },
          ...{
            folderIds: [ids.folder],
            assetIds: [],
            canDownload: false,
            expiresAt: null,
            allowComments: true,
          },
        },
      },
    ],
  },
  {
    stream: `visit.${ids.visit}`,
    actor: { kind: 'link', id: ids.link },
    events: [{ type: 'link.visited', data: { linkId: ids.link, visitId: ids.visit, email: null } }],
  },
  {
    stream: `project.${ids.project}`,
    events: [
      {
        type: 'project.workspace_changed',
        data: { id: ids.project, workspaceId: ids.other, fromWorkspaceId: ids.workspace },
      },
    ],
  },
  {
    stream: `asset.${ids.asset}`,
    actor: { kind: 'system' },
    events: [{ type: 'asset.renamed', data: { id: ids.asset, name: 'A001 graded' } }],
  },
]);

/** The whole log as a reader taking it in order gets it. */
const replay = (): RushesCloudEvent[] => replayAsCloudEvents(log, source);

const byType = (events: RushesCloudEvent[], type: string) => {
  const found = events.find((event) => event.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found;
};

describe('public events as CloudEvents', () => {
  const events = replay();

  it('are valid CloudEvents 1.0 in structured JSON, as the CloudEvents SDK reads them', () => {
    expect(events).toHaveLength(11);
    for (const event of events) {
      expect(new CloudEvent(event).validate()).toBe(true);
      const received = HTTP.toEvent({
        headers: { 'content-type': 'application/cloudevents+json; charset=utf-8' },
        body: JSON.stringify(event),
      }) as CloudEvent<unknown>;
      // nothing defaulted nor dropped: every attribute came from Rushes
      expect(JSON.parse(JSON.stringify(received))).toEqual(event);
    }
  });

  it('are typed io.rushes.<name>.v<version>, leaving private events out', () => {
    expect(events.map((event) => event.type)).toEqual([
      'io.rushes.user.created.v1',
      'io.rushes.workspace.created.v1',
      'io.rushes.project.created.v1',
      'io.rushes.folder.created.v1',
      'io.rushes.asset.created.v1',
      'io.rushes.asset.version_added.v1',
      'io.rushes.comment.added.v1',
      'io.rushes.link.created.v1',
      'io.rushes.link.visited.v1',
      'io.rushes.project.workspace_changed.v1',
      'io.rushes.asset.renamed.v1',
    ]);
    expect(publicEventsOf(log[6] as Commit)).toEqual([]);
  });

  it('keep their id on every replay: the place of the event in the log', () => {
    expect(replay()).toEqual(events);
    const versionAdded = byType(events, 'io.rushes.asset.version_added.v1');
    expect(versionAdded).toMatchObject({ id: '5-1', time: '2026-12-01T09:04:00.000Z', source });
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });

  it('name their resource as the subject, and who caused them', () => {
    expect(byType(events, 'io.rushes.comment.added.v1')).toMatchObject({
      subject: `comments/${ids.comment}`,
      rushesactor: `users/${ids.ada}`,
    });
    expect(byType(events, 'io.rushes.asset.version_added.v1').subject).toBe(`assets/${ids.asset}`);
    expect(byType(events, 'io.rushes.link.visited.v1')).toMatchObject({
      subject: `links/${ids.link}`,
      rushesactor: `links/${ids.link}`,
    });
    expect(byType(events, 'io.rushes.asset.renamed.v1').rushesactor).toBe('system');
  });

  it('carry the workspace and project they belong to, even when their data names neither', () => {
    const inProject = { rushesworkspace: ids.workspace, rushesproject: ids.project };
    expect(byType(events, 'io.rushes.project.created.v1')).toMatchObject(inProject);
    expect(byType(events, 'io.rushes.comment.added.v1')).toMatchObject(inProject);
    expect(byType(events, 'io.rushes.link.visited.v1')).toMatchObject(inProject);
    expect(byType(events, 'io.rushes.workspace.created.v1')).toMatchObject({
      rushesworkspace: ids.workspace,
    });
    // the project moved: what happens in it from then on happens in its new workspace
    const moved = { rushesworkspace: ids.other, rushesproject: ids.project };
    expect(byType(events, 'io.rushes.project.workspace_changed.v1')).toMatchObject(moved);
    expect(byType(events, 'io.rushes.asset.renamed.v1')).toMatchObject(moved);
    // people belong to the whole deployment
    const user = byType(events, 'io.rushes.user.created.v1');
    expect(user).not.toHaveProperty('rushesworkspace');
    expect(user).not.toHaveProperty('rushesproject');
  });

  it('carry the public data, upcast and stripped of what stays inside', () => {
    expect(byType(events, 'io.rushes.comment.added.v1').data).toEqual({
      ...{ commentId: ids.comment, projectId: ids.project, assetId: ids.asset },
      ...{ versionId: ids.version, parentId: null, text: 'Too dark', start: 12, end: null },
      author: { kind: 'user', userId: ids.ada },
      annotated: false,
    });
    const everything = JSON.stringify(events);
    for (const secret of [
      '$argon2id$x',
      'secret-token-of-twenty-two',
      'source.mov',
      '203.0.113.9',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
