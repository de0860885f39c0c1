import { createTransport } from 'nodemailer';
import type { Env } from '../../config/env.js';

/** What a transport needs to deliver one outbox row. */
export interface OutgoingMessage {
  id: number;
  recipient: string;
  subject: string;
  body: string;
}

/**
 * How a delivery ended: `sent` left this system (an SMTP server accepted it), `stored` means
 * the outbox row itself is the delivery (read in the console, 通知紀錄).
 */
export type DeliveryOutcome = 'sent' | 'stored';

export interface MailTransport {
  send(message: OutgoingMessage): Promise<DeliveryOutcome>;
  close(): Promise<void>;
}

export interface SmsTransport {
  send(message: OutgoingMessage): Promise<DeliveryOutcome>;
  close(): Promise<void>;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
export const SMS_TRANSPORT = Symbol('SMS_TRANSPORT');

/** The local delivery: the message stays in the outbox table, readable in the console. */
export class StoredTransport implements MailTransport, SmsTransport {
  async send(): Promise<DeliveryOutcome> {
    return 'stored';
  }

  async close(): Promise<void> {
    return undefined;
  }
}

const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
const SMTP_GREETING_TIMEOUT_MS = 10_000;
const SMTP_SOCKET_TIMEOUT_MS = 30_000;

/** E-mail through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: ReturnType<typeof createTransport>;

  constructor(url: string, from: string) {
    this.transporter = createTransport(
      {
        url,
        connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
        greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
        socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
      },
      { from },
    );
  }

  async send(message: OutgoingMessage): Promise<DeliveryOutcome> {
    await this.transporter.sendMail({
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      headers: { 'X-LendBridge-Outbox-Id': String(message.id) },
    });
    return 'sent';
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

/** SMTP when SMTP_URL is set, otherwise the outbox table is the delivery. */
export function mailTransportFor(env: Env): MailTransport {
  return env.SMTP_URL ? new SmtpMailTransport(env.SMTP_URL, env.MAIL_FROM) : new StoredTransport();
}

/** No SMS provider is configured on any deployment: text messages are read in the console. */
export function smsTransportFor(): SmsTransport {
  return new StoredTransport();
}
