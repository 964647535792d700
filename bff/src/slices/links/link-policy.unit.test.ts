import { describe, expect, it } from 'vitest';
import { canAllowDownload, linkAllowedTo, outsider } from '../policy.ts';

const ada = { userId: 'ada', isSuperuser: false };
const root = { userId: 'root', isSuperuser: true };
const project = outsider('mia');
const all = { view: true, edit: true, delete: true, send: true };
const none = { view: false, edit: false, delete: false, send: false };

describe('linkAllowedTo', () => {
  it('gives its creator the link while they see its project', () => {
    const member = { ...project, role: 'viewer' as const };
    expect(linkAllowedTo(ada, { createdBy: 'ada' }, member)).toEqual(all);
    expect(linkAllowedTo(ada, { createdBy: 'ada' }, project)).toEqual(none);
  });

  it('gives it to those who edit the project, and to nobody else', () => {
    const link = { createdBy: 'bob' };
    expect(linkAllowedTo({ userId: 'mia', isSuperuser: false }, link, project)).toEqual(all);
    expect(linkAllowedTo(ada, link, { ...project, role: 'supervisor' })).toEqual(all);
    expect(linkAllowedTo(ada, link, { ...project, workspaceAdmin: true })).toEqual(all);
    expect(linkAllowedTo(root, link, project)).toEqual(all);
    expect(linkAllowedTo(ada, link, { ...project, role: 'editor' })).toEqual(none);
    expect(linkAllowedTo(null, link, project)).toEqual(none);
  });
});

describe('canAllowDownload', () => {
  it('holds only when every item may be downloaded', () => {
    expect(canAllowDownload([{ download: true }, { download: true }])).toBe(true);
    expect(canAllowDownload([{ download: true }, { download: false }])).toBe(false);
    expect(canAllowDownload([])).toBe(false);
  });
});
