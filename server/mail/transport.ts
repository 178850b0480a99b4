import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '#server/config.ts';

export type OutgoingMessage = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

export type Delivery = { messageId: string; outboxPath?: string };

export type MailTransport = {
  /** Hands the message to the SMTP server, or writes it to the outbox; throws when the server refuses it. */
  deliver(message: OutgoingMessage): Promise<Delivery>;
  close(): void;
};

/** SMTP's permanent failures (5xx): sending again will not help. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const fileSafe = (text: string) => text.replace(/[^a-z0-9-]/gi, '-');

/** nodemailer over SMTP_URL; without one, a stream transport whose messages are written as .eml files. */
export function createMailTransport(settings: MailSettings): MailTransport {
  const envelope = (message: OutgoingMessage) => ({
    from: settings.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: `<${message.id}@careerpilot>`,
  });

  if (settings.smtpUrl) {
    const smtp = createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async deliver(message) {
        const info = await smtp.sendMail(envelope(message));
        return { messageId: info.messageId };
      },
      close: () => smtp.close(),
    };
  }

  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async deliver(message) {
      const info = await stream.sendMail(envelope(message));
      await mkdir(settings.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const outboxPath = join(settings.outboxDir, `${stamp}-${fileSafe(message.kind)}-${message.id}.eml`);
      await writeFile(outboxPath, info.message as Buffer);
      return { messageId: info.messageId, outboxPath };
    },
    close: () => stream.close(),
  };
}
