// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { answeringData, scriptedEnvironment } from '../../test/scripted-relay.tsx';
import { useFolderTreeChildren } from './useFolderTreeChildren.ts';

/** A folder's children, a page of one after `after`: Day 1 then Day 2. */
function children(variables: Variables) {
  const next = variables.after === 'day1';
  const node = next ? { id: 'f2', name: 'Day 2' } : { id: 'f1', name: 'Day 1' };
  return {
    folder: {
      __typename: 'Folder',
      id: variables.folderId,
      children: {
        edges: [{ node: { ...node, folderCount: 0, allowedTo: { edit: true, delete: false } } }],
        pageInfo: { endCursor: next ? 'day2' : 'day1', hasNextPage: !next },
      },
    },
  };
}

describe('useFolderTreeChildren', () => {
  it("loads a folder's children a page at a time, the next after those loaded", async () => {
    const { environment, calls: asked } = scriptedEnvironment(
      answeringData({ useFolderTreeChildrenQuery: children }),
    );
    const wrapper = ({ children: tree }: { children: ReactNode }) => (
      <RelayEnvironmentProvider environment={environment}>{tree}</RelayEnvironmentProvider>
    );
    const { result } = renderHook(() => useFolderTreeChildren(() => {}), { wrapper });
    const names = () => result.current.children.get('root')?.map((folder) => folder.name);

    await act(() => result.current.loadChildren('root'));
    expect(names()).toEqual(['Day 1']);
    expect(result.current.more.has('root')).toBe(true);

    await act(() => result.current.loadMoreChildren('root'));
    expect(names()).toEqual(['Day 1', 'Day 2']);
    expect(result.current.more.has('root')).toBe(false);
    expect(asked.map((call) => call.variables)).toEqual([
      { folderId: 'root', first: 100, after: null },
      { folderId: 'root', first: 100, after: 'day1' },
    ]);

    // reloading starts again from the first page
    await act(() => result.current.loadChildren('root'));
    expect(names()).toEqual(['Day 1']);
  });
});
