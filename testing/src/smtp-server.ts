import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the tests read it, whichever adapter carried it. */
export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date | undefined;
  /** The raw header lines, e.g. to check a line length or an encoding. */
  raw: string;
}

/** `Name <address>`, or the bare address, for each mailbox of a header, comma-separated. */
const address = (field: ParsedMail['from'] | ParsedMail['to']) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((list) => list.value)
    .map(({ name, address: mailbox }) => (name ? `${name} <${mailbox}>` : (mailbox ?? '')))
    .join(', ');

/** Parses an RFC 5322 message as a mail program would. */
export async function readMail(raw: Buffer): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    from: address(mail.from),
    to: address(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    messageId: mail.messageId ?? '',
    date: mail.date,
    raw: raw.toString('utf8'),
  };
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, with `user:password@` when the server asks for a login. */
  url: string;
  /** Every message accepted so far, in order. */
  received(): Promise<ReceivedMail[]>;
  /** The next message not yet taken, once it arrives (mail may be sent after a request ends). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port that keeps what it accepts. With `login`, it refuses
 * senders that do not sign in with that user and password; with `refuse`, it answers the first
 * `count` messages with `code` ("451 try again later" is a server busy for a moment).
 */
export async function startTestSmtpServer(
  options: {
    login?: { user: string; password: string };
    refuse?: { count: number; code: number };
  } = {},
): Promise<TestSmtpServer> {
  const { login, refuse } = options;
  let refused = 0;
  const messages: Buffer[] = [];
  const waiting: (() => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !login,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const valid = auth.username === login?.user && auth.password === login?.password;
      callback(valid ? null : new Error('wrong user or password'), { user: auth.username });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse && refused < refuse.count) {
          refused++;
          const error = Object.assign(new Error('not now'), { responseCode: refuse.code });
          callback(error);
          return;
        }
        messages.push(Buffer.concat(chunks));
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = login ? `${login.user}:${login.password}@` : '';

  async function nextMail(timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (messages.length <= taken) {
      if (Date.now() > deadline) throw new Error(`no mail arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    const raw = messages[taken++];
    if (!raw) throw new Error('no message');
    return readMail(raw);
  }

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received: () => Promise.all(messages.map(readMail)),
    nextMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
