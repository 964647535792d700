import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessWorld,
  saveFolderUser,
  saveProjectUser,
  startAccessWorld,
} from '../members/member.fixture.ts';
import { firstError } from '../test-bff.fixture.ts';
import { uploadFile } from '../uploads/upload.fixture.ts';
import { flushNotices } from './notice-mailer.ts';

const templatesQuery = `query ($id: ID!) {
  project(id: $id) { templates { type contents isCustom } }
}`;
const saveTemplate = `mutation ($input: SaveProjectTemplateInput!) {
  saveProjectTemplate(input: $input) { project { templates { type contents isCustom } } }
}`;
const resetTemplate = `mutation ($input: RemoveProjectTemplateInput!) {
  removeProjectTemplate(input: $input) { project { templates { type contents isCustom } } }
}`;
const send = `mutation ($input: SendFolderNotificationInput!) {
  sendFolderNotification(input: $input) { sentTo folder { id } }
}`;

describe('folder notifications', () => {
  let world: AccessWorld;
  beforeAll(async () => {
    world = await startAccessWorld();
    const { bff, admin, projectId, users, folders } = world;
    for (const [userId, roleId] of [
      [users.eddie, 'editor'],
      [users.otto, 'editor'],
    ]) {
      await bff.gql(admin, saveProjectUser, { input: { projectId, userId, roleId } });
    }
    // Vic joins as a Viewer of Day 2 only
    await bff.gql(admin, saveFolderUser, {
      input: { folderId: folders.day2, userId: users.vic, allowedTo: {} },
    });
  }, 60_000);
  afterAll(() => world?.bff.close());

  it("shows Rushes' templates until the project writes its own, and resets them", async () => {
    const { bff, admin, projectId } = world;
    const defaults = await bff.gql(admin, templatesQuery, { id: projectId });
    expect(defaults.data?.project.templates).toEqual([
      {
        type: 'NOTIFICATION_SUBJECT',
        contents: 'New content in [PROJECT]: [FOLDER]',
        isCustom: false,
      },
      {
        type: 'NOTIFICATION_BODY',
        contents: expect.stringContaining('[USER] added'),
        isCustom: false,
      },
    ]);
    const empty = await world.appended(() =>
      bff.gql(admin, saveTemplate, {
        input: { projectId, type: 'NOTIFICATION_SUBJECT', contents: '  ' },
      }),
    );
    expect(firstError(empty.answer)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'contents', rule: 'required' },
    });
    expect(empty.appended).toBe(false);
    const saved = await bff.gql(admin, saveTemplate, {
      input: { projectId, type: 'NOTIFICATION_SUBJECT', contents: ' Dailies: [FOLDER_PATH] ' },
    });
    expect(saved.data?.saveProjectTemplate.project.templates[0]).toEqual({
      type: 'NOTIFICATION_SUBJECT',
      contents: 'Dailies: [FOLDER_PATH]',
      isCustom: true,
    });
    // an Editor does not edit the project
    const asEditor = await bff.gql(world.tokens.eddie, saveTemplate, {
      input: { projectId, type: 'NOTIFICATION_BODY', contents: 'Ours' },
    });
    expect(firstError(asEditor).code).toBe('FORBIDDEN');
    const reset = await bff.gql(admin, resetTemplate, {
      input: { projectId, type: 'NOTIFICATION_SUBJECT' },
    });
    expect(reset.data?.removeProjectTemplate.project.templates[0].isCustom).toBe(false);
  });

  it('mails the members who receive content notifications and see the folder, placeholders filled', async () => {
    const { bff, tokens, folders } = world;
    const before = (await bff.mails()).length;
    const sent = await bff.gql(tokens.eddie, send, {
      input: {
        folderId: folders.cameraA,
        subject: ' New takes in [FOLDER] ',
        body: 'Hi, [USER] here.\n\n[FOLDER_PATH] of [PROJECT] has the new takes: [LINK]',
      },
    });
    expect(sent.errors).toBeUndefined();
    // Otto sees Camera A; Vic does not; Eddie sent it
    const mails = (await bff.mails()).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual(['otto@elsewhere.test']);
    expect(sent.data?.sendFolderNotification.sentTo).toBe(1);
    expect(mails[0]?.subject).toBe('New takes in Camera A');
    expect(mails[0]?.text).toContain('Hi, Eddie Editor here.');
    expect(mails[0]?.text).toContain(
      'Feature / Day 1 / Camera A of Feature has the new takes: http',
    );
    expect(mails[0]?.text).toContain(encodeURIComponent(folders.cameraA));
  });

  it('refuses an empty subject, and those who may not upload there', async () => {
    const { bff, tokens, folders } = world;
    const empty = await world.appended(() =>
      bff.gql(tokens.eddie, send, { input: { folderId: folders.day1, subject: ' ', body: 'x' } }),
    );
    expect(firstError(empty.answer)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'subject', rule: 'required' },
    });
    expect(empty.appended).toBe(false);
    const viewer = await bff.gql(tokens.vic, send, {
      input: { folderId: folders.day2, subject: 'New', body: 'Look' },
    });
    expect(firstError(viewer).code).toBe('FORBIDDEN');
  });

  it('mails one note for many new files and one for new comments, once they settle, to those who see them', async () => {
    const { bff, tokens, folders } = world;
    const loaders = (await import('../index.ts')).slices.flatMap((slice) => slice.loaders ?? []);
    const settled = bff.services.config.noticeDelay * 1000;
    const flush = (after = 0) => flushNotices(bff.services, loaders, new Date(Date.now() + after));
    await flush(settled * 20); // whatever earlier tests left
    const before = (await bff.mails()).length;
    const uploaded = [];
    for (const name of ['A001.txt', 'A002.txt', 'A003.txt']) {
      uploaded.push(
        await uploadFile(bff, tokens.eddie, folders.cameraA, {
          filename: name,
          bytes: Buffer.from(name),
        }),
      );
    }
    const versionId = uploaded[0]?.version.id;
    await bff.gql(
      tokens.otto,
      'mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }',
      { input: { versionId, text: 'Lovely light' } },
    );
    // still arriving: nothing goes yet
    expect(await flush()).toBe(0);
    // the notices' projection records the files and the comment each in its own time: a round
    // may find one of them settled before the other is recorded
    const sent = async () => (await bff.mails()).length - before;
    await expect
      .poll(async () => {
        await flush(settled + 1000);
        return sent();
      })
      .toBeGreaterThanOrEqual(2);
    const mails = (await bff.mails()).slice(before);
    // Otto hears of Eddie's three files in one mail; Eddie of Otto's comment; Vic sees neither
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      ['eddie@rushes.test', 'A new comment in Feature'],
      ['otto@elsewhere.test', '3 new files in Feature'],
    ]);
    const files = mails.find((mail) => mail.to === 'otto@elsewhere.test');
    expect(files?.text).toContain('Feature / Day 1 / Camera A: A001.txt, A002.txt, A003.txt');
    // taken once: another round finds nothing
    expect(await flush(settled * 20)).toBe(0);
  });
});
