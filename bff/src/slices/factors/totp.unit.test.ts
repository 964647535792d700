import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, stepAt, totpCode, totpQrCode } from './totp.ts';

// RFC 6238's SHA-1 test secret ("12345678901234567890") in base32, and its published codes.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('authenticator app codes', () => {
  it("matches RFC 6238's published codes at their times", () => {
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082');
    expect(totpCode(rfcSecret, new Date(1_111_111_109_000))).toBe('081804');
    expect(matchTotp(rfcSecret, '287082', new Date(59_000))).toBe(1);
  });

  it('takes the code of the step before or after, not two steps away', () => {
    const now = new Date('2026-11-24T10:00:15Z');
    const secret = newTotpSecret();
    const step = stepAt(now);
    const at = (offset: number) => new Date(now.getTime() + offset * 30_000);
    expect(matchTotp(secret, totpCode(secret, at(-1)), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at(1)), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, at(-2)), now)).toBeNull();
  });

  it('makes a new 160-bit secret each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('draws the otpauth address as an SVG QR code', async () => {
    const qr = await totpQrCode(rfcSecret, 'ada@example.com');
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qr.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<svg');
  });
});
