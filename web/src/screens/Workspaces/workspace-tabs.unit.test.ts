import { describe, expect, it } from 'vitest';
import { tabOf, tabsOf } from './workspace-tabs.ts';

describe('the workspace settings tabs', () => {
  it('show Stats only when some project of the workspace has a transfer server', () => {
    expect(tabsOf({ hasTransferServer: true })).toContain('stats');
    expect(tabsOf({ hasTransferServer: false })).toEqual([
      'settings',
      'users',
      'projects',
      'tokens',
      'webhooks',
      'fields',
    ]);
  });

  it('open Settings for a tab not shown', () => {
    const shown = tabsOf({ hasTransferServer: false });
    expect(tabOf('stats', shown)).toBe('settings');
    expect(tabOf('stats', tabsOf({ hasTransferServer: true }))).toBe('stats');
    expect(tabOf('webhooks', shown)).toBe('webhooks');
  });
});
