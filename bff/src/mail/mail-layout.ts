import { mailMessages } from './mail.messages.ts';

/** What a mail says: who it greets, its paragraphs, the one thing to do, and the small print. */
export interface MailContent {
  subject: string;
  name: string;
  paragraphs: readonly string[];
  action: { label: string; url: string };
  notes: readonly string[];
  /** The address of this Rushes, named in the footer. */
  origin: string;
}

/** A mail as the port sends it, without its recipient. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML, attribute values included. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

const paragraph = (text: string, style = 'margin:0 0 16px') =>
  `<p style="${style}">${escapeHtml(text)}</p>`;

function button({ label, url }: MailContent['action']): string {
  const style =
    'display:inline-block;padding:12px 20px;border-radius:6px;background:#1c5bb8;' +
    'color:#ffffff;font-weight:600;text-decoration:none';
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a></p>`;
}

function htmlOf(content: MailContent): string {
  const small = 'margin:0 0 12px;font-size:13px;color:#555555';
  const body = [
    paragraph(mailMessages.greeting(content.name)),
    ...content.paragraphs.map((text) => paragraph(text)),
    button(content.action),
    ...content.notes.map((text) => paragraph(text, small)),
    paragraph(mailMessages.linkFallback, small),
    `<p style="${small};word-break:break-all">${escapeHtml(content.action.url)}</p>`,
    `<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0">`,
    paragraph(mailMessages.footer(content.origin), small),
  ];
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5">',
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px;' +
      'font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    ...body,
    '</div></body></html>',
  ].join('\n');
}

function textOf(content: MailContent): string {
  return [
    mailMessages.greeting(content.name),
    ...content.paragraphs,
    `${content.action.label}:\n${content.action.url}`,
    ...content.notes,
    `-- \n${mailMessages.footer(content.origin)}`,
  ].join('\n\n');
}

/** The text and HTML forms of one mail, saying the same. */
export const composeMail = (content: MailContent): ComposedMail => ({
  subject: content.subject,
  text: `${textOf(content)}\n`,
  html: htmlOf(content),
});

/** `1 hour`, `30 minutes`, `2 days`, `1 hour 30 minutes`: a lifetime in seconds, for people. */
export function durationText(seconds: number): string {
  const { minute, hour, day } = mailMessages.duration;
  const minutes = Math.max(1, Math.round(seconds / 60));
  const parts: [number, readonly [string, string]][] = [
    [Math.floor(minutes / 1440), day],
    [Math.floor((minutes % 1440) / 60), hour],
    [minutes % 60, minute],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([count, [one, many]]) => `${count} ${count === 1 ? one : many}`)
    .join(' ');
}
