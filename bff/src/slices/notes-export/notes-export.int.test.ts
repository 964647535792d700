import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { appendTestAsset } from '../comments/comment.fixture.ts';
import { appendJobEvents, jobEvents } from '../jobs/transcoder.fixture.ts';
import { firstError, startTestBff, type TestBff } from '../test-bff.fixture.ts';

const run = promisify(execFile);

const addComment = `
  mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`;
const requestExport = `
  mutation ($input: RequestCommentsExportInput!) {
    requestCommentsExport(input: $input) { url expiresAt filename commentCount }
  }`;

/** The text pdftotext reads out of a PDF. */
async function pdfText(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'notes-export-'));
  try {
    await writeFile(join(folder, 'notes.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', join(folder, 'notes.pdf'), '-']);
    return stdout.replace(/ +/g, ' ');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('notes export', () => {
  let bff: TestBff;
  let mia: string;
  let otto: string;
  let folderId: string;
  let assetId: string;
  let versionId: string;

  const exportAs = (token: string, input: Record<string, unknown>) =>
    bff.gql(token, requestExport, { input: { timeZone: 'Asia/Tokyo', ...input } });
  /** The export's file, read through its signed URL as the browser would. */
  const download = async (input: Record<string, unknown>) => {
    const answer = await exportAs(mia, input);
    expect(answer.errors).toBeUndefined();
    const { url, filename, commentCount } = answer.data?.requestCommentsExport ?? {};
    const response = await bff.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    return { filename, commentCount, body: response.rawPayload };
  };

  beforeAll(async () => {
    bff = await startTestBff();
    const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
    mia = await bff.tokenFor(manager);
    otto = await bff.tokenFor(await bff.addUser('Otto Other', 'otto@rushes.test'));
    const workspaceId = (await bff.gql(bff.adminToken, '{ workspaces { id } }')).data?.workspaces[0]
      .id;
    const created = await bff.gql(
      bff.adminToken,
      'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id rootFolder { id } } } }',
      { input: { workspaceId, managerId: toGlobalId('User', manager.userId), name: 'Feature' } },
    );
    const { id: projectId, rootFolder } = created.data?.createProject.project ?? {};
    folderId = rootFolder.id;
    const asset = await appendTestAsset(bff.services, {
      projectId,
      folderId,
      userId: manager.userId,
    });
    assetId = asset.assetId;
    versionId = asset.versionIds[0] ?? '';
    // The clip as the transcoder read it: 25 fps, 10 s, its source timecode starting at 10:00:00:00.
    const probed = jobEvents.probed(randomUUID(), fromGlobalId(versionId).id);
    if (probed.type !== 'job.probed') throw new Error('not a probe');
    await appendJobEvents(bff.services, probed.data.jobId, [
      { ...probed, data: { ...probed.data, timecode: '10:00:00:00' } },
    ]);
    const add = async (input: Record<string, unknown>) =>
      (await bff.gql(mia, addComment, { input: { versionId, ...input } })).data?.addComment.comment
        .id;
    const first = await add({ text: 'Warmer here', position: { start: 30, end: 80 } });
    await add({ text: 'On it', replyTo: first });
    await add({ text: 'Hold the cut', position: { start: 125 } });
  });

  afterAll(() => bff?.close());

  it('writes CSV rows with the source timecodes, dates in the zone and replies marked', async () => {
    const { filename, commentCount, body } = await download({ versionId, format: 'CSV' });
    expect(filename).toBe('A001.mov v1 notes.csv');
    expect(commentCount).toBe(3);
    const rows: string[][] = parse(body.toString('utf8'), { bom: true });
    expect(rows.slice(1).map((row) => [row[2], row[3], row[4], row[5], row[7], row[8]])).toEqual([
      ['10:00:01:05', '10:00:03:05', '30', 'Mia Manager', 'Warmer here', ''],
      ['', '', '', 'Mia Manager', 'On it', 'Yes'],
      ['10:00:05:00', '', '125', 'Mia Manager', 'Hold the cut', ''],
    ]);
    // Tokyo is nine hours ahead of UTC, with no summer time.
    const written = new Date(`${rows[1]?.[6]}+09:00`.replace(' ', 'T'));
    expect(Math.abs(written.getTime() - Date.now())).toBeLessThan(5 * 60_000);
  });

  it('writes an EDL whose locators sit at the source timecodes', async () => {
    const { body } = await download({ assetId, format: 'EDL' });
    const lines = body.toString('utf8').split('\r\n');
    expect(lines).toContain('FCM: NON-DROP FRAME');
    expect(lines).toContain(
      '001  AX001    V     C        10:00:00:00 10:00:10:00 10:00:00:00 10:00:10:00',
    );
    expect(lines.filter((line) => line.startsWith('* LOC: '))).toEqual([
      '* LOC: 10:00:01:05 RED     Warmer here',
      '* LOC: 10:00:05:00 RED     Hold the cut',
    ]);
  });

  it('writes Avid marker lines and a PDF of the folder’s notes', async () => {
    const markers = await download({ folderId, format: 'AVID_MARKERS' });
    expect(markers.filename).toBe('Feature markers.txt');
    expect(markers.body.toString('utf8').split('\r\n')).toEqual([
      'Mia Manager\t10:00:01:05\tV1\tred\tWarmer here\t1',
      'Mia Manager\t10:00:05:00\tV1\tred\tHold the cut\t1',
      '',
    ]);
    const pdf = await download({ folderId, format: 'PDF' });
    const text = await pdfText(pdf.body);
    expect(text).toContain('A001.mov — v1');
    expect(text).toMatch(/10:00:01:05 – 10:00:03:05 Mia Manager \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(text).toContain('Reply: Mia Manager');
    expect(text).toContain('Hold the cut');
  });

  it('refuses who may not read the comments, and bad input, appending nothing', async () => {
    const before = await bff.services.store.headSeq();
    const refused = await exportAs(otto, { versionId, format: 'CSV' });
    expect(firstError(refused).code).toBe('NOT_FOUND');
    const zone = await exportAs(mia, { versionId, format: 'CSV', timeZone: 'Mars/Olympus' });
    expect(firstError(zone)).toEqual({
      code: 'VALIDATION_FAILED',
      data: expect.objectContaining({ field: 'timeZone' }),
    });
    const both = await exportAs(mia, { versionId, assetId, format: 'CSV' });
    expect(firstError(both).code).toBe('VALIDATION_FAILED');
    await download({ versionId, format: 'CSV' });
    expect(await bff.services.store.headSeq()).toBe(before);
  });
});
