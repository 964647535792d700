import { describe, expect, it } from 'vitest';
import { webhookDisabledMail } from './webhook-disabled.mail.ts';

describe('webhookDisabledMail', () => {
  it('says which webhook stopped, why, and where to enable it again', () => {
    const mail = webhookDisabledMail({
      name: 'Wanda Admin',
      workspace: 'Features',
      endpoint: 'https://hooks.example.com',
      reason: 'failing',
      url: 'https://rushes.example.com/workspaces/V29ya3NwYWNlOjE/webhooks',
      origin: 'https://rushes.example.com',
    });
    expect(mail.subject).toBe('A webhook of Features was disabled');
    expect(mail.text).toBe(
      `${[
        'Hello Wanda Admin,',
        'Rushes stopped delivering the events of Features to the webhook at https://hooks.example.com.',
        'Its endpoint has failed every delivery for 3 days: it did not answer, or answered with an error.',
        'Open the webhooks:\nhttps://rushes.example.com/workspaces/V29ya3NwYWNlOjE/webhooks',
        'Once the endpoint works again, enable the webhook; replay it from the moment it stopped to send what it missed.',
        '-- \nSent by Rushes at https://rushes.example.com.',
      ].join('\n\n')}\n`,
    );
  });

  it('tells an endpoint that asked to stop (410 Gone) apart, escaping HTML', () => {
    const mail = webhookDisabledMail({
      name: '',
      workspace: 'R&D <post>',
      endpoint: 'https://hooks.example.com',
      reason: 'gone',
      url: 'https://rushes.example.com/workspaces/x/webhooks',
      origin: 'https://rushes.example.com',
    });
    expect(mail.text).toContain('Its endpoint answered 410 Gone: it wants no more deliveries.');
    expect(mail.html).toContain('R&amp;D &lt;post&gt;');
    expect(mail.html).not.toContain('<post>');
  });
});
