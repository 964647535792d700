import { describe, expect, it } from 'vitest';
import { canAnnotate, canComment, commentAllowedTo, outsider } from '../policy.ts';
import { allPermissions } from '../roles.ts';

const superuser = { userId: 'root', isSuperuser: true };
const manager = { userId: 'mia', isSuperuser: false };
const member = { userId: 'vic', isSuperuser: false };
const other = { userId: 'otto', isSuperuser: false };
const project = outsider('mia');
const path = [{ id: 'root', name: 'Feature' }];
const entry = (comment: boolean) => ({
  allowedTo: { ...allPermissions(false), view: true, comment },
  path: ['root'],
});

describe('comment policy', () => {
  it("lets superusers, the project's manager and members with 'comment' comment", () => {
    expect(canComment(superuser, project, path)).toBe(true);
    expect(canComment(manager, project, path)).toBe(true);
    const commenting = {
      ...project,
      role: 'viewer' as const,
      entries: new Map([['root', entry(true)]]),
    };
    const silent = {
      ...project,
      role: 'viewer' as const,
      entries: new Map([['root', entry(false)]]),
    };
    expect(canComment(member, commenting, path)).toBe(true);
    expect(canComment(member, silent, path)).toBe(false);
    expect(canComment(other, project, path)).toBe(false);
    expect(canComment(null, project, path)).toBe(false);
  });

  it('lets the author edit and delete, those who edit the project only delete', () => {
    const comment = { createdBy: 'vic', isAnnotation: false };
    const member = (role: 'viewer' | 'editor' | 'supervisor') => ({ ...project, role });
    const vic = { userId: 'vic', isSuperuser: false };
    expect(commentAllowedTo(vic, comment, member('viewer'))).toEqual({ edit: true, delete: true });
    expect(commentAllowedTo(superuser, comment, project)).toEqual({ edit: false, delete: true });
    expect(commentAllowedTo(manager, comment, project)).toEqual({ edit: false, delete: true });
    const supervisor = member('supervisor');
    expect(commentAllowedTo(other, comment, supervisor)).toEqual({ edit: false, delete: true });
    const admin = { ...project, workspaceAdmin: true };
    expect(commentAllowedTo(other, comment, admin)).toEqual({ edit: false, delete: true });
    const editor = member('editor');
    expect(commentAllowedTo(other, comment, editor)).toEqual({ edit: false, delete: false });
    expect(commentAllowedTo(null, comment, project)).toEqual({ edit: false, delete: false });
  });

  it('gives no author rights over a comment Rushes itself wrote', () => {
    const rushes = { createdBy: null, isAnnotation: false };
    expect(commentAllowedTo(other, rushes, project)).toEqual({ edit: false, delete: false });
    expect(commentAllowedTo(manager, rushes, project)).toEqual({ edit: false, delete: true });
  });

  it('lets nobody edit an annotation, only delete it (§4)', () => {
    const drawing = { createdBy: 'vic', isAnnotation: true };
    const vic = { userId: 'vic', isSuperuser: false };
    expect(commentAllowedTo(vic, drawing, project)).toEqual({ edit: false, delete: true });
    expect(commentAllowedTo(superuser, drawing, project)).toEqual({ edit: false, delete: true });
  });

  it('lets superusers draw, and commenters only in a workspace that turns drawing on', () => {
    const anywhere = { mayComment: false, workspaceAnnotates: false };
    expect(canAnnotate(superuser, anywhere)).toBe(true);
    expect(canAnnotate(member, { mayComment: true, workspaceAnnotates: true })).toBe(true);
    expect(canAnnotate(member, { mayComment: true, workspaceAnnotates: false })).toBe(false);
    expect(canAnnotate(member, { mayComment: false, workspaceAnnotates: true })).toBe(false);
    expect(canAnnotate(null, { mayComment: true, workspaceAnnotates: true })).toBe(false);
  });
});
