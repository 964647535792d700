import type { WatermarkType } from '@rushes/rules';
import { describe, expect, it } from 'vitest';
import {
  addEmails,
  dateInput,
  emailsError,
  expiryError,
  expiryOf,
  formErrors,
  formOf,
  shareTitle,
  timeInput,
  updateInput,
  validEmails,
  watermarkSample,
} from './share-form.ts';

describe('shareTitle', () => {
  it('names the mode, or counts folders and files with singulars', () => {
    expect(shareTitle('invite', { folders: 1, files: 0 })).toBe('Invite Users');
    expect(shareTitle('edit', { folders: 1, files: 0 })).toBe('Edit Share');
    expect(shareTitle('create', { folders: 1, files: 0 })).toBe('Share 1 Folder and 0 Files');
    expect(shareTitle('create', { folders: 2, files: 1 })).toBe('Share 2 Folders and 1 File');
  });
});

describe('addEmails', () => {
  it('splits on spaces and commas and keeps each address once', () => {
    expect(addEmails(['dana@client.tv'], ' eli@client.tv, DANA@client.tv,,fay@client.tv ')).toEqual(
      ['dana@client.tv', 'eli@client.tv', 'fay@client.tv'],
    );
  });
});

describe('emailsError', () => {
  it('words one invalid address and several differently', () => {
    expect(emailsError(['dana@client.tv'])).toBeNull();
    expect(emailsError(['dana'])).toBe('Entered Email Is Invalid');
    expect(emailsError(['dana@client.tv', 'eli'])).toBe('Some Entered Emails Are Invalid');
    expect(validEmails(['dana@client.tv', 'eli'])).toEqual(['dana@client.tv']);
  });
});

describe('expiry', () => {
  const now = new Date(2026, 11, 1, 10, 0);

  it('reads the date and time inputs in local time', () => {
    expect(expiryOf('2026-12-08', '10:30')).toEqual(new Date(2026, 11, 8, 10, 30));
    expect(expiryOf('2026-12-08', '')).toEqual(new Date(2026, 11, 8, 0, 0));
    expect(expiryOf('', '10:30')).toBeNull();
    expect(dateInput(now)).toBe('2026-12-01');
    expect(timeInput(now)).toBe('10:00');
  });

  it('refuses the past, and tells an expired link to take a new date', () => {
    expect(expiryError({ day: '2026-12-01', time: '10:30', saved: null }, now)).toBeNull();
    expect(expiryError({ day: '2026-12-01', time: '09:30', saved: null }, now)).toBe(
      'The Expiration Date Must Be Set in the Future.',
    );
    const saved = new Date(2026, 10, 30, 9, 0).toISOString();
    expect(expiryError({ day: '2026-11-30', time: '09:00', saved }, now)).toBe(
      'This Share Has Expired, Set a New Date To Reactivate.',
    );
  });
});

describe('the link form', () => {
  const now = new Date(2026, 11, 1, 10, 0);
  const saved = {
    name: 'Day 1',
    canDownload: false,
    expiresAt: new Date(2026, 11, 8, 10, 0).toISOString(),
    hasPassword: false,
    watermark: null,
  };
  const strength = (value: string) => (value.length < 6 ? 'too short' : null);

  it('starts from the saved link and saves it back as it is', () => {
    const form = formOf(saved);
    expect(form).toMatchObject({ day: '2026-12-08', time: '10:00', hasExpiry: true });
    const errors = formErrors(form, saved.expiresAt, now, strength);
    expect(errors).toEqual({ name: null, expiry: null, password: null });
    expect(updateInput('l1', form, errors)).toEqual({
      id: 'l1',
      name: 'Day 1',
      canDownload: false,
      hasExpiry: true,
      expiresAt: saved.expiresAt,
      hasPassword: false,
      hasWatermark: false,
    });
  });

  it('leaves out a missing name and a weak password, and sends a strong one once', () => {
    const form = { ...formOf(saved), name: ' ', hasPassword: true, password: 'abc' };
    const errors = formErrors(form, saved.expiresAt, now, strength);
    expect(errors).toEqual({
      name: 'A Name Must Be Provided.',
      expiry: null,
      password: 'too short',
    });
    const input = updateInput('l1', form, errors);
    expect(input).not.toHaveProperty('name');
    expect(input).not.toHaveProperty('password');
    const strong = { ...form, password: 'secret' };
    expect(updateInput('l1', strong, formErrors(strong, null, now, strength))).toMatchObject({
      hasPassword: true,
      password: 'secret',
    });
    const locked = { ...strong, passwordLocked: true, password: '' };
    expect(updateInput('l1', locked, formErrors(locked, null, now, strength))).not.toHaveProperty(
      'hasPassword',
    );
  });

  it('sends the watermark once it has text, and takes it off', () => {
    const form = { ...formOf(saved), hasWatermark: true, watermarkText: ' DRAFT ' };
    const errors = formErrors(form, null, now, strength);
    expect(updateInput('l1', form, errors)).toMatchObject({
      hasWatermark: true,
      watermark: { type: 'CUSTOM', text: 'DRAFT', position: 'BOTTOMRIGHT', opacity: 100 },
    });
    expect(updateInput('l1', { ...form, watermarkText: '' }, errors)).not.toHaveProperty(
      'hasWatermark',
    );
    expect(updateInput('l1', { ...form, hasWatermark: false }, errors)).toMatchObject({
      hasWatermark: false,
    });
  });

  it('sends a watermark that names the visitor without words of its own, at its opacity', () => {
    const form = {
      ...formOf(saved),
      hasWatermark: true,
      watermarkType: 'USERNAME' as const,
      watermarkText: 'typed before',
      opacity: 40,
    };
    expect(updateInput('l1', form, formErrors(form, null, now, strength))).toMatchObject({
      hasWatermark: true,
      watermark: { type: 'USERNAME', text: '', position: 'BOTTOMRIGHT', opacity: 40 },
    });
  });
});

describe('the watermark preview', () => {
  const names = { clip: 'A001_C002.mov', project: 'Northern Lights' };
  const now = new Date('2026-11-24T12:15:42Z');
  const sample = (watermarkType: WatermarkType, watermarkText = '') =>
    watermarkSample({ watermarkType, watermarkText }, names, now);

  it('draws the custom text, or the names the link gives', () => {
    expect(sample('CUSTOM', ' DRAFT ')).toBe('DRAFT');
    expect(sample('CLIPNAME')).toBe('A001_C002.mov');
    expect(sample('PROJECT')).toBe('Northern Lights');
    expect(
      watermarkSample(
        { watermarkType: 'CLIPNAME', watermarkText: '' },
        { ...names, clip: null },
        now,
      ),
    ).toBe('A001_C001.mov');
  });

  it('shows what only a visit knows by example, the date and time as the server writes it', () => {
    expect(sample('USERNAME')).toBe('visitor@client.com');
    expect(sample('TIMECODE')).toBe('01:00:00:00');
    expect(sample('TIMEOFDAY')).toBe('2026-11-24 12:15 UTC');
  });
});
