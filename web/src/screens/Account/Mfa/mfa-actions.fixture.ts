import { vi } from 'vitest';
import type { CommitResult } from '../../../relay/commit-result.ts';
import type { MfaActions, RecoveryCode } from './mfa-actions.ts';

export const ok = <T>(value: T): CommitResult<T> => ({ ok: true, value });
export const refused = (code: string, data: unknown = null): CommitResult<never> => ({
  ok: false,
  code,
  data,
});

export const tenCodes: RecoveryCode[] = Array.from({ length: 10 }, (_, i) => ({
  code: `code${i}-abcde`,
  used: i === 2,
}));

/** MFA calls that succeed unless a test says otherwise. */
export function fakeActions(overrides: Partial<MfaActions> = {}) {
  return {
    add: vi.fn(async (type: string, _phone: string | null) =>
      ok({
        id: `${type}-1`,
        secret: type === 'APP' ? 'JBSWY3DPEHPK3PXP' : null,
        qr: type === 'APP' ? 'data:image/svg+xml;base64,PHN2Zy8+' : null,
        recipient: type === 'SMS' ? '+44 •••• ••0123' : null,
      }),
    ),
    trigger: vi.fn(async (_id: string) => ok(null)),
    activate: vi.fn(async (_id: string, _code: string) => ok<readonly RecoveryCode[] | null>(null)),
    remove: vi.fn(async (_id: string) => ok(null)),
    recoveryCodes: vi.fn(async () => ok<readonly RecoveryCode[]>(tenCodes)),
    generateRecoveryCodes: vi.fn(async () => ok<readonly RecoveryCode[]>(tenCodes)),
    ...overrides,
  } satisfies MfaActions;
}
