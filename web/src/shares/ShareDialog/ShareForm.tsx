import { Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ShareForm_link$key } from '../../__generated__/ShareForm_link.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { passwordError } from '../../validation/validation.ts';
import {
  addEmails,
  emailsError,
  formErrors,
  formOf,
  type LinkForm,
  type ShareMode,
  validEmails,
} from '../share-form.ts';
import { useSendLinkMutation } from '../useSendLinkMutation.ts';
import { useUpdateLinkMutation } from '../useUpdateLinkMutation.ts';
import { ShareFooter } from './ShareFooter.tsx';
import { ShareOptions } from './ShareOptions.tsx';
import { useLinkAutosave } from './useLinkAutosave.ts';

interface ShareFormProps {
  link: ShareForm_link$key;
  mode: ShareMode;
  canAllowDownload: boolean;
  onClose: () => void;
}

/**
 * The Share dialog's body for one link: Name, Email chips, Personal Message and the Options
 * (saved as they change), the link with Copy, and Send.
 */
export function ShareForm(props: ShareFormProps) {
  const link = useFragment(
    graphql`
      fragment ShareForm_link on ShareLink {
        id
        name
        url
        canDownload
        expiresAt
        hasPassword
        watermark {
          type
          text
          position
          opacity
        }
        projectName
        previewAsset {
          name
          newestVersion {
            thumbnailUrl
          }
        }
      }
    `,
    props.link,
  );
  const m = messages.shares;
  const [form, setForm] = useState<LinkForm>(() => formOf(link));
  const [emails, setEmails] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const errors = useMemo(
    () => formErrors(form, link.expiresAt ?? null, new Date(), passwordError),
    [form, link.expiresAt],
  );
  const autosave = useLinkAutosave(useUpdateLinkMutation(), link.id, form, errors);
  const sendLink = useSendLinkMutation();
  const invite = props.mode === 'invite';

  const change = (next: Partial<LinkForm>) => {
    setForm((current) => ({ ...current, ...next }));
    autosave.changed();
  };
  const send = async () => {
    setSending(true);
    await autosave.flush();
    const outcome = await sendLink({
      id: link.id,
      recipients: validEmails(emails),
      message: message.trim(),
    });
    setSending(false);
    if (!outcome.ok) return notify.failure(m.sendFailed);
    notify.success(m.sent);
    props.onClose();
  };

  return (
    <Stack gap="md">
      {!invite && (
        <TextInput
          label={m.name}
          required
          value={form.name}
          error={errors.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
      )}
      <TagsInput
        label={m.emails}
        description={m.emailsHint}
        value={emails}
        splitChars={[',', ' ']}
        acceptValueOnBlur
        error={emails.length > 0 ? emailsError(emails) : null}
        onChange={(values) => setEmails(addEmails([], values.join(',')))}
      />
      <Textarea
        label={m.message}
        autosize
        minRows={2}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      {!invite && (
        <ShareOptions
          form={form}
          errors={errors}
          canAllowDownload={props.canAllowDownload}
          preview={{
            clip: link.previewAsset?.name ?? null,
            pictureUrl: link.previewAsset?.newestVersion.thumbnailUrl ?? null,
            project: link.projectName,
          }}
          onChange={change}
        />
      )}
      <ShareFooter
        url={link.url}
        canSend={validEmails(emails).length > 0}
        sending={sending}
        onSend={send}
      />
    </Stack>
  );
}
