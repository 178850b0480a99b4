import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { onTestFinished } from 'vitest';
import type { MailSettings } from '#server/config.ts';
import { MAIL_JOBS } from '#server/mail/plugin.ts';
import { startSmtpStandIn } from './smtp-stand-in.ts';
import { buildTestApp, testConfig } from './test-app.ts';

/** A test app whose e-mail goes to a real SMTP server of its own, closed with the test; not started yet. */
export async function buildTestAppWithSmtp(mail: Partial<MailSettings> = {}) {
  const smtp = await startSmtpStandIn();
  onTestFinished(() => smtp.close());
  const app = await buildTestApp({ config: { mail: { ...testConfig().mail, smtpUrl: smtp.url, ...mail } } });
  return { app, smtp };
}

/** Waits until no e-mail is waiting to be sent (the job engine polls every 2 s). */
export async function settleMail(app: FastifyInstance, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await app.jobs.unfinished([MAIL_JOBS.send])) > 0) {
    if (Date.now() > deadline) throw new Error(`e-mail still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The .eml files in an outbox, parsed, oldest first. */
export async function readOutbox(outboxDir: string): Promise<ParsedMail[]> {
  const names = (await readdir(outboxDir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => simpleParser(await readFile(join(outboxDir, name)))));
}

/** The first link in a message's text part whose path is `path`, e.g. /verify-email. */
export function linkIn(message: ParsedMail, path: string): URL {
  const found = (message.text ?? '')
    .split(/\s+/)
    .filter((word) => URL.canParse(word))
    .map((word) => new URL(word))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`no ${path} link in the e-mail "${message.subject}"`);
  return found;
}
