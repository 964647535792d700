import { SignOutDialog } from '../../components/SignOutDialog/SignOutDialog.tsx';
import { messages } from '../../messages/messages.ts';
import { useSession } from '../../session/SessionContext.tsx';
import { isUploadPhase } from '../../uploads/operation.ts';
import { useUploads, useWebOperations } from '../../uploads/UploadsContext.tsx';

/**
 * A member's Sign Out: while uploads run it asks 'Cancel all Uploads?' and cancels them before
 * signing out; a successful sign-out reloads the page at '/'.
 */
export function UserSignOutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useSession();
  const uploads = useUploads();
  // fast uploads go on without the page: only the page's own ones end with it
  const uploading = useWebOperations().some(isUploadPhase);
  const text = messages.signOut;

  const signOut = async () => {
    if (uploading) await uploads?.engine.cancelUploads();
    return session.logout();
  };

  return (
    <SignOutDialog
      opened={opened}
      onClose={onClose}
      signOut={signOut}
      title={uploading ? text.uploadsTitle : text.title}
      text={uploading ? text.uploadsText : text.text}
    />
  );
}
