import { describe, expect, it } from 'vitest';
import { templateDecider as decider, type TemplatesState } from './template.decider.ts';

const projectId = 'project-1';
const save = (contents: string, templateType: 'subject' | 'body' = 'subject') =>
  ({ type: 'SaveTemplate', projectId, templateType, contents }) as const;

describe('a project’s notification templates', () => {
  it('are saved trimmed, and the same text again changes nothing', () => {
    expect(decider.decide(save('  New takes: [FOLDER] '), {})).toEqual([
      {
        type: 'project.template_saved',
        data: { projectId, type: 'subject', contents: 'New takes: [FOLDER]' },
      },
    ]);
    expect(decider.decide(save('New takes: [FOLDER]'), { subject: 'New takes: [FOLDER]' })).toEqual(
      [],
    );
  });

  it('refuse an empty text and one over its length', () => {
    expect(decider.decide(save('   '), {})).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { rule: 'required' },
    });
    expect(decider.decide(save('x'.repeat(201)), {})).toMatchObject({
      data: { rule: 'maxLength', max: 200 },
    });
    expect(decider.decide(save('x'.repeat(10_000), 'body'), {})).toHaveLength(1);
  });

  it('go back to the default on reset, and a default resets to nothing', () => {
    const state: TemplatesState = { body: 'Ours' };
    const reset = { type: 'ResetTemplate', projectId, templateType: 'body' } as const;
    const events = decider.decide(reset, state);
    expect(events).toEqual([{ type: 'project.template_reset', data: { projectId, type: 'body' } }]);
    expect(Array.isArray(events) && events.reduce(decider.evolve, state)).toEqual({});
    expect(decider.decide(reset, {})).toEqual([]);
  });
});
