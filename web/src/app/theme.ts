import { type CSSVariablesResolver, createTheme, Modal, Notification } from '@mantine/core';
import { messages } from '../messages/messages.ts';

const closeButtonProps = { 'aria-label': messages.shell.close };

/**
 * Mantine's theme, held to WCAG 2.1 AA: the primary shade, the dimmed and error texts and a
 * hovered light button are dark enough for 4.5:1, and every close button has a name.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // a hovered light or subtle button: its blue-9 text reads at 4.9:1 on blue-1, 4.0:1 on blue-2
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {},
});
