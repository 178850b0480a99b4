import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The e2e server's data folder (playwright.config.ts passes it to e2e/serve.ts): its outbox holds every e-mail. */
export function e2eDataDir(port = Number(process.env.E2E_PORT ?? 4310)): string {
  return join(tmpdir(), `careerpilot-e2e-${port}`);
}

const recipientOf = (message: ParsedMail) =>
  (Array.isArray(message.to) ? message.to : message.to ? [message.to] : [])
    .flatMap((to) => to.value.map((address) => address.address?.toLowerCase()))
    .filter(Boolean);

/** The e-mails the server wrote to its outbox for `to`, oldest first. */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  const outbox = join(e2eDataDir(), 'outbox');
  const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  const messages = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(join(outbox, name)))),
  );
  return messages.filter((message) => recipientOf(message).includes(to.toLowerCase()));
}

/** Waits for the e-mail to `to` whose subject contains `subject` (the job engine sends within seconds). */
export async function waitForMail(to: string, subject: string, timeoutMs = 30_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(to)).find((message) => message.subject?.includes(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The link in the e-mail's text part whose path is `path`, made relative so the test's baseURL applies. */
export function linkPath(message: ParsedMail, path: string): string {
  const url = (message.text ?? '')
    .split(/\s+/)
    .filter((word) => URL.canParse(word))
    .map((word) => new URL(word))
    .find((candidate) => candidate.pathname === path);
  if (!url) throw new Error(`no ${path} link in "${message.subject}"`);
  return `${url.pathname}${url.search}`;
}
