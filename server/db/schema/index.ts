export * from './rate-limits.ts';
export * from './users.ts';
export * from './waitlist.ts';
