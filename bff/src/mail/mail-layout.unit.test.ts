import { describe, expect, it } from 'vitest';
import { composeMail, durationText, escapeHtml } from './mail-layout.ts';

const content = {
  subject: 'A subject',
  name: 'Ana <script>',
  paragraphs: ['First & foremost.'],
  action: { label: 'Do it', url: 'https://rushes.example.com/x?a=1&b="2"' },
  notes: ['A note.'],
  origin: 'https://rushes.example.com',
};

describe('composeMail', () => {
  it('writes the text form: greeting, paragraphs, action with its address, notes, signature', () => {
    expect(composeMail(content).text).toBe(
      `${[
        'Hello Ana <script>,',
        'First & foremost.',
        'Do it:\nhttps://rushes.example.com/x?a=1&b="2"',
        'A note.',
        '-- \nSent by Rushes at https://rushes.example.com.',
      ].join('\n\n')}\n`,
    );
  });

  it('escapes every text and address in the HTML form', () => {
    const { html } = composeMail(content);
    expect(html).toContain('Hello Ana &lt;script&gt;,');
    expect(html).not.toContain('<script>');
    expect(html).toContain('First &amp; foremost.');
    expect(html).toContain('href="https://rushes.example.com/x?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('<title>A subject</title>');
  });

  it('greets without a name when there is none', () => {
    expect(composeMail({ ...content, name: '  ' }).text.startsWith('Hello,\n')).toBe(true);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('durationText', () => {
  it.each([
    [3600, '1 hour'],
    [1800, '30 minutes'],
    [60, '1 minute'],
    [5400, '1 hour 30 minutes'],
    [86_400, '1 day'],
    [7 * 86_400, '7 days'],
    [90_061, '1 day 1 hour 1 minute'],
    [20, '1 minute'],
  ])('says %i seconds as "%s"', (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });
});
