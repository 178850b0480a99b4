import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SIGNATURE_LENGTH = 32;

/**
 * Stateless signed tokens, `subject.signature` in base64url: an HMAC-SHA256 over the purpose and the subject, so a
 * token for one purpose is worthless for another and nobody without the key can make one.
 */
export function tokenSigner(key: string) {
  const signatureOf = (purpose: string, subject: string) =>
    createHmac('sha256', key)
      .update(`${purpose}\u0000${subject}`)
      .digest('base64url')
      .slice(0, SIGNATURE_LENGTH);
  return {
    sign(purpose: string, subject: string): string {
      return `${Buffer.from(subject).toString('base64url')}.${signatureOf(purpose, subject)}`;
    },
    verify(purpose: string, token: string): string | undefined {
      const dot = token.indexOf('.');
      if (dot <= 0) return undefined;
      const subject = Buffer.from(token.slice(0, dot), 'base64url').toString();
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(signatureOf(purpose, subject));
      return given.length === expected.length && timingSafeEqual(given, expected) ? subject : undefined;
    },
  };
}

export const newSigningKey = () => randomBytes(32).toString('base64url');
