import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { outgoingMails } from '#server/db/schema/index.ts';
import { buildTestAppWithSmtp, readOutbox, settleMail } from '#server/testing/mail.ts';
import { buildTestApp, testConfig } from '#server/testing/test-app.ts';
import { isThisMachine, MAIL_JOBS } from './plugin.ts';
import { renderMail } from './render.ts';

const content = renderMail({
  subject: 'Verify your email',
  preheader: 'One click and you are done',
  blocks: [
    { kind: 'heading', text: 'Hello <Jane>' },
    { kind: 'paragraph', text: 'Open the link to verify jane@example.com.' },
    { kind: 'button', label: 'Verify my email', url: 'http://localhost:3000/verify-email?token=abc&x=1' },
  ],
  footer: [{ kind: 'note', text: 'You get this because you signed up.' }],
});

async function appWithSmtp(options: { retryDelaySeconds?: number } = {}) {
  const { app, smtp } = await buildTestAppWithSmtp(options);
  await app.ready();
  return { app, smtp };
}

const storedMail = async (app: Awaited<ReturnType<typeof buildTestApp>>, id: string) => {
  const [row] = await app.db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
  return row;
};

describe('sending e-mail', () => {
  it('writes each message to the outbox as an .eml file when no SMTP server is set', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    onTestFinished(() => rmSync(outboxDir, { recursive: true, force: true }));
    const app = await buildTestApp({ config: { mail: { ...testConfig().mail, outboxDir } } });
    await app.ready();
    await app.mail.send({
      kind: 'verify-email',
      to: 'jane@example.com',
      content,
      headers: { 'List-Unsubscribe': '<http://localhost/u>' },
    });
    await settleMail(app);
    const [message, ...others] = await readOutbox(outboxDir);
    expect(others).toEqual([]);
    expect(message?.subject).toBe('Verify your email');
    expect(message?.to && 'text' in message.to ? message.to.text : '').toBe('jane@example.com');
    expect(message?.text).toContain('http://localhost:3000/verify-email?token=abc&x=1');
    expect(message?.html).toContain('href="http://localhost:3000/verify-email?token=abc&amp;x=1"');
    expect(message?.headerLines.find((header) => header.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <http://localhost/u>',
    );
  });

  it('sends both parts over SMTP, then keeps the record without the bodies', async () => {
    const { app, smtp } = await appWithSmtp();
    const id = await app.mail.send({ kind: 'verify-email', to: 'jane@example.com', content });
    const [message] = await smtp.waitForMessages(1);
    expect(message?.subject).toBe('Verify your email');
    expect(message?.from?.text).toContain('no-reply@careerpilot.example');
    expect(message?.text).toContain('Hello <Jane>');
    expect(message?.html).toContain('Hello &lt;Jane&gt;');
    await settleMail(app);
    const row = await storedMail(app, id);
    expect(row?.sentAt).not.toBeNull();
    expect(row?.textBody).toBeNull();
    expect(row?.htmlBody).toBeNull();
  });

  it('tries a refused send again until the server takes it, and sends it once', async () => {
    const { app, smtp } = await appWithSmtp({ retryDelaySeconds: 1 });
    smtp.failNext(1);
    const id = await app.mail.send({ kind: 'digest', to: 'jane@example.com', content });
    await smtp.waitForMessages(1, 30_000);
    await settleMail(app);
    expect(smtp.messages).toHaveLength(1);
    const row = await storedMail(app, id);
    expect(row?.attempts).toBe(2);
    expect(row?.lastError).toContain('Try again later');
    expect(row?.sentAt).not.toBeNull();
  });

  it('keeps a message whose send job was lost and sends it from the sweep', async () => {
    const { app, smtp } = await appWithSmtp();
    const [row] = await app.db
      .insert(outgoingMails)
      .values({
        kind: 'digest',
        toAddress: 'jane@example.com',
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        createdAt: sql`now() - interval '20 minutes'`,
      })
      .returning({ id: outgoingMails.id });
    await app.jobs.send(MAIL_JOBS.sweep, {});
    const [message] = await smtp.waitForMessages(1);
    expect(message?.subject).toBe('Verify your email');
    await settleMail(app);
    expect((await storedMail(app, row?.id ?? ''))?.sentAt).not.toBeNull();
  });
});

describe('signed tokens', () => {
  it('answer their subject only for their own purpose and unaltered', async () => {
    const app = await buildTestApp();
    await app.ready();
    const token = await app.mail.sign('unsubscribe', 'user-1');
    expect(await app.mail.verify('unsubscribe', token)).toBe('user-1');
    expect(await app.mail.verify('other', token)).toBeUndefined();
    const forged = `${Buffer.from('user-2').toString('base64url')}.${token.split('.')[1]}`;
    expect(await app.mail.verify('unsubscribe', forged)).toBeUndefined();
    expect(await app.mail.verify('unsubscribe', 'garbage')).toBeUndefined();
    expect(await app.mail.verify('unsubscribe', '.')).toBeUndefined();
  });

  it('links into the app at the configured origin', async () => {
    const app = await buildTestApp({
      config: { mail: { ...testConfig().mail, linkOrigin: 'https://careerpilot.example' } },
    });
    expect(app.mail.link('/verify-email', { token: 'a b&c' })).toBe(
      'https://careerpilot.example/verify-email?token=a+b%26c',
    );
  });
});

describe('links that only this machine can open', () => {
  it('are told apart from public ones, so a server sending real e-mail can warn', () => {
    expect(isThisMachine('http://127.0.0.1:3000')).toBe(true);
    expect(isThisMachine('http://localhost:3000')).toBe(true);
    expect(isThisMachine('http://[::1]:3000')).toBe(true);
    expect(isThisMachine('https://careerpilot.example')).toBe(false);
    expect(isThisMachine('http://10.0.0.5:3000')).toBe(false);
  });
});
