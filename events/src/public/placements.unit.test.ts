import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index.ts';
import { ids, rushesSamples } from '../catalogue/rushes-samples.fixture.ts';
import { sampleMeta } from '../testing/index.ts';
import { placementsOf, placingEventTypes, type ScopeLookup, scopeOf } from './placements.ts';

type Samples = Record<string, Record<number, readonly unknown[]>>;
const samples: Samples = rushesSamples;

describe('placements', () => {
  it('come from exactly the placing event types, at every version of every event', () => {
    const placing = new Set<string>();
    for (const [type, versions] of Object.entries(samples)) {
      for (const [version, list] of Object.entries(versions)) {
        for (const data of list) {
          const event = catalogue.decode({ type, version: Number(version), data }, sampleMeta);
          const placed = placementsOf(event);
          if (placed.subjects.length + placed.projects.length > 0) placing.add(type);
        }
      }
    }
    expect([...placing].sort()).toEqual([...placingEventTypes].sort());
  });

  it('put an asset in its project, and a created project in its workspace', () => {
    const asset = catalogue.decode(
      { type: 'asset.created', version: 1, data: rushesSamples['asset.created'][1][0] },
      sampleMeta,
    );
    expect(placementsOf(asset).subjects).toEqual([
      { subject: `assets/${ids.asset}`, projectId: ids.project },
    ]);
  });
});

describe('the scope of a public event', () => {
  const lookup: ScopeLookup = {
    projectOf: (subject) => (subject === 'assets/a' ? 'p' : null),
    workspaceOf: (projectId) => (projectId === 'p' ? 'w' : null),
  };

  it('follows its subject to its project and workspace', () => {
    expect(scopeOf('subject', 'assets/a', lookup)).toEqual({ workspaceId: 'w', projectId: 'p' });
    expect(scopeOf('subject', 'projects/p', lookup)).toEqual({ workspaceId: 'w', projectId: 'p' });
    expect(scopeOf({ project: 'p' }, 'users/u', lookup)).toEqual({
      workspaceId: 'w',
      projectId: 'p',
    });
  });

  it('belongs to nobody but the deployment when nothing placed it', () => {
    expect(scopeOf('subject', 'assets/unknown', lookup)).toEqual({
      workspaceId: null,
      projectId: null,
    });
    expect(scopeOf('deployment', 'users/u', lookup)).toEqual({
      workspaceId: null,
      projectId: null,
    });
    expect(scopeOf({ workspace: 'w2' }, 'workspaces/w2', lookup)).toEqual({
      workspaceId: 'w2',
      projectId: null,
    });
  });
});
