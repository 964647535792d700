import { messages } from '../../../messages/messages.ts';
import type { RecoveryCode } from './mfa-actions.ts';

/** Named after the product (section 3): rushes-recovery-codes.txt. */
export const RECOVERY_CODES_FILE = `${messages.product.toLowerCase()}-recovery-codes.txt`;

/** The codes still good, one a line. */
export function recoveryCodesText(codes: readonly RecoveryCode[]): string {
  return codes
    .filter((code) => !code.used)
    .map((code) => `${code.code}\n`)
    .join('');
}

/** Ten codes shown five to a column (section 9). */
export function recoveryColumns(codes: readonly RecoveryCode[]): RecoveryCode[][] {
  return [codes.slice(0, 5), codes.slice(5)].filter((column) => column.length > 0);
}

/** Saves the codes as a text file through the browser's download. */
export function downloadRecoveryCodes(codes: readonly RecoveryCode[]): void {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
