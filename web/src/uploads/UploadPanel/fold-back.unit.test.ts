import { describe, expect, it } from 'vitest';
import type { Operation, OperationState } from '../operation.ts';
import { newOperation } from '../operations.ts';
import { foldsBack } from './fold-back.ts';

const op = (state: OperationState, extra: Partial<Operation> = {}): Operation => ({
  ...newOperation('x', new File(['x'], 'x.mov'), { projectId: 'p', folderId: 'f' }, 0),
  state,
  ...extra,
});

const at = (operations: Operation[], extra: Partial<Parameters<typeof foldsBack>[0]> = {}) =>
  foldsBack({ operations, openedForWork: true, hovered: false, focused: false, ...extra });

describe('when the upload list folds back', () => {
  it('folds once every operation has finished', () => {
    expect(at([op('Completed'), op('Cancelled', { isArchived: true })])).toBe(true);
  });

  it.each<OperationState>([
    'UploadingQueued',
    'Uploading',
    'Analysing',
    'ProcessingQueued',
    'Processing',
  ])('stays open while one is %s', (state) => {
    expect(at([op('Completed'), op(state)])).toBe(false);
  });

  it('stays open on a failure waiting for the user, not on one archived', () => {
    expect(at([op('Completed'), op('Failed')])).toBe(false);
    expect(at([op('Completed'), op('Failed', { isArchived: true })])).toBe(true);
  });

  it('stays open under the pointer or with the focus in it', () => {
    expect(at([op('Completed')], { hovered: true })).toBe(false);
    expect(at([op('Completed')], { focused: true })).toBe(false);
  });

  it('leaves a list the user opened after the work alone', () => {
    expect(at([op('Completed')], { openedForWork: false })).toBe(false);
  });
});
