import { describe, expect, it } from 'vitest';
import type { Machine } from '../../auth/machine.ts';
import {
  assetAllowedTo,
  canComment,
  canManageApiTokens,
  canSeeAsset,
  canSeeProject,
  commentAllowedTo,
  type FolderNode,
  feedReachOf,
  folderAllowedTo,
  machineGrant,
  machineMay,
  outsider,
  type ProjectAccess,
  projectAllowedTo,
} from '../policy.ts';

const machine = (scopes: Machine['scopes'], workspaceId: string | null = 'w1'): Machine => ({
  tokenId: 't1',
  workspaceId,
  scopes,
  expiresAt: null,
});

/** A machine's place in a project of `workspaceId`, as the project's access gathers it. */
const placeOf = (of: Machine, workspaceId: string): ProjectAccess => {
  const grant = machineGrant(of, workspaceId);
  return grant ? { ...outsider('mia'), token: grant } : outsider('mia');
};

const path: FolderNode[] = [
  { id: 'root', name: 'Feature' },
  { id: 'day1', name: 'Day 1' },
];

describe('policy: a machine through its API token', () => {
  it('does what its scopes name in its own workspace, and nowhere else', () => {
    const reader = machine(['assets:read', 'events:read']);
    expect(machineMay(reader, 'events:read', 'w1')).toBe(true);
    expect(machineMay(reader, 'webhooks:manage', 'w1')).toBe(false);
    expect(machineMay(reader, 'events:read', 'w2')).toBe(false);
    expect(machineMay(reader, 'events:read', null)).toBe(false);
    expect(machineMay(null, 'events:read', 'w1')).toBe(false);
  });

  it('reaches every workspace and the whole deployment with a token of the deployment', () => {
    const audit = machine(['events:read'], null);
    expect(machineMay(audit, 'events:read', 'w2')).toBe(true);
    expect(machineMay(audit, 'events:read', null)).toBe(true);
  });

  it('reads and downloads the assets of its workspace with assets:read, and never edits', () => {
    const place = placeOf(machine(['assets:read']), 'w1');
    expect(canSeeProject(null, place)).toBe(true);
    expect(canSeeAsset(null, place, path)).toBe(true);
    expect(assetAllowedTo(null, place, path)).toEqual({
      edit: false,
      delete: false,
      download: true,
      share: false,
      comment: false,
    });
    expect(folderAllowedTo(null, place, path)).toMatchObject({ edit: false, upload: false });
    expect(projectAllowedTo(null, place)).toEqual({ edit: false, delete: false, custody: false });
  });

  it('comments with comments:write, seeing what it comments on, but edits no comment', () => {
    const place = placeOf(machine(['comments:write']), 'w1');
    expect(canComment(null, place, path)).toBe(true);
    expect(assetAllowedTo(null, place, path).download).toBe(false);
    const its = { createdBy: null, isAnnotation: false };
    expect(commentAllowedTo(null, its, place)).toEqual({ edit: false, delete: false });
  });

  it('sees nothing of a project elsewhere, nor with scopes that give nothing there', () => {
    expect(canSeeProject(null, placeOf(machine(['assets:read']), 'w2'))).toBe(false);
    expect(canSeeProject(null, placeOf(machine(['events:read', 'webhooks:manage']), 'w1'))).toBe(
      false,
    );
  });
});

describe('policy: who manages API tokens', () => {
  const superuser = { userId: 'root', isSuperuser: true };
  const wanda = { userId: 'wanda', isSuperuser: false };
  const admin = { isAdmin: true, seesProject: false };
  const member = { isAdmin: false, seesProject: true };

  it("a workspace's admins and superusers manage its tokens; members and machines do not", () => {
    expect(canManageApiTokens(wanda, admin)).toBe(true);
    expect(canManageApiTokens(superuser, member)).toBe(true);
    expect(canManageApiTokens(wanda, member)).toBe(false);
    expect(canManageApiTokens(null, admin)).toBe(false);
  });

  it("only superusers manage the whole deployment's tokens", () => {
    expect(canManageApiTokens(superuser, null)).toBe(true);
    expect(canManageApiTokens(wanda, null)).toBe(false);
  });
});

describe('policy: the public event feed', () => {
  it('is read by a token holding events:read, over its own reach', () => {
    expect(feedReachOf(machine(['events:read']))).toEqual({ workspaceId: 'w1' });
    expect(feedReachOf(machine(['events:read'], null))).toEqual({ workspaceId: null });
  });

  it('is refused to a token without events:read, and to people', () => {
    expect(feedReachOf(machine(['assets:read', 'comments:write', 'webhooks:manage']))).toBeNull();
    expect(feedReachOf(null)).toBeNull();
  });
});
