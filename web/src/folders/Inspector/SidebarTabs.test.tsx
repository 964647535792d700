// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SidebarTabs } from './SidebarTabs.tsx';
import { type SidebarMode, shownTab } from './sidebar-mode.ts';

function Sidebar({ initial, withComments }: { initial: SidebarMode; withComments: boolean }) {
  const [mode, setMode] = useState(initial);
  return (
    <SidebarTabs
      mode={mode}
      onChange={setMode}
      metadata={<p>the folder’s facts</p>}
      comments={withComments ? <p>the folder’s comments</p> : null}
    />
  );
}

describe('the sidebar’s tabs', () => {
  it('opens on Metadata and offers Comments only while there are comments', async () => {
    const { user } = renderWithProviders(<Sidebar initial="metadata" withComments />);
    expect(screen.getByRole('tab', { name: 'Metadata' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('the folder’s facts')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Comments' }));
    expect(screen.getByText('the folder’s comments')).toBeVisible();
    expect(screen.queryByText('the folder’s facts')).toBeNull();
  });

  it('has no Comments tab without comments, and shows Metadata when Comments was chosen', () => {
    renderWithProviders(<Sidebar initial="comments" withComments={false} />);
    expect(screen.queryByRole('tab', { name: 'Comments' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Metadata' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('the folder’s facts')).toBeVisible();
  });

  it.each([
    ['metadata', true, 'metadata'],
    ['comments', true, 'comments'],
    ['comments', false, 'metadata'],
    ['metadata', false, 'metadata'],
  ] as const)('mode %s with comments %s shows %s', (mode, hasComments, shown) => {
    expect(shownTab(mode, hasComments)).toBe(shown);
  });
});
