import { describe, expect, it } from 'vitest';
import { draftProblems, draftsOf, newDraft, stagesInput } from './workflow-draft.ts';

describe('the workflow editor', () => {
  it('starts a new workflow with one empty stage, and keeps a saved one stage by stage', () => {
    expect(draftsOf(null)).toHaveLength(1);
    const [draft] = draftsOf([
      {
        id: 's1',
        name: 'Client',
        rule: 'ALL',
        everyVersion: true,
        dueAt: null,
        reviewers: [{ id: 'u1' }],
        reviewerRoles: [{ id: 'editor' }],
      },
    ]);
    expect(draft).toMatchObject({
      key: 's1',
      id: 's1',
      rule: 'ALL',
      reviewerIds: ['u1'],
      roleIds: ['editor'],
      everyVersion: true,
    });
  });

  it('names the stages without a name, a unique name or any reviewer', () => {
    const named = { ...newDraft(), name: 'Editorial', reviewerIds: ['u1'] };
    const twin = { ...newDraft(), name: ' editorial ', roleIds: ['viewer'] };
    const bare = newDraft();
    const problems = draftProblems([named, twin, bare]);
    expect(problems.get(named.key)).toBeUndefined();
    expect(problems.get(twin.key)).toEqual({ name: 'unique' });
    expect(problems.get(bare.key)).toEqual({ name: 'required', reviewers: 'required' });
  });

  it('sends names trimmed, saved ids kept and the due time as an instant', () => {
    const draft = {
      ...newDraft(),
      name: ' Director ',
      roleIds: ['supervisor'],
      dueAt: '2026-12-10 18:00:00',
    };
    const [stage] = stagesInput([draft]);
    expect(stage).toMatchObject({ id: null, name: 'Director', reviewerRoleIds: ['supervisor'] });
    expect(new Date(stage?.dueAt ?? '').getTime()).toBe(new Date(2026, 11, 10, 18).getTime());
  });
});
