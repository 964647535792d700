// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/App.tsx';
import { fakeSession } from '../../test/fake-session.ts';
import type { Operation, OperationState } from '../operation.ts';
import { newOperation } from '../operations.ts';
import { FOLD_BACK_DELAY_MS } from './fold-back.ts';
import { FooterUploads } from './UploadFooter.tsx';

const op = (name: string, state: OperationState, extra: Partial<Operation> = {}): Operation => ({
  ...newOperation(name, new File(['x'], name), { projectId: 'p', folderId: 'f' }, 0),
  state,
  ...extra,
});

const noop = () => {};

/** The footer with these operations; `show` passes the next ones, as the engine would. */
function renderFooter(first: Operation[]) {
  const session = fakeSession();
  const ui = (operations: Operation[]) => (
    <Providers session={session} env="test">
      <FooterUploads
        operations={operations}
        panelBottom={40}
        onCancel={noop}
        onRetry={noop}
        onClear={noop}
      />
    </Providers>
  );
  const view = render(ui([]));
  const show = (operations: Operation[]) => view.rerender(ui(operations));
  show(first);
  return { show };
}

const panel = () => screen.queryByRole('region', { name: 'Upload List' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the upload list in the footer', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens for new uploads and folds back a few seconds after the last one finished', () => {
    const { show } = renderFooter([op('a.mov', 'Uploading'), op('b.mov', 'UploadingQueued')]);
    expect(panel()).not.toBeNull();
    wait(FOLD_BACK_DELAY_MS * 3);
    expect(panel()).not.toBeNull();
    show([op('a.mov', 'Completed'), op('b.mov', 'Processing', { jobId: 'j' })]);
    wait(FOLD_BACK_DELAY_MS * 3);
    expect(panel()).not.toBeNull();
    show([op('a.mov', 'Completed'), op('b.mov', 'Completed', { jobId: 'j' })]);
    wait(FOLD_BACK_DELAY_MS - 1);
    expect(panel()).not.toBeNull();
    wait(1);
    expect(panel()).toBeNull();
    expect(screen.getByRole('button', { expanded: false })).toHaveTextContent('Uploads');
  });

  it('stays open under the pointer and waits again once it leaves', () => {
    const { show } = renderFooter([op('a.mov', 'Uploading')]);
    const region = panel();
    if (!region) throw new Error('the list did not open');
    fireEvent.pointerEnter(region);
    show([op('a.mov', 'Completed')]);
    wait(FOLD_BACK_DELAY_MS * 3);
    expect(panel()).not.toBeNull();
    fireEvent.pointerLeave(region);
    wait(FOLD_BACK_DELAY_MS - 1);
    expect(panel()).not.toBeNull();
    wait(1);
    expect(panel()).toBeNull();
  });

  it('stays open while the keyboard focus is in it', () => {
    const { show } = renderFooter([op('a.mov', 'Uploading')]);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    show([op('a.mov', 'Completed')]);
    wait(FOLD_BACK_DELAY_MS * 3);
    expect(panel()).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    wait(FOLD_BACK_DELAY_MS);
    expect(panel()).toBeNull();
  });

  it('stays open on a failure until the user deals with it', () => {
    const { show } = renderFooter([op('a.mov', 'Uploading'), op('b.mov', 'Uploading')]);
    show([op('a.mov', 'Completed'), op('b.mov', 'Failed')]);
    wait(FOLD_BACK_DELAY_MS * 3);
    expect(panel()).not.toBeNull();
    show([op('a.mov', 'Completed'), op('b.mov', 'Cancelled', { isArchived: true })]);
    wait(FOLD_BACK_DELAY_MS);
    expect(panel()).toBeNull();
  });

  it('stays open when the user opens it after everything has finished', () => {
    const { show } = renderFooter([op('a.mov', 'Uploading')]);
    show([op('a.mov', 'Completed')]);
    wait(FOLD_BACK_DELAY_MS);
    expect(panel()).toBeNull();
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    wait(FOLD_BACK_DELAY_MS * 3);
    expect(panel()).not.toBeNull();
  });
});
