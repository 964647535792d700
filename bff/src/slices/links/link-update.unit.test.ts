import { describe, expect, it } from 'vitest';
import { linkChanges } from './link-update.ts';

describe('linkChanges', () => {
  it('reads a watermark option sent as null as the default, as one left out', () => {
    const watermark = { type: null, text: null, position: 'CENTER' as const, opacity: null };
    expect(linkChanges({ id: 'l1', watermark }).watermark).toEqual({
      type: 'CUSTOM',
      text: '',
      position: 'CENTER',
      opacity: 100,
    });
    expect(linkChanges({ id: 'l1', watermark: { position: 'CENTER' } }).watermark).toEqual(
      linkChanges({ id: 'l1', watermark }).watermark,
    );
  });

  it('keeps the options an update names and takes off those it turns off', () => {
    const watermark = { type: 'USERNAME' as const, position: 'TOPLEFT' as const, opacity: 40 };
    expect(linkChanges({ id: 'l1', name: 'Dailies', hasExpiry: false, watermark })).toEqual({
      name: 'Dailies',
      expiresAt: null,
      watermark: { type: 'USERNAME', text: '', position: 'TOPLEFT', opacity: 40 },
    });
    expect(linkChanges({ id: 'l1', name: null, hasWatermark: false })).toEqual({ watermark: null });
  });
});
