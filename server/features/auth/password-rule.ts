import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '#common/accounts.ts';

/**
 * The most common passwords of public breach corpora (zxcvbn-ts's list, about 49 000), lower-cased. Shorter ones
 * are left out: the length rule already refuses them.
 */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
    .map((password) => password.toLowerCase()),
);

const PRODUCT_NAMES = ['careerpilot', 'career pilot'];

export type PasswordOwner = { email: string; firstName: string; lastName: string };

/** The password without the digits and symbols people add at its end to pass a rule ("grace2024!"). */
function withoutTrailingDecoration(password: string): string {
  let end = password.length;
  while (end > 0 && !/\p{L}/u.test(password.charAt(end - 1))) end -= 1;
  return password.slice(0, end);
}

/** One character repeated ("aaaaaaaa"), or a run up or down the alphabet or the digits ("12345678", "hgfedcba"). */
function isRepeatedOrSequential(password: string): boolean {
  const steps = new Set<number>();
  for (let index = 1; index < password.length; index += 1) {
    steps.add(password.charCodeAt(index) - password.charCodeAt(index - 1));
  }
  const [step, ...otherSteps] = steps;
  return step !== undefined && otherSteps.length === 0 && Math.abs(step) <= 1;
}

/**
 * Why a new password would be easy to guess, if it would: the checks NIST SP 800-63B asks for beyond the length
 * (a list of common and breached passwords, repetitive or sequential characters, words from the context such as
 * the user's own email, name or the product's name), compared without regard to case.
 */
export function passwordWeakness(password: string, owner: PasswordOwner): string | undefined {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) {
    return 'This password is on a list of common passwords that attackers try first. Choose another one: a few unrelated words make a strong password that is easy to remember.';
  }
  if (isRepeatedOrSequential(lowered)) {
    return 'This password is a run of repeated or consecutive characters, which is easy to guess. Choose another one: a few unrelated words make a strong password that is easy to remember.';
  }
  const email = owner.email.toLowerCase();
  const first = owner.firstName.trim().toLowerCase();
  const last = owner.lastName.trim().toLowerCase();
  const personal = [
    email,
    email.split('@')[0],
    first,
    last,
    `${first}${last}`,
    `${first} ${last}`,
    `${last}${first}`,
  ].filter(Boolean);
  const core = withoutTrailingDecoration(lowered);
  if ([lowered, core].some((candidate) => personal.includes(candidate))) {
    return 'Your password must not be your email address or your name. Choose something others cannot guess from them.';
  }
  if ([lowered, core].some((candidate) => PRODUCT_NAMES.includes(candidate))) {
    return 'Your password must not be the name of this site. Choose something others cannot guess.';
  }
  return undefined;
}
