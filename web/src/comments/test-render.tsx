import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { theme } from '../app/theme.ts';

/** Comment components need only Mantine: no session, router or Relay. */
export function renderComment(ui: ReactNode) {
  const view = render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
  return { ...view, user: userEvent.setup() };
}
