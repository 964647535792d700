import { describe, expect, it } from 'vitest';
import { passwordResetLink, passwordResetMail } from './password-reset.mail.ts';

const input = {
  name: 'Ana Lopez',
  email: 'ana@studio.tv',
  origin: 'https://rushes.example.com',
  token: 'Zm9v-YmFy_42',
  validForSeconds: 3600,
};

describe('passwordResetLink', () => {
  it("opens the web's set-new-password screen for the token", () => {
    expect(passwordResetLink('http://localhost:8080', 'a_b-c')).toBe(
      'http://localhost:8080/reset-password/a_b-c',
    );
  });
});

describe('passwordResetMail', () => {
  it('says whose account, gives the link and how long it works', () => {
    const mail = passwordResetMail(input);
    expect(mail.subject).toBe('Reset your Rushes password');
    expect(mail.text).toBe(
      `${[
        'Hello Ana Lopez,',
        'Someone, hopefully you, asked to reset the password of the Rushes account ana@studio.tv.',
        'Choose a new password:\nhttps://rushes.example.com/reset-password/Zm9v-YmFy_42',
        'The link works once, for 1 hour. Choosing a password signs you out everywhere else.',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
        '-- \nSent by Rushes at https://rushes.example.com.',
      ].join('\n\n')}\n`,
    );
  });

  it('links the button and the fallback address to the same page', () => {
    const { html } = passwordResetMail({ ...input, validForSeconds: 1800 });
    const link = 'https://rushes.example.com/reset-password/Zm9v-YmFy_42';
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain('>Choose a new password</a>');
    expect(html.split(link)).toHaveLength(3);
    expect(html).toContain('for 30 minutes');
  });
});
