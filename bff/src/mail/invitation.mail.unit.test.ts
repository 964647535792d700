import { describe, expect, it } from 'vitest';
import { invitationLink, invitationMail } from './invitation.mail.ts';

const input = {
  name: 'Vic Viewer',
  email: 'vic@studio.tv',
  inviter: 'Ana Lopez',
  project: 'Feature',
  origin: 'https://rushes.example.com',
  token: 'Zm9v-YmFy_42',
  validForSeconds: 7 * 86_400,
};

describe('invitationLink', () => {
  it("opens the web's accept-invite screen for the token", () => {
    expect(invitationLink('http://localhost:8080', 'a_b-c')).toBe(
      'http://localhost:8080/invite/a_b-c',
    );
  });
});

describe('invitationMail', () => {
  it('says who invites whom to which project, gives the link and how long it works', () => {
    const mail = invitationMail(input);
    expect(mail.subject).toBe('You are invited to Rushes');
    expect(mail.text).toBe(
      `${[
        'Hello Vic Viewer,',
        'Ana Lopez invited you to review media with them on Rushes, as vic@studio.tv.',
        'You can find it in the project "Feature".',
        'Accept the invitation:\nhttps://rushes.example.com/invite/Zm9v-YmFy_42',
        'The link works once, for 7 days. You choose your password when you accept.',
        'If you did not expect this, ignore this mail: nothing happens without you.',
        '-- \nSent by Rushes at https://rushes.example.com.',
      ].join('\n\n')}\n`,
    );
  });

  it('links the button and the fallback address to the same page, names escaped', () => {
    const { html, text } = invitationMail({ ...input, project: null, inviter: 'Ana <Boss>' });
    const link = 'https://rushes.example.com/invite/Zm9v-YmFy_42';
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain('>Accept the invitation</a>');
    expect(html.split(link)).toHaveLength(3);
    expect(html).toContain('Ana &lt;Boss&gt; invited you');
    expect(text).not.toContain('in the project');
  });
});
