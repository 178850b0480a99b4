import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core, not Vitest's one fewer: on two cores that is two instead of one, and the server tests
    // spend much of their time waiting (job engine polls, SMTP and board stand-ins, timers), not computing.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'eval/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/testing/global-setup.ts'],
          // Files in one worker share the loaded modules (the app, the knowledge base) and its spare test database;
          // every test still gets its own app on a database in the migrated state (server/testing/test-database.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
