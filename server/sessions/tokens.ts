import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: 43 characters. */
export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedToken(token: string | undefined): token is string {
  return token !== undefined && TOKEN_PATTERN.test(token);
}

export function hashSessionToken(token: string): string {
  return hash('sha256', token);
}
