import { describe, expect, it } from 'vitest';
import { shareLinkMail, shareLinkUrl } from './share-link.mail.ts';

const input = {
  sender: 'Mia Manager',
  name: 'Day 1',
  message: ' Take 2 is the one. ',
  origin: 'https://rushes.example.com',
  token: 'q3Jx0d2YwL5m8ZkT1vBn7u',
  expiresAt: new Date('2026-12-08T10:30:00.000Z'),
};

describe('shareLinkUrl', () => {
  it("opens the web's share page for the token", () => {
    expect(shareLinkUrl('http://localhost:8080', 'a_b-c')).toBe(
      'http://localhost:8080/share/a_b-c',
    );
  });
});

describe('shareLinkMail', () => {
  it('says who shares what, with their message, the link and until when it works', () => {
    const mail = shareLinkMail(input);
    expect(mail.subject).toBe('Mia Manager shared "Day 1" with you on Rushes');
    expect(mail.text).toBe(
      `${[
        'Hello,',
        'Mia Manager shared "Day 1" with you: media to review on Rushes, no account needed.',
        'Mia Manager wrote: Take 2 is the one.',
        'Open the share:\nhttps://rushes.example.com/share/q3Jx0d2YwL5m8ZkT1vBn7u',
        'The link works until 2026-12-08 10:30 (UTC).',
        'If the link asks for a password, the person who sent it will tell you.',
        '-- \nSent by Rushes at https://rushes.example.com.',
      ].join('\n\n')}\n`,
    );
  });

  it('leaves out an empty message and the expiry of a link that never expires, escaping HTML', () => {
    const mail = shareLinkMail({ ...input, message: ' ', expiresAt: null, sender: 'Mia <Boss>' });
    expect(mail.text).not.toContain('wrote');
    expect(mail.text).not.toContain('works until');
    expect(mail.html).toContain('Mia &lt;Boss&gt;');
    expect(mail.html).toContain('href="https://rushes.example.com/share/q3Jx0d2YwL5m8ZkT1vBn7u"');
  });
});
