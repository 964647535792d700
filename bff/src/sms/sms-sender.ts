/** One text message Rushes sends: a verification code, say. */
export interface SmsMessage {
  /** The recipient's number in E.164, e.g. `+447700900123` (`normalisePhone` writes it so). */
  to: string;
  text: string;
}

/**
 * The SMS port: an HTTP gateway when `RUSHES_SMS_GATEWAY_URL` is set, otherwise the outbox
 * folder, so sign-in codes reach a developer without a gateway.
 */
export interface SmsSender {
  /**
   * Resolves once the message is handed over: accepted by the gateway, or written. Rejects with
   * `SmsFailed` when the gateway refuses it or cannot be reached.
   */
  send(message: SmsMessage): Promise<void>;
}

/**
 * A text message the gateway did not take. The message names the gateway's host and what went
 * wrong (its HTTP status, no answer in time, no connection), never the token or the text, so it
 * can be logged as it is.
 */
export class SmsFailed extends Error {
  constructor(
    message: string,
    /** The gateway's HTTP status when it answered; undefined when it did not. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsFailed';
  }
}
