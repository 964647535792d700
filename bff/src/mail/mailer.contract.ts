import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedMail } from './mail.fixture.ts';
import type { Mailer } from './mailer.ts';

export interface MailerUnderTest {
  mailer: Mailer;
  /** The sender the adapter was made with. */
  from: string;
  /** Every message that arrived (or was written) so far, in order, parsed as a mail program would. */
  received(): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const link = `https://rushes.example.com/reset-password/${'x'.repeat(43)}?and=a-long-query-string`;

/** The one suite every mail adapter passes: what arrives is what was sent. */
export function mailerContract(name: string, start: () => Promise<MailerUnderTest>): void {
  describe(`the ${name} mailer`, () => {
    let under: MailerUnderTest;
    const sent = async () => (await under.received()).length;

    beforeAll(async () => {
      under = await start();
    });
    afterAll(async () => {
      under?.mailer.close();
      await under?.close();
    });

    it('delivers recipient, sender, subject, text and HTML', async () => {
      const before = await sent();
      await under.mailer.send({
        to: 'ana@studio.tv',
        subject: 'Reset your Rushes password',
        text: `Choose a new password: ${link}`,
        html: `<p><a href="${link}">Choose a new password</a></p>`,
      });
      const mail = (await under.received())[before];
      expect(mail).toMatchObject({
        to: 'ana@studio.tv',
        from: under.from,
        subject: 'Reset your Rushes password',
      });
      expect(mail?.text.trim()).toBe(`Choose a new password: ${link}`);
      expect(mail?.html).toContain(`<a href="${link}">Choose a new password</a>`);
    });

    it('gives every message its own Message-ID and a date', async () => {
      const before = await sent();
      for (const subject of ['First', 'Second']) {
        await under.mailer.send({ to: 'ana@studio.tv', subject, text: subject, html: subject });
      }
      const [first, second] = (await under.received()).slice(before);
      expect([first?.subject, second?.subject]).toEqual(['First', 'Second']);
      expect(first?.messageId).toMatch(/^<.+@.+>$/);
      expect(first?.messageId).not.toBe(second?.messageId);
      expect(first?.date).toBeInstanceOf(Date);
    });

    it('keeps accents, other scripts and long lines intact', async () => {
      const before = await sent();
      const text = `Grüße, Zoë – リテイク ${'long line '.repeat(30)}`;
      await under.mailer.send({
        to: 'Zoë Ødegård <zoe@studio.tv>',
        subject: 'Übergabe – リテイク',
        text,
        html: `<p>${text}</p>`,
      });
      const mail = (await under.received())[before];
      expect(mail?.to).toBe('Zoë Ødegård <zoe@studio.tv>');
      expect(mail?.subject).toBe('Übergabe – リテイク');
      expect(mail?.text.trim()).toBe(text.trim());
      const longest = Math.max(...(mail?.raw.split('\r\n').map((line) => line.length) ?? []));
      expect(longest, 'RFC 5322 lines stay under 998 characters').toBeLessThanOrEqual(998);
    });
  });
}
