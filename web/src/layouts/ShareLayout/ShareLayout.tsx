import { ShellFrame } from '../ShellFrame/ShellFrame.tsx';

/** Share-link pages: the default frame without the signed-in user's tabs and menu. */
export function ShareLayout() {
  return <ShellFrame />;
}
