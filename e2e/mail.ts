import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The e2e server's data folder (playwright.config.ts passes it to e2e/serve.ts): its outbox holds every e-mail. */
export function e2eDataDir(port = Number(process.env.E2E_PORT)): string {
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

/** The link in the e-mail's text part whose path is `path`, made relative so the test's baseURL applies. */
export function linkPath(message: ParsedMail, path: string): string | undefined {
  const url = (message.text ?? '')
    .split(/\s+/)
    .filter((word) => URL.canParse(word))
    .map((word) => new URL(word))
    .find((candidate) => candidate.pathname === path);
  return url && `${url.pathname}${url.search}`;
}

/** Waits for an e-mail to `to` holding a link to `path` (the job engine sends within seconds); its newest. */
export async function waitForLink(
  to: string,
  path: string,
  timeoutMs = 30_000,
): Promise<{ message: ParsedMail; link: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(to))
      .map((message) => ({ message, link: linkPath(message, path) }))
      .filter((candidate): candidate is { message: ParsedMail; link: string } => candidate.link !== undefined)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${to} with a ${path} link within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
