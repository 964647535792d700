import { describe, expect, it } from 'vitest';
import { type Decided, type StageRule, standingOf } from './approval-stages.ts';

const editorial: StageRule = {
  id: 'editorial',
  rule: 'any',
  everyVersion: false,
  reviewerIds: ['eve', 'ed'],
};
const director: StageRule = {
  id: 'director',
  rule: 'all',
  everyVersion: true,
  reviewerIds: ['dan', 'dora'],
};
const stages = [editorial, director];

const decided = (stageId: string, reviewerId: string, decision: Decided['decision']) => ({
  stageId,
  reviewerId,
  decision,
});
const states = (standing: ReturnType<typeof standingOf>) =>
  standing.stages.map(({ stageId, state, carried }) => `${stageId}:${state}${carried ? '*' : ''}`);

describe('approval stages', () => {
  it('opens the first stage of a version nobody decided on, which needs review', () => {
    const standing = standingOf(stages, [[]]);
    expect(states(standing)).toEqual(['editorial:open', 'director:waiting']);
    expect(standing.currentStageId).toBe('editorial');
    expect(standing.status).toBe('needs_review');
  });

  it('passes an any-one stage on its first approval and opens the next', () => {
    const standing = standingOf(stages, [[decided('editorial', 'ed', 'approve_with_changes')]]);
    expect(states(standing)).toEqual(['editorial:approved', 'director:open']);
    expect(standing.currentStageId).toBe('director');
    expect(standing.status).toBe('in_progress');
  });

  it('passes an all-must stage only once every reviewer approved', () => {
    const one = [decided('editorial', 'eve', 'approve'), decided('director', 'dan', 'approve')];
    expect(standingOf(stages, [one]).status).toBe('in_progress');
    const both = [...one, decided('director', 'dora', 'approve')];
    const standing = standingOf(stages, [both]);
    expect(states(standing)).toEqual(['editorial:approved', 'director:approved']);
    expect(standing.currentStageId).toBeNull();
    expect(standing.status).toBe('approved');
  });

  it('never passes an all-must stage that has no reviewers', () => {
    const empty = { ...director, reviewerIds: [] };
    expect(standingOf([empty], [[decided('director', 'dan', 'approve')]]).status).toBe(
      'in_progress',
    );
  });

  it('stops a stage on a request for changes or a rejection, and lets the reviewer reconsider', () => {
    const asked = [decided('editorial', 'eve', 'approve'), decided('director', 'dan', 'reject')];
    const stopped = standingOf(stages, [asked]);
    expect(states(stopped)).toEqual(['editorial:approved', 'director:rejected']);
    expect(stopped.currentStageId).toBe('director');
    expect(stopped.status).toBe('changes_requested');
    const changed = [...asked, decided('director', 'dan', 'request_changes')];
    expect(states(standingOf(stages, [changed]))[1]).toBe('director:changes_requested');
    const reconsidered = [...changed, decided('director', 'dan', 'approve')];
    expect(standingOf(stages, [reconsidered]).status).toBe('in_progress');
  });

  it('on a new version restarts the stages that review every version and keeps the others', () => {
    const first = [
      decided('editorial', 'eve', 'approve'),
      decided('director', 'dan', 'approve'),
      decided('director', 'dora', 'request_changes'),
    ];
    const standing = standingOf(stages, [first, []]);
    expect(states(standing)).toEqual(['editorial:approved*', 'director:open']);
    expect(standing.status).toBe('in_progress');
    // a stage that reviews every version starts from nothing: dan's approval of v1 is not v2's
    const dora = standingOf(stages, [first, [decided('director', 'dora', 'approve')]]);
    expect(dora.currentStageId).toBe('director');
  });

  it('restarts every stage when each reviews every version', () => {
    const strict = stages.map((stage) => ({ ...stage, everyVersion: true }));
    const first = [decided('editorial', 'eve', 'approve')];
    const standing = standingOf(strict, [first, []]);
    expect(states(standing)).toEqual(['editorial:open', 'director:waiting']);
    expect(standing.status).toBe('needs_review');
  });

  it('shows a later stage passed for good as passed while an earlier one reopens', () => {
    const strictFirst = [
      { ...editorial, everyVersion: true },
      { ...director, everyVersion: false },
    ];
    const first = [
      decided('editorial', 'eve', 'approve'),
      decided('director', 'dan', 'approve'),
      decided('director', 'dora', 'approve'),
    ];
    const standing = standingOf(strictFirst, [first, []]);
    expect(states(standing)).toEqual(['editorial:open', 'director:approved*']);
    expect(standing.currentStageId).toBe('editorial');
    const passed = standingOf(strictFirst, [first, [decided('editorial', 'ed', 'approve')]]);
    expect(passed.status).toBe('approved');
  });
});
