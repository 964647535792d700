import { describe, expect, it } from 'vitest';
import { canComment, commentAllowedTo } from '../policy.ts';

const superuser = { userId: 'root', isSuperuser: true };
const manager = { userId: 'mia', isSuperuser: false };
const other = { userId: 'otto', isSuperuser: false };
const project = { managerId: 'mia' };

describe('comment policy', () => {
  it("lets superusers and the project's manager comment", () => {
    expect(canComment(superuser, project)).toBe(true);
    expect(canComment(manager, project)).toBe(true);
    expect(canComment(other, project)).toBe(false);
    expect(canComment(null, project)).toBe(false);
  });

  it('lets the author edit and delete, a superuser only delete', () => {
    const comment = { createdBy: 'mia' };
    expect(commentAllowedTo(manager, comment)).toEqual({ edit: true, delete: true });
    expect(commentAllowedTo(superuser, comment)).toEqual({ edit: false, delete: true });
    expect(commentAllowedTo(other, comment)).toEqual({ edit: false, delete: false });
    expect(commentAllowedTo(null, comment)).toEqual({ edit: false, delete: false });
  });

  it('gives no author rights over a comment Rushes itself wrote', () => {
    expect(commentAllowedTo(manager, { createdBy: null })).toEqual({ edit: false, delete: false });
  });
});
