import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import {
  AUTOSAVE_MS,
  type FormErrors,
  type LinkForm,
  SEND_WAIT_MS,
  updateInput,
} from '../share-form.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Saves the form 500 ms after its last change unless the expiry is wrong; a failed save says
 * 'Could Not Update Link' and keeps the form dirty. `flush` saves at once and waits (at most 5 s)
 * for the saves in flight, for Send.
 */
export function useLinkAutosave(
  update: (input: ReturnType<typeof updateInput>) => Promise<{ ok: boolean }>,
  linkId: string,
  form: LinkForm,
  errors: FormErrors,
) {
  const [revision, setRevision] = useState(0);
  const [saved, setSaved] = useState(0);
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef({ form, errors, revision });
  latest.current = { form, errors, revision };

  const save = useCallback(() => {
    const { form: now, errors: problems, revision: at } = latest.current;
    if (problems.expiry) return inFlight.current;
    const run = inFlight.current.then(async () => {
      const outcome = await update(updateInput(linkId, now, problems));
      if (outcome.ok) setSaved((done) => Math.max(done, at));
      else notify.failure(messages.shares.updateFailed);
    });
    inFlight.current = run;
    return run;
  }, [linkId, update]);

  useEffect(() => {
    if (saved >= revision || errors.expiry) return;
    const timer = setTimeout(save, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [saved, revision, errors.expiry, save]);

  const changed = useCallback(() => setRevision((at) => at + 1), []);
  const flush = useCallback(async () => {
    const pending = saved < latest.current.revision ? save() : inFlight.current;
    await Promise.race([pending, sleep(SEND_WAIT_MS)]);
  }, [save, saved]);
  return { changed, flush };
}
