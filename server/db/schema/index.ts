export * from './billing.ts';
export * from './career.ts';
export * from './interviews.ts';
export * from './linkedin.ts';
export * from './rate-limits.ts';
export * from './resumes.ts';
export * from './users.ts';
export * from './waitlist.ts';
