import { Button } from '@mantine/core';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { useReinviteMutation } from './useReinviteMutation.ts';

/**
 * Re-Invite: mails a new invitation link to a user who has not joined yet, naming the project
 * (none: only superusers and workspace admins may).
 */
export function ReinviteButton({
  userId,
  projectId,
}: {
  userId: string;
  projectId: string | null;
}) {
  const [reinvite, inFlight] = useReinviteMutation();
  const send = async () => {
    const code = await reinvite(userId, projectId);
    if (code === null) notify.success(messages.users.invited);
    else if (code === 'STATE_CONFLICT') notify.failure(messages.users.alreadyJoined);
    else notify.failure(messages.users.inviteFailed);
  };
  return (
    <Button size="compact-sm" variant="light" loading={inFlight} onClick={send}>
      {messages.users.reinvite}
    </Button>
  );
}
