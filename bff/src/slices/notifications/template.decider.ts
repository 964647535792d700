import { type Decider, DomainError, type TemplateEvent } from '@rushes/events';
import { type TemplateType, templateMax } from './templates.ts';

/** A project's own templates; a type it lacks is Rushes' default. */
export type TemplatesState = Partial<Record<TemplateType, string>>;

export type TemplateCommand =
  | { type: 'SaveTemplate'; projectId: string; templateType: TemplateType; contents: string }
  | { type: 'ResetTemplate'; projectId: string; templateType: TemplateType };

/**
 * A project's notification templates (stream `project-templates.<projectId>`): saved trimmed,
 * never empty nor over their length; saving the same text again or resetting a default does
 * nothing.
 */
export const templateDecider: Decider<TemplateCommand, TemplatesState, TemplateEvent> = {
  initialState: {},
  decide(command, state) {
    const { projectId, templateType: type } = command;
    if (command.type === 'ResetTemplate') {
      return state[type] === undefined
        ? []
        : [{ type: 'project.template_reset', data: { projectId, type } }];
    }
    const contents = command.contents.trim();
    if (contents === '') {
      return new DomainError('VALIDATION_FAILED', { field: 'contents', rule: 'required' });
    }
    if (contents.length > templateMax[type]) {
      return new DomainError('VALIDATION_FAILED', {
        field: 'contents',
        rule: 'maxLength',
        max: templateMax[type],
      });
    }
    if (state[type] === contents) return [];
    return [{ type: 'project.template_saved', data: { projectId, type, contents } }];
  },
  evolve(state, event) {
    if (event.type === 'project.template_saved') {
      return { ...state, [event.data.type]: event.data.contents };
    }
    const { [event.data.type]: _reset, ...rest } = state;
    return rest;
  },
};
