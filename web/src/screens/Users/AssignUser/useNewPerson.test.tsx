// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { notifications } from '@mantine/notifications';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/App.tsx';
import { failingEnvironment } from '../../../test/failing-relay.tsx';
import { fakeSession } from '../../../test/fake-session.ts';
import { useNewPerson } from './useNewPerson.ts';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <Providers session={fakeSession()} env="test">
      <RelayEnvironmentProvider environment={failingEnvironment()}>
        {children}
      </RelayEnvironmentProvider>
    </Providers>
  );
}

describe('useNewPerson', () => {
  beforeEach(() => notifications.clean());

  it("says 'Could not add user' when the server fails to add the person", async () => {
    const { result } = renderHook(() => useNewPerson(new Set()), { wrapper });
    act(() => {
      result.current.setName('Ada Lovelace');
      result.current.setEmail('ada@studio.tv');
    });
    let added = true;
    await act(async () => {
      added = await result.current.submit({
        projectId: 'p1',
        roleId: 'r1',
        adminRole: false,
        folderId: null,
      });
    });
    expect(added).toBe(false);
    expect(await screen.findByText('Could not add user')).toBeVisible();
  });
});
