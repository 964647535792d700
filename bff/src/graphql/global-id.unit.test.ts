import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { fromGlobalId, toGlobalId } from './global-id.ts';

const id = '3f0c2a9e-1b7d-4c55-9e0a-5d2b8c7e6f10';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, data: error.data };
  }
  return null;
};

describe('global ids', () => {
  it('is base64 of Type:uuid and decodes back', () => {
    const gid = toGlobalId('Folder', id);
    expect(Buffer.from(gid, 'base64').toString()).toBe(`Folder:${id}`);
    expect(fromGlobalId(gid)).toEqual({ type: 'Folder', id });
    expect(fromGlobalId(gid, { type: 'Folder' })).toEqual({ type: 'Folder', id });
  });

  it.each([
    '',
    'junk',
    toGlobalId('Folder', 'not-a-uuid'),
    toGlobalId('folder', id),
    Buffer.from(`Folder${id}`).toString('base64'),
    `${toGlobalId('Folder', id)}x`,
  ])('refuses junk %j as VALIDATION_FAILED', (gid) => {
    expect(codeOf(() => fromGlobalId(gid, { field: 'parentId' }))).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'parentId', rule: 'globalId' },
    });
  });

  it('answers NOT_FOUND for an id of another type', () => {
    expect(codeOf(() => fromGlobalId(toGlobalId('Project', id), { type: 'Folder' }))?.code).toBe(
      'NOT_FOUND',
    );
  });
});
