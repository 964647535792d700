import { Center, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { Logo } from '../Logo/Logo.tsx';

/** The spinner joins the splash only once the page has been loading for this long. */
export const SPINNER_DELAY_MS = 500;

function sincePageStart(): number {
  return performance.now();
}

/** Shown until the first route has loaded: the logo at once, the spinner after 500 ms. */
export function SplashScreen() {
  const [spinner, setSpinner] = useState(() => sincePageStart() >= SPINNER_DELAY_MS);
  useEffect(() => {
    if (spinner) return;
    const timer = setTimeout(() => setSpinner(true), SPINNER_DELAY_MS - sincePageStart());
    return () => clearTimeout(timer);
  }, [spinner]);
  return (
    <Center h="100vh" role="status" aria-label={messages.shell.loading}>
      <Stack align="center" gap="lg">
        <Logo size={40} />
        <Loader size="sm" style={{ visibility: spinner ? 'visible' : 'hidden' }} />
      </Stack>
    </Center>
  );
}
