import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from '../fixtures.ts';
import { expectAccessible } from '../helpers/accessibility.ts';
import { openAsset } from '../helpers/assets.ts';
import { commentList, startComment } from '../helpers/comments.ts';
import { subscriptionSent } from '../helpers/live.ts';
import { uniqueName } from '../helpers/names.ts';
import { expectVideoAdvances } from '../helpers/player.ts';
import { createProject, openProject } from '../helpers/projects.ts';
import { signIn } from '../helpers/sign-in.ts';
import { uploadPanel, uploadRow, uploadThroughChooser } from '../helpers/uploads.ts';
import { startTopology, type Topology } from './topology.ts';

const TRANSCODE = { timeout: 120_000 };

let topology: Topology;
let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  [clip, topology] = await Promise.all([
    makeTimecodeClip(folder, { seconds: 4, width: 640, height: 360, fps: 25 }),
    startTopology(),
  ]);
});

test.afterAll(async () => {
  await topology?.stop();
  await rm(folder, { recursive: true, force: true });
});

/** What the pages' Content-Security-Policy refused, as Chromium reports it on the console. */
const refused: string[] = [];
const watchRefusals = (page: Page) =>
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a hook takes
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || !topology) return;
  await testInfo.attach('refused by the pages', { body: refused.join('\n') || 'nothing' });
  await testInfo.attach('processes', { body: topology.output(), contentType: 'text/plain' });
});

test('two BFFs, the services apart, S3 on its own origin: upload on one, play and comment live on the other', async ({
  browser,
}) => {
  const pageOn = async (baseURL: string) => (await browser.newContext({ baseURL })).newPage();
  const [a, b] = await Promise.all([pageOn(topology.bffs[0]), pageOn(topology.bffs[1])]);
  watchRefusals(a);
  watchRefusals(b);
  const project = uniqueName('Distributed');
  const name = basename(clip);
  const note = `Seen from the other BFF ${uniqueName('#')}`;

  await test.step('on BFF A: sign in, create a project, open it', async () => {
    await a.goto('/signin');
    await expect(a.getByRole('heading', { name: 'Sign in to Rushes' })).toBeVisible();
    await expectAccessible(a, 'sign-in on BFF A');
    await signIn(a, admin.email, admin.password);
    await createProject(a, {
      workspace: 'Default',
      title: project,
      managerSearch: 'adm',
      manager: 'Admin',
    });
    await expectAccessible(a, 'the project list on BFF A');
    await openProject(a, project);
    await expect(a.getByText('This folder is empty')).toBeVisible();
    await expectAccessible(a, 'an empty folder on BFF A');
  });

  await test.step('upload the clip: its parts go straight to S3, the transcoder finishes it', async () => {
    const partStored = a.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().startsWith(topology.storage),
      { timeout: 30_000 },
    );
    await uploadThroughChooser(a, [clip]);
    expect((await partStored).ok()).toBe(true);
    await expect(uploadRow(a, 'History', name)).toContainText('Finished', TRANSCODE);
    await uploadPanel(a).getByRole('button', { name: 'Close', exact: true }).click();
    await openAsset(a, name);
    await expect(a.getByTestId('asset-name')).toHaveText(name);
    await expectAccessible(a, 'the viewer on BFF A');
  });

  await test.step('on BFF B: the asset plays, its media read from S3', async () => {
    const mediaFromS3 = b.waitForResponse(
      (response) => response.url().startsWith(topology.storage) && response.ok(),
    );
    const live = subscriptionSent(b, 'useCommentChangedSubscription');
    await b.goto(new URL(a.url()).pathname);
    await signIn(b, admin.email, admin.password);
    await expect(b.getByTestId('asset-name')).toHaveText(name);
    await mediaFromS3;
    await expectVideoAdvances(b);
    await live;
    await expectAccessible(b, 'the viewer on BFF B');
  });

  await test.step('a comment on A appears on B without a reload', async () => {
    const composer = await startComment(a);
    await composer.field.fill(note);
    await composer.post.click();
    await expect(commentList(a)).toContainText(note);
    await expect(commentList(b)).toContainText(note);
    await expectAccessible(b, 'the viewer on BFF B with the comment');
  });

  expect(refused).toEqual([]);
});
