import { isEmail, type WatermarkPosition, type WatermarkType } from '@rushes/rules';
import { messages } from '../messages/messages.ts';

/** Changes save this long after the last one (media-handling §9). */
export const AUTOSAVE_MS = 500;
/** Send waits at most this long for the saves in flight. */
export const SEND_WAIT_MS = 5000;
/** A new link expires this long after it is made. */
export const DEFAULT_EXPIRY_MS = 7 * 24 * 3600 * 1000;
/** 'Copied Link to Clipboard' shows this long. */
export const COPIED_MS = 1000;

export type ShareMode = 'create' | 'edit' | 'invite';

/** 'Invite Users', 'Edit Share', or 'Share N Folders and M Files'. */
export function shareTitle(mode: ShareMode, counts: { folders: number; files: number }): string {
  const m = messages.shares;
  if (mode === 'invite') return m.inviteUsers;
  if (mode === 'edit') return m.editShare;
  return m.shareItems(counts.folders, counts.files);
}

/**
 * The addresses typed so far followed by those in `text`: split on spaces and commas, trimmed,
 * each once (whatever its case).
 */
export function addEmails(current: readonly string[], text: string): string[] {
  const seen = new Set(current.map((email) => email.toLowerCase()));
  const added = text
    .split(/[\s,]+/)
    .map((email) => email.trim())
    .filter((email) => {
      const key = email.toLowerCase();
      if (!email || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return [...current, ...added];
}

/** 'Entered Email Is Invalid' for one address, 'Some Entered Emails Are Invalid' among several. */
export function emailsError(emails: readonly string[]): string | null {
  if (emails.every(isEmail)) return null;
  return emails.length === 1 ? messages.shares.emailInvalid : messages.shares.emailsInvalid;
}

/** The addresses a Send mails; Send is off until there is one. */
export const validEmails = (emails: readonly string[]): string[] => emails.filter(isEmail);

const pad = (value: number) => String(value).padStart(2, '0');

/** A date's day as a date input holds it (yyyy-mm-dd, local time). */
export const dateInput = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A date's time as a time input holds it (hh:mm, local time). */
export const timeInput = (date: Date): string =>
  `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The moment a date and a time input name (local time), or null when they name none. */
export function expiryOf(day: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T${/^\d{2}:\d{2}$/.test(time) ? time : '00:00'}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * What is wrong with an expiry: 'This Share Has Expired…' while an expired link keeps its date,
 * 'The Expiration Date Must Be Set in the Future.' for another date that is not ahead.
 */
export function expiryError(
  expiry: { day: string; time: string; saved: string | null },
  now: Date,
): string | null {
  const at = expiryOf(expiry.day, expiry.time);
  if (at && at.getTime() > now.getTime()) return null;
  const unchanged = expiry.saved !== null && at?.getTime() === new Date(expiry.saved).getTime();
  return unchanged ? messages.shares.expired : messages.shares.expiryFuture;
}

/** The opacity a new watermark's text starts at, and the spec's range for it. */
export const OPACITY = { initial: 100, min: 10, max: 100 } as const;

/** The saved options of a link as the dialog edits them. */
export interface LinkForm {
  name: string;
  canDownload: boolean;
  hasExpiry: boolean;
  day: string;
  time: string;
  hasPassword: boolean;
  /** The new password; empty while the saved one stays (locked). */
  password: string;
  /** A password is saved and not being changed. */
  passwordLocked: boolean;
  hasWatermark: boolean;
  watermarkType: WatermarkType;
  /** The custom text (CUSTOM only). */
  watermarkText: string;
  position: WatermarkPosition;
  /** Of the text, 10–100. */
  opacity: number;
}

/** The link as the server has it. */
export interface SavedLink {
  name: string;
  canDownload: boolean;
  expiresAt?: string | null;
  hasPassword: boolean;
  watermark?: {
    type: WatermarkType;
    text: string;
    position: WatermarkPosition;
    opacity: number;
  } | null;
}

export function formOf(link: SavedLink): LinkForm {
  const expiry = link.expiresAt ? new Date(link.expiresAt) : null;
  return {
    name: link.name,
    canDownload: link.canDownload,
    hasExpiry: expiry !== null,
    day: expiry ? dateInput(expiry) : '',
    time: expiry ? timeInput(expiry) : '',
    hasPassword: link.hasPassword,
    password: '',
    passwordLocked: link.hasPassword,
    hasWatermark: Boolean(link.watermark),
    watermarkType: link.watermark?.type ?? 'CUSTOM',
    watermarkText: link.watermark?.text ?? '',
    position: link.watermark?.position ?? 'BOTTOMRIGHT',
    opacity: link.watermark?.opacity ?? OPACITY.initial,
  };
}

export interface FormErrors {
  name: string | null;
  expiry: string | null;
  password: string | null;
}

/** The form's errors: a name, an expiry ahead, a strong enough new password. */
export function formErrors(
  form: LinkForm,
  savedExpiry: string | null,
  now: Date,
  passwordError: (value: string) => string | null,
): FormErrors {
  const changingPassword = form.hasPassword && !form.passwordLocked;
  return {
    name: form.name.trim() ? null : messages.shares.nameRequired,
    expiry: form.hasExpiry
      ? expiryError({ day: form.day, time: form.time, saved: savedExpiry }, now)
      : null,
    password: changingPassword ? passwordError(form.password) : null,
  };
}

/**
 * What the preview draws for the form's watermark: the custom text, the names the link's preview
 * asset and project give, or a sample of what only a visit knows (the date and time as the server
 * writes them, to the minute in UTC).
 */
export function watermarkSample(
  form: Pick<LinkForm, 'watermarkType' | 'watermarkText'>,
  names: { clip: string | null; project: string },
  now: Date,
): string {
  const samples: Record<string, string> = messages.shares.watermarkSamples;
  switch (form.watermarkType) {
    case 'CUSTOM':
      return form.watermarkText.trim();
    case 'CLIPNAME':
    case 'SLATE':
      return names.clip ?? samples.CLIPNAME ?? '';
    case 'PROJECT':
    case 'PRODUCTION':
      return names.project;
    case 'TIMEOFDAY':
      return `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    default:
      return samples[form.watermarkType] ?? '';
  }
}

/** The watermark the form describes, once it shows something: custom text needs its words. */
function watermarkOf(form: LinkForm) {
  const text = form.watermarkType === 'CUSTOM' ? form.watermarkText.trim() : '';
  if (form.watermarkType === 'CUSTOM' && !text) return null;
  const { watermarkType: type, position, opacity } = form;
  return { type, text, position, opacity };
}

/** What an autosave sends: every option that holds, leaving out a bad name or new password. */
export function updateInput(id: string, form: LinkForm, errors: FormErrors) {
  const expiresAt = form.hasExpiry ? expiryOf(form.day, form.time)?.toISOString() : undefined;
  const newPassword = form.hasPassword && !form.passwordLocked && !errors.password;
  const watermark = form.hasWatermark ? watermarkOf(form) : null;
  return {
    id,
    ...(errors.name ? {} : { name: form.name.trim() }),
    canDownload: form.canDownload,
    hasExpiry: form.hasExpiry,
    ...(expiresAt ? { expiresAt } : {}),
    ...(form.hasPassword ? {} : { hasPassword: false }),
    ...(newPassword ? { hasPassword: true, password: form.password } : {}),
    ...(watermark ? { hasWatermark: true, watermark } : {}),
    ...(form.hasWatermark ? {} : { hasWatermark: false }),
  };
}
