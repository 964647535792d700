import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedSms } from './sms.fixture.ts';
import type { SmsSender } from './sms-sender.ts';

export interface SmsSenderUnderTest {
  sms: SmsSender;
  /** The sender name the adapter was made with. */
  from: string;
  /** Every message that arrived (or was written) so far, in order. */
  received(): Promise<ReceivedSms[]>;
  close(): Promise<void>;
}

/** The one suite every SMS adapter passes: what arrives is what was sent, to whom it was sent. */
export function smsSenderContract(name: string, start: () => Promise<SmsSenderUnderTest>): void {
  describe(`the ${name} SMS sender`, () => {
    let under: SmsSenderUnderTest;
    const sent = async () => (await under.received()).length;

    beforeAll(async () => {
      under = await start();
    });
    afterAll(async () => {
      await under?.close();
    });

    it('delivers the number, the sender and the text', async () => {
      const before = await sent();
      await under.sms.send({ to: '+447700900123', text: 'Your Rushes code is 493021' });
      expect((await under.received())[before]).toMatchObject({
        to: '+447700900123',
        from: under.from,
        text: 'Your Rushes code is 493021',
      });
    });

    it('delivers each message once, in the order sent', async () => {
      const before = await sent();
      await under.sms.send({ to: '+447700900123', text: 'First' });
      await under.sms.send({ to: '+12015550123', text: 'Second' });
      const texts = (await under.received()).slice(before);
      expect(texts.map(({ to, text }) => [to, text])).toEqual([
        ['+447700900123', 'First'],
        ['+12015550123', 'Second'],
      ]);
    });

    it('keeps accents, other scripts, emoji and line breaks intact', async () => {
      const before = await sent();
      const text = 'Grüße, Zoë – リテイク 🎬\nCode: 493021\n\nNot you? Ignore this.';
      await under.sms.send({ to: '+4930123456', text });
      expect((await under.received())[before]?.text).toBe(text);
    });
  });
}
