import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The files whose tests time the server's thread while heavy or hostile work runs (server/testing/event-loop-probe.ts). */
const EVENT_LOOP_PROBES = [
  'server/features/resume/hostile-files.test.ts',
  'server/features/tracker/heavy-files.test.ts',
  'server/postings/hostile-pages.test.ts',
];

const serverTests = {
  environment: 'node',
  globalSetup: ['server/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
} satisfies TestProjectInlineConfiguration['test'];

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
          ...serverTests,
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: EVENT_LOOP_PROBES,
          // Files in one worker share the loaded modules (the app, the knowledge base) and its spare test database;
          // every test still gets its own app on a database in the migrated state (server/testing/test-database.ts).
          isolate: false,
        },
      },
      {
        test: {
          ...serverTests,
          // Each in a fresh worker: the server's thread time they count would otherwise include collecting the
          // garbage that a hundred earlier files left in a shared worker's heap, which the running app never holds.
          name: 'server-probes',
          include: EVENT_LOOP_PROBES,
          isolate: true,
        },
      },
    ],
  },
});
