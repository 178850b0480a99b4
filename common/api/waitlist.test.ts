import { describe, expect, it } from 'vitest';
import { normalizePhone, subscribeRequestSchema } from './waitlist.ts';

const valid = { email: 'jane@example.com', name: 'Jane Doe', phone: '+1 555 123 4567', source: 'waitlist' };

function messagesFor(input: unknown): string[] {
  const result = subscribeRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('subscribeRequestSchema', () => {
  it('normalises email, name and phone', () => {
    expect(
      subscribeRequestSchema.parse({
        ...valid,
        email: '  Jane.Doe@Example.COM ',
        name: ' Jane   Doe ',
        phone: '(555) 123-4567',
      }),
    ).toEqual({ email: 'jane.doe@example.com', name: 'Jane Doe', phone: '5551234567', source: 'waitlist' });
  });

  it('defaults the source to the waitlist', () => {
    const { source: _source, ...withoutSource } = valid;
    expect(subscribeRequestSchema.parse(withoutSource).source).toBe('waitlist');
  });

  it('names each missing field', () => {
    expect(messagesFor({})).toEqual([
      'email: Email is required',
      'name: Full name is required',
      'phone: Phone is required',
    ]);
  });

  it('rejects blank fields', () => {
    expect(messagesFor({ ...valid, name: '   ' })).toEqual(['name: Full name is required']);
    expect(messagesFor({ ...valid, email: ' ' })).toEqual(['email: Email is required']);
  });

  it('rejects a malformed email and phone', () => {
    expect(messagesFor({ ...valid, email: 'jane@' })).toEqual(['email: Enter a valid email address']);
    expect(messagesFor({ ...valid, phone: 'call me' })).toEqual(['phone: Enter a valid phone number']);
    expect(messagesFor({ ...valid, phone: '12345' })).toEqual(['phone: Enter a valid phone number']);
  });

  it('rejects wrong types and an unknown source', () => {
    expect(messagesFor({ ...valid, email: 42 })).toEqual(['email: Email must be text']);
    expect(messagesFor({ ...valid, source: 'ads' })).toHaveLength(1);
  });

  it('collapses tabs and no-break spaces in the name, and refuses line breaks and control characters', () => {
    expect(subscribeRequestSchema.parse({ ...valid, name: 'Jane\t\u00a0Doe' }).name).toBe('Jane Doe');
    for (const name of [
      'Jane\r\n\r\nYour place is gone: visit evil.example',
      'Jane\u2028Doe',
      'Jane\u0000',
      '\u001b[2JJane',
    ])
      expect(messagesFor({ ...valid, name })).toEqual([
        'name: Full name must not contain line breaks or control characters',
      ]);
  });

  it('rejects an overlong name', () => {
    expect(messagesFor({ ...valid, name: 'x'.repeat(101) })).toEqual([
      'name: Full name must be at most 100 characters',
    ]);
  });
});

describe('normalizePhone', () => {
  it('keeps a leading plus and the digits, dropping formatting', () => {
    expect(normalizePhone('+44 (0)20 7946.0958')).toBe('+4402079460958');
  });
});
