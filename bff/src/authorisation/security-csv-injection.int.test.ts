import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../graphql/global-id.ts';
import { appendTestAsset } from '../slices/comments/comment.fixture.ts';
import { startTestBff, type TestBff } from '../slices/test-bff.fixture.ts';

/**
 * A comment that a spreadsheet would run as a formula (OWASP, "CSV Injection") reaches the notes
 * CSV as text: a reviewer's `=HYPERLINK(…)` must not become a live link in the spreadsheet of
 * whoever downloads the notes, nor a name beginning with `@` a function call.
 */
const formula = '=HYPERLINK("http://x","y")';

describe('the notes CSV and formulas', () => {
  let bff: TestBff;
  let versionId: string;
  let mia: string;

  beforeAll(async () => {
    bff = await startTestBff();
    const manager = await bff.addUser('@Mia Manager', 'mia@rushes.test');
    mia = await bff.tokenFor(manager);
    const workspaces = await bff.gql(bff.adminToken, '{ workspaces { id } }');
    const created = await bff.gql(
      bff.adminToken,
      'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id rootFolder { id } } } }',
      {
        input: {
          workspaceId: workspaces.data?.workspaces[0].id,
          managerId: toGlobalId('User', manager.userId),
          name: 'Feature',
        },
      },
    );
    const { id: projectId, rootFolder } = created.data?.createProject.project ?? {};
    const asset = await appendTestAsset(bff.services, {
      ...{ projectId, folderId: rootFolder.id, userId: manager.userId },
    });
    versionId = asset.versionIds[0] ?? '';
    for (const text of [formula, '-3', 'Warmer here']) {
      const added = await bff.gql(
        mia,
        'mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }',
        { input: { versionId, text } },
      );
      expect(added.errors).toBeUndefined();
    }
  });

  afterAll(() => bff?.close());

  it('writes every formula-like cell behind a single quote, and other cells as they are', async () => {
    const answer = await bff.gql(
      mia,
      `mutation ($input: RequestCommentsExportInput!) {
        requestCommentsExport(input: $input) { url }
      }`,
      { input: { versionId, format: 'CSV', timeZone: 'UTC' } },
    );
    expect(answer.errors).toBeUndefined();
    const url = answer.data?.requestCommentsExport.url;
    const response = await bff.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const [header, ...rows]: string[][] = parse(response.body, { bom: true });
    const comment = header?.indexOf('Comment') ?? -1;
    const author = header?.indexOf('Author') ?? -1;
    expect(rows.map((row) => row[comment])).toEqual([`'${formula}`, "'-3", 'Warmer here']);
    expect(rows.map((row) => row[author])).toEqual(Array(3).fill("'@Mia Manager"));
  });
});
