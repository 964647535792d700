import { messages } from '../messages/messages.ts';

/** The old way, for browsers without the asynchronous clipboard (or without its permission). */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies text to the clipboard; throws 'could not copy text' when both ways fail (section 8). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    if (copyBySelection(text)) return;
  }
  throw new Error(messages.account.copyFailed);
}
