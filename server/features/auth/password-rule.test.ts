import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-rule.ts';

const grace = { email: 'grace.thompson@example.com', firstName: 'Grace', lastName: 'Thompson' };

const COMMON = /^This password is on a list of common passwords/;
const RUN = /^This password is a run of repeated or consecutive characters/;
const PERSONAL = /^Your password must not be your email address or your name/;
const PRODUCT = /^Your password must not be the name of this site/;

describe('the rule of a new password', () => {
  it.each([
    ['password1', COMMON],
    ['BASEBALL1', COMMON],
    ['trustno1', COMMON],
    ['Qwertyuiop', COMMON],
    ['zzzzzzzzzzzz', RUN],
    ['hgfedcba', RUN],
    ['98765432', RUN],
    ['Grace.Thompson@Example.com', PERSONAL],
    ['grace.thompson', PERSONAL],
    ['GraceThompson2024', PERSONAL],
    ['thompsongrace', PERSONAL],
    ['Thompson1!', PERSONAL],
    ['CareerPilot!', PRODUCT],
    ['career pilot 2025', PRODUCT],
  ])('refuses %s', (password, message) => {
    expect(passwordWeakness(password, grace)).toMatch(message);
  });

  it.each([
    'correct horse battery',
    'a long enough password',
    'Grace runs 10k on Sundays',
    'tulip-lantern-47-ferry',
    'xxxxxxxy',
  ])('accepts %s', (password) => {
    expect(passwordWeakness(password, grace)).toBeUndefined();
  });
});
