import type { Projection } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../graphql/context.ts';
import { commandMeta, projectionsHandling } from './run-command.ts';

const projection = (name: string, handles: string[]): Projection<Database> => ({
  name,
  tables: [],
  handles,
  apply: async () => {},
});

const ctx = (userId: string | null): GraphQLContext => ({
  services: {} as never,
  viewer: userId ? { userId, isSuperuser: false } : null,
  request: { id: 'req-1', clientIp: '10.0.0.7', headers: {} },
});

describe('projectionsHandling', () => {
  it('names the projections that handle an appended type', () => {
    const projections = [
      projection('users', ['user.created']),
      projection('folders', ['project.created', 'folder.created']),
      projection('projects', ['project.created']),
    ];
    expect(projectionsHandling(projections, ['folder.created'])).toEqual(['folders']);
    expect(projectionsHandling(projections, ['project.created'])).toEqual(['folders', 'projects']);
    expect(projectionsHandling(projections, ['workspace.created'])).toEqual([]);
  });
});

describe('commandMeta', () => {
  it('fills actor, correlation, time and client ip', () => {
    const meta = commandMeta(ctx('u1'), 'folder.f1');
    expect(meta).toMatchObject({
      actor: { kind: 'user', id: 'u1' },
      correlationId: 'req-1',
      causationId: null,
      clientIp: '10.0.0.7',
    });
    expect(Number.isNaN(Date.parse(meta.at))).toBe(false);
    expect(commandMeta(ctx(null), 'user.u1').actor).toEqual({ kind: 'system' });
  });

  it('gives a retry with the same clientMutationId the same command id', () => {
    const first = commandMeta(ctx('u1'), 'folder.f1', 'm-1').commandId;
    expect(commandMeta(ctx('u1'), 'folder.f1', 'm-1').commandId).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps one client id from clashing with another user or stream', () => {
    const first = commandMeta(ctx('u1'), 'folder.f1', 'm-1').commandId;
    expect(commandMeta(ctx('u2'), 'folder.f1', 'm-1').commandId).not.toBe(first);
    expect(commandMeta(ctx('u1'), 'folder.f2', 'm-1').commandId).not.toBe(first);
    expect(commandMeta(ctx('u1'), 'folder.f1').commandId).not.toBe(
      commandMeta(ctx('u1'), 'folder.f1').commandId,
    );
  });
});
