import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messages } from '../../messages/messages.ts';

/** The grid's spinner shows only once loading has lasted this long (media-handling section 9). */
export const GRID_SPINNER_DELAY_MS = 500;

/** Below the grid while its items load: nothing for a quick load, a spinner after 500 ms. */
export function GridSpinner({ loading }: { loading: boolean }) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!loading) return;
    const timer = setTimeout(() => setLate(true), GRID_SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!loading || !late) return null;
  return (
    <Center py="md" role="status" aria-label={messages.shell.loading}>
      <Loader size="sm" />
    </Center>
  );
}
