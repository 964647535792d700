import type { HelperFileEntry } from '@rushes/rules';
import { InstallRetryDialog } from './InstallRetryDialog/InstallRetryDialog.tsx';
import type { ReadinessView } from './readiness.ts';
import { HelperChooser } from './rushes-transfer/HelperChooser.tsx';
import { PairingDialog } from './rushes-transfer/PairingDialog.tsx';
import type { ListFolder } from './rushes-transfer/rushes-transfer-client.ts';
import type { TransferClientKind } from './transfer-client.ts';

/** The install/retry dialog's state: the client looked for, and why it is not ready yet. */
export type Waiting = Extract<ReadinessView, { phase: 'waiting' }> & {
  kind: TransferClientKind;
  direction: 'upload' | 'download';
  toldBefore: boolean;
};

/** A question Rushes Transfer's adapter asks the person. */
export type Prompt =
  | { type: 'pairing'; wrong: boolean; resolve: (code: string | null) => void }
  | { type: 'entries'; list: ListFolder; resolve: (entries: HelperFileEntry[] | null) => void }
  | { type: 'folder'; list: ListFolder; resolve: (path: string | null) => void };

export interface FastTransferDialogsProps {
  waiting: Waiting | null;
  prompt: Prompt | null;
  origin: string;
  /** The person's choice in the install/retry dialog. */
  onClose: (outcome: 'cancelled' | 'web') => void;
  /** A prompt was answered. */
  onPrompted: () => void;
}

/** The dialogs of the fast-transfer flow: install/retry, pairing, and the helper's chooser. */
export function FastTransferDialogs({
  waiting,
  prompt,
  origin,
  ...props
}: FastTransferDialogsProps) {
  const answer =
    <T,>(resolve: (value: T | null) => void) =>
    (value: T | null) => {
      props.onPrompted();
      resolve(value);
    };
  return (
    <>
      {waiting && (
        <InstallRetryDialog
          {...waiting}
          origin={origin}
          onCancel={() => props.onClose('cancelled')}
          onRetryViaWeb={() => props.onClose('web')}
        />
      )}
      {prompt?.type === 'pairing' && (
        <PairingDialog
          wrong={prompt.wrong}
          onPair={answer(prompt.resolve)}
          onCancel={() => answer(prompt.resolve)(null)}
        />
      )}
      {prompt?.type === 'entries' && (
        <HelperChooser
          mode="entries"
          list={prompt.list}
          onChoose={answer(prompt.resolve)}
          onCancel={() => answer(prompt.resolve)(null)}
        />
      )}
      {prompt?.type === 'folder' && (
        <HelperChooser
          mode="folder"
          list={prompt.list}
          onChoose={answer(prompt.resolve)}
          onCancel={() => answer(prompt.resolve)(null)}
        />
      )}
    </>
  );
}
