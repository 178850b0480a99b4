import { describe, expect, it } from 'vitest';
import { signUpRequestSchema } from './auth.ts';

const grace = {
  firstName: 'Grace',
  lastName: 'Thompson',
  email: 'grace@example.com',
  password: 'correct horse battery',
};

function messagesFor(input: unknown): string[] {
  const result = signUpRequestSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the names given at sign-up', () => {
  it('are stored with every run of spaces, tabs and no-break spaces as one space, trimmed', () => {
    const parsed = signUpRequestSchema.parse({
      ...grace,
      firstName: '  Grace \t Ann\u00a0 ',
      lastName: 'van\u2003der  Berg',
    });
    expect(parsed).toMatchObject({ firstName: 'Grace Ann', lastName: 'van der Berg' });
  });

  it.each([
    ['a sentence on lines of its own', 'there.\r\n\r\nYour account is locked: visit evil.example/unlock\r\n'],
    ['a line feed', 'Grace\nAnn'],
    ['a carriage return', 'Grace\rAnn'],
    ['a line separator', 'Grace\u2028Ann'],
    ['a paragraph separator', 'Grace\u2029Ann'],
    ['a next-line character', 'Grace\u0085Ann'],
    ['a form feed', 'Grace\fAnn'],
    ['a NUL', 'Grace\u0000'],
    ['a terminal escape', '\u001b[31mGrace'],
    ['a delete character', 'Grace\u007f'],
  ])('are refused with %s, with a message naming the field', (_case, firstName) => {
    expect(messagesFor({ ...grace, firstName })).toEqual([
      'firstName: First name must not contain line breaks or control characters',
    ]);
    expect(messagesFor({ ...grace, lastName: firstName })).toEqual([
      'lastName: Last name must not contain line breaks or control characters',
    ]);
  });

  it('are measured once their spaces are collapsed, and refused when blank or too long', () => {
    expect(messagesFor({ ...grace, firstName: `Grace${' '.repeat(80)}Ann` })).toEqual([]);
    expect(messagesFor({ ...grace, firstName: ' \t ' })).toEqual(['firstName: First name is required']);
    expect(messagesFor({ ...grace, lastName: 'x'.repeat(61) })).toEqual([
      'lastName: Last name must be at most 60 characters',
    ]);
    expect(messagesFor({ ...grace, firstName: 7 })).toEqual(['firstName: First name must be text']);
    expect(messagesFor({ ...grace, firstName: undefined })).toEqual(['firstName: First name is required']);
  });
});
